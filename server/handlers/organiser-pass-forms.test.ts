import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, exhibitorCategories, formFields } from '../db/schema/all-tables.ts';
import { callApi, dbKinds, defaultEventId, snapshot, useSeededApi } from '../testing/api-test-kit.ts';
import { organiserToken } from '../testing/organiser-kit.ts';

const BUILT = [
  { type: 'title', content: 'Your visit' },
  { type: 'select', name: 'tshirt', label: 'T-shirt size', required: true, options: 'S, M, L', customClass: 'half' },
  { type: 'date', name: 'arrivalDay', label: 'Arrival day', minDate: '2026-03-14', maxDate: '2026-03-16', customClass: 'half' },
  { type: 'file', name: 'passportScan', label: 'Passport scan', required: true, allowedFileTypes: ['pdf'] },
];

describe.each(dbKinds)('organiser pass forms (%s)', (kind) => {
  const api = useSeededApi(kind);
  const as = (token: string) => ({
    call: (method: string, path: string, json?: unknown) => callApi(api.url, method, `/api${path}`, { token, ...(json === undefined ? {} : { json }) }),
  });
  const gold = async (eventId: string) => {
    const [row] = await api.db
      .select({ id: exhibitorCategories.id })
      .from(exhibitorCategories)
      .where(and(eq(exhibitorCategories.eventId, eventId), eq(exhibitorCategories.categoryName, 'Gold Exhibitor')));
    return row!.id;
  };
  const goldRows = async (categoryId: string) =>
    api.db.select().from(formFields).where(eq(formFields.categoryId, categoryId)).orderBy(asc(formFields.sortOrder));

  it('lists the forms, reads one and saves a pass form with a select, a date and a required upload', async () => {
    const eventId = await defaultEventId(api.url);
    const organiser = as(await organiserToken(api, { eventId }));
    const list = await organiser.call('GET', '/organiser/pass-forms');
    expect(list.status).toBe(200);
    expect(list.body.data.map((form: { title: string }) => form.title)).toEqual(['Every pass', 'Gold Exhibitor', 'Silver Exhibitor']);
    const goldId = await gold(eventId);
    const saved = await organiser.call('PUT', `/organiser/pass-forms/${goldId}`, { fields: BUILT });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Pass form saved');
    expect(saved.body.data.fields.map((field: { name: string | null; type: string }) => [field.name, field.type])).toEqual([
      [null, 'title'],
      ['tshirt', 'select'],
      ['arrivalDay', 'date'],
      ['passportScan', 'file'],
    ]);
    expect(saved.body.data.fields[1].options).toEqual([
      { value: 'S', label: 'S' },
      { value: 'M', label: 'M' },
      { value: 'L', label: 'L' },
    ]);
    expect(saved.body.data.sharedFields.length).toBeGreaterThan(0);
    const read = await organiser.call('GET', `/organiser/pass-forms/${goldId}`);
    expect(read.body.data.fields).toEqual(saved.body.data.fields);
    // Staff read it and its preview's parts, and change nothing.
    const staff = as(await organiserToken(api, { eventId, role: 'organiser-staff' }));
    expect((await staff.call('GET', `/organiser/pass-forms/${goldId}`)).status).toBe(200);
    const before = await goldRows(goldId);
    const refused = await staff.call('PUT', `/organiser/pass-forms/${goldId}`, { fields: [] });
    expect(refused.status).toBe(403);
    expect(await goldRows(goldId)).toEqual(before);
  });

  it('refuses a definition the guest page could not render with 400 naming the field and the fix, changing nothing', async () => {
    const eventId = await defaultEventId(api.url);
    const organiser = as(await organiserToken(api, { eventId }));
    const goldId = await gold(eventId);
    const before = await goldRows(goldId);
    const { status, body } = await organiser.call('PUT', `/organiser/pass-forms/${goldId}`, {
      fields: [
        { type: 'text', label: 'Nickname' },
        { type: 'stars', name: 'rating' },
        { type: 'select', name: 'size', label: 'Size', options: [] },
        { type: 'date', name: 'day', minDate: '2026-03-16', maxDate: '2026-03-14' },
        { type: 'text', name: 'day' },
      ],
    });
    expect(status).toBe(400);
    expect(body.message).toBe('Field 1 (Nickname), name: Give the field a name: its answers are stored under it. (and 4 more problems)');
    expect(body.errors.map((error: { path: string }) => error.path)).toEqual([
      '/fields/0/name',
      '/fields/1/type',
      '/fields/2/options',
      '/fields/3/maxDate',
      '/fields/4/name',
    ]);
    expect(body.errors[4].message).toBe('Field 5 (day), name: Field 4 (day) already answers under this name: give each field its own name.');
    expect(await goldRows(goldId)).toEqual(before);
    // A body that is not a form at all is the contract's refusal.
    expect((await organiser.call('PUT', `/organiser/pass-forms/${goldId}`, { fields: [{ name: 'x' }] })).status).toBe(400);
  });

  it('deletes an answered field only when the organiser confirms how many answers it hides, in one go', async () => {
    const eventId = await defaultEventId(api.url);
    const organiser = as(await organiserToken(api, { eventId }));
    const shared = (await organiser.call('GET', '/organiser/pass-forms/shared')).body.data;
    const answered = shared.answerCounts.visitDate as number;
    expect(answered).toBeGreaterThan(0);
    const fields = shared.fields.filter((field: { name: string | null }) => field.name !== 'visitDate');
    const before = await snapshot(api.db, formFields);
    const refused = await organiser.call('PUT', '/organiser/pass-forms/shared', { fields });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Removing "visitDate" (${answered} answers) hides ${answered} answers that registrations already gave. Keep the field, or confirm hiding ${answered} answers and save again.`,
    );
    expect(await snapshot(api.db, formFields)).toEqual(before);
    const saved = await organiser.call('PUT', '/organiser/pass-forms/shared', { fields, hideAnswers: answered });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(`Pass form saved; ${answered} answers hidden`);
    expect(saved.body.data.fields.some((field: { name: string | null }) => field.name === 'visitDate')).toBe(false);
  });

  it("answers 404 to an organiser of another event, who changes nothing, and refuses an exhibitor's token", async () => {
    const eventId = await defaultEventId(api.url);
    const goldId = await gold(eventId);
    const [other] = await api.db.insert(events).values({ domain: `forms-${kind}.example` }).returning({ id: events.id });
    const stranger = as(await organiserToken(api, { eventId: other!.id }));
    const before = await snapshot(api.db, formFields);
    expect((await stranger.call('GET', `/organiser/pass-forms/${goldId}`)).status).toBe(404);
    expect((await stranger.call('PUT', `/organiser/pass-forms/${goldId}`, { fields: BUILT })).status).toBe(404);
    // Their own event's list has only its shared part: another event's categories never show.
    const list = await stranger.call('GET', '/organiser/pass-forms');
    expect(list.body.data.map((form: { formId: string }) => form.formId)).toEqual(['shared']);
    expect(await snapshot(api.db, formFields)).toEqual(before);
    expect((await api.acme.call('GET', '/api/organiser/pass-forms')).status).toBe(401);
  });
});
