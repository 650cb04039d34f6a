import { and, asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, exhibitorCategories, formFields } from '../db/schema/all-tables.ts';
import { defaultEventId, useApiServer } from '../testing/api-test-kit.ts';
import { ApiError } from '../http/api-error.ts';
import { listPassForms, readPassForm } from './pass-form-read.ts';
import { savePassForm } from './pass-form-save.ts';
import { SHARED_FORM_ID } from './pass-form-scope.ts';

const api = useApiServer('pglite');

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const gold = async () => {
  const eventId = await defaultEventId(api.url);
  const [row] = await api.db
    .select()
    .from(exhibitorCategories)
    .where(and(eq(exhibitorCategories.eventId, eventId), eq(exhibitorCategories.categoryName, 'Gold Exhibitor')));
  return { eventId, gold: row! };
};

const sharedRows = (eventId: string) =>
  api.db.select().from(formFields).where(and(eq(formFields.eventId, eventId), isNull(formFields.categoryId))).orderBy(asc(formFields.sortOrder));

describe('pass forms of an event', () => {
  it('lists the shared part and every category with their counts', async () => {
    const { eventId } = await gold();
    const forms = await listPassForms(api.db, eventId);
    expect(forms.map((form) => [form.formId === SHARED_FORM_ID ? 'shared' : 'category', form.title])).toEqual([
      ['shared', 'Every pass'],
      ['category', 'Gold Exhibitor'],
      ['category', 'Silver Exhibitor'],
    ]);
    expect(forms[0]!.fieldCount).toBeGreaterThan(5);
    expect(forms[0]!.registrationCount).toBeGreaterThan(0);
  });

  it('saves the demo form as the import stored it (the import checks the same rules), keeping every id', async () => {
    const { eventId } = await gold();
    const before = await readPassForm(api.db, eventId, SHARED_FORM_ID);
    expect(before.fields.length).toBeGreaterThan(20);
    const { form, hiddenAnswers } = await savePassForm(api.db, eventId, SHARED_FORM_ID, before.fields);
    expect(hiddenAnswers).toBe(0);
    expect(form.fields.map((field) => [field._id, field.name, field.type])).toEqual(before.fields.map((field) => [field._id, field.name, field.type]));
  });

  it("saves a category's own fields in order, shown after the shared ones, and refuses a name the shared part uses", async () => {
    const { eventId, gold: category } = await gold();
    const { form } = await savePassForm(api.db, eventId, category.id, [
      { type: 'select', name: 'tshirt', label: 'T-shirt size', options: 'S, M, L', customClass: 'half' },
      { type: 'date', name: 'arrivalDay', label: 'Arrival', minDate: '2026-03-14', maxDate: '2026-03-16' },
      { type: 'file', name: 'idScan', label: 'ID scan', required: true, allowedFileTypes: ['pdf'] },
    ]);
    expect(form.fields.map((field) => [field.name, field.type, field.options?.length ?? null])).toEqual([
      ['tshirt', 'select', 3],
      ['arrivalDay', 'date', null],
      ['idScan', 'file', null],
    ]);
    expect(form.sharedFields.length).toBeGreaterThan(0);
    const clash = await refusal(savePassForm(api.db, eventId, category.id, [{ type: 'text', name: 'firstName' }]));
    expect(clash.status).toBe(400);
    expect(clash.message).toBe('Field 1 (firstName), name: "firstName" is already a field of the form every pass shares: give this field another name.');
    expect((await readPassForm(api.db, eventId, category.id)).fields).toHaveLength(3);
  });

  it('refuses a definition the guest page could not draw, naming the field and what to fix, and changes nothing', async () => {
    const { eventId } = await gold();
    const before = await sharedRows(eventId);
    const error = await refusal(
      savePassForm(api.db, eventId, SHARED_FORM_ID, [
        { type: 'text', label: 'Company' },
        { type: 'stars', name: 'rating' },
        { type: 'select', name: 'size' },
      ]),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe('Field 1 (Company), name: Give the field a name: its answers are stored under it. (and 2 more problems)');
    expect(error.errors?.map((e) => e.path)).toEqual(['/fields/0/name', '/fields/1/type', '/fields/2/options']);
    expect(await sharedRows(eventId)).toEqual(before);
  });

  it('refuses removing answered fields until the organiser confirms how many answers it hides, then removes them in one go', async () => {
    const { eventId } = await gold();
    const before = await readPassForm(api.db, eventId, SHARED_FORM_ID);
    const answered = before.answerCounts.visitDate!;
    expect(answered).toBeGreaterThan(0);
    const without = before.fields.filter((field) => field.name !== 'visitDate');
    const refused = await refusal(savePassForm(api.db, eventId, SHARED_FORM_ID, without));
    expect(refused.status).toBe(409);
    expect(refused.message).toContain(`hides ${answered} answer`);
    const wrongCount = await refusal(savePassForm(api.db, eventId, SHARED_FORM_ID, without, { hideAnswers: answered + 1 }));
    expect(wrongCount.status).toBe(409);
    expect((await sharedRows(eventId)).length).toBe(before.fields.length);
    const { form, hiddenAnswers, removedNames } = await savePassForm(api.db, eventId, SHARED_FORM_ID, without, { hideAnswers: answered });
    expect({ hiddenAnswers, removedNames }).toEqual({ hiddenAnswers: answered, removedNames: ['visitDate'] });
    expect(form.fields.map((field) => field.name)).not.toContain('visitDate');
  });

  it("answers 404 for another event's category and leaves it alone", async () => {
    const [other] = await api.db.insert(events).values({ domain: 'other-forms.example' }).returning({ id: events.id });
    const [category] = await api.db
      .insert(exhibitorCategories)
      .values({ eventId: other!.id, categoryName: 'Other Gold' })
      .returning({ id: exhibitorCategories.id });
    await api.db.insert(formFields).values({ eventId: other!.id, categoryId: category!.id, definition: { type: 'text', name: 'mine' } });
    const { eventId } = await gold();
    expect((await refusal(readPassForm(api.db, eventId, category!.id))).status).toBe(404);
    expect((await refusal(savePassForm(api.db, eventId, category!.id, []))).status).toBe(404);
    expect((await refusal(readPassForm(api.db, eventId, 'not-an-id'))).status).toBe(404);
    expect((await readPassForm(api.db, other!.id, category!.id)).fields.map((field) => field.name)).toEqual(['mine']);
  });
});
