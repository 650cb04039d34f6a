import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { events, formFields, formOptionLists, referralRegistrations } from '../db/schema/all-tables.ts';
import { countRows, type SignedInExhibitor, useSeededApi } from '../testing/api-test-kit.ts';

const api = useSeededApi();

async function goldPassId(exhibitor: SignedInExhibitor): Promise<string> {
  const { body } = await exhibitor.call('GET', '/api/passes');
  return (body.data as Array<{ _id: string; exhibitorCategory: { categoryName: string } }>).find(
    (p) => p.exhibitorCategory.categoryName === 'Gold Exhibitor',
  )!._id;
}

async function registration(exhibitor: SignedInExhibitor, n: number, extra: Record<string, unknown>) {
  const ticketId = await goldPassId(exhibitor);
  const form = await exhibitor.call('GET', `/api/form-fields?ticketId=${ticketId}`);
  const visitDate = form.body.data.find((f: { name: string }) => f.name === 'visitDate').minDate as string;
  return exhibitor.call('POST', '/api/referral-registration', {
    ticketId,
    firstName: 'Asha',
    lastName: `Options ${n}`,
    emailId: `asha.options.${n}@example.com`,
    mobileNumber: { country: '91', number: String(9977001100 + n) },
    visitDate,
    passDay: 'day1',
    agreeTerms: true,
    ...extra,
  });
}

describe('GET /api/form-field-options', () => {
  it('serves the option list the demo form names in selectApi', async () => {
    const form = await api.acme.call('GET', `/api/form-fields?ticketId=${await goldPassId(api.acme)}`);
    const sector = form.body.data.find((f: { name: string }) => f.name === 'sector');
    expect(sector).toMatchObject({ type: 'select', selectApi: 'sectors', options: null });

    const answer = await api.acme.call('GET', '/api/form-field-options?source=sectors');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: [
        { value: 'manufacturing', label: 'Manufacturing' },
        { value: 'logistics', label: 'Logistics' },
        { value: 'retail', label: 'Retail' },
        { value: 'healthcare', label: 'Healthcare' },
      ],
    });
  });

  it('answers a list kept as one comma-separated string with that string', async () => {
    await api.db.insert(formOptionLists).values({ eventId: api.acme.eventId, name: 'cities', options: ' Pune, Mumbai ,Chennai' });
    const answer = await api.acme.call('GET', '/api/form-field-options?source=cities');
    expect(answer).toEqual({ status: 200, body: { success: true, data: ' Pune, Mumbai ,Chennai' } });
  });

  it("answers 404 for a name the caller's event does not define, another event's included", async () => {
    const [other] = await api.db.insert(events).values({ domain: 'other-options.example' }).returning({ id: events.id });
    await api.db.insert(formOptionLists).values({ eventId: other!.id, name: 'secretList', options: [{ value: 'x', label: 'X' }] });
    for (const source of ['secretList', 'nothing']) {
      const answer = await api.acme.call('GET', `/api/form-field-options?source=${source}`);
      expect(answer, source).toEqual({ status: 404, body: { success: false, message: 'Option list not found' } });
    }
  });

  it('answers 400 for a missing or malformed name and 401 without a token', async () => {
    expect((await api.acme.call('GET', '/api/form-field-options')).status).toBe(400);
    const url = await api.acme.call('GET', `/api/form-field-options?source=${encodeURIComponent('https://example.com/options')}`);
    expect(url.status).toBe(400);
    const anonymous = await api.call('GET', '/api/form-field-options?source=sectors');
    expect(anonymous).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
  });
});

describe('a referral answer to a selectApi field', () => {
  it('is stored when it is one of the served options', async () => {
    const answer = await registration(api.acme, 1, { sector: 'logistics' });
    expect(answer.status).toBe(201);
    const [row] = await api.db
      .select({ answers: referralRegistrations.answers })
      .from(referralRegistrations)
      .where(eq(referralRegistrations.id, answer.body.data._id));
    expect(row!.answers.sector).toBe('logistics');
  });

  it('is refused, naming the field, when the list does not hold it, and nothing is stored', async () => {
    const before = await countRows(api.db, referralRegistrations);
    const answer = await registration(api.acme, 2, { sector: 'mining' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ path: 'sector', message: 'Sector must be one of the listed options' }]);
    expect(answer.body.message).toBe('Sector must be one of the listed options');
    expect(await countRows(api.db, referralRegistrations)).toBe(before);
  });

  it('accepts nothing once the event no longer defines the list, and is optional when left blank', async () => {
    await api.db
      .update(formFields)
      .set({ definition: { name: 'sector', type: 'select', label: 'Sector', selectApi: 'retiredList' } })
      .where(and(eq(formFields.eventId, api.acme.eventId), sql`${formFields.definition}->>'name' = 'sector'`));
    const refused = await registration(api.acme, 3, { sector: 'logistics' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: 'sector', message: 'Sector must be one of the listed options' }]);
    expect((await registration(api.acme, 4, { sector: '' })).status).toBe(201);
  });
});
