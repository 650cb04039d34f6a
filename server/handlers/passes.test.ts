import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { exhibitorCategories, formFields } from '../db/schema/all-tables.ts';
import { registerNewExhibitor, type SignedInExhibitor, useSeededApi } from '../testing/api-test-kit.ts';

const api = useSeededApi();

interface ApiPass {
  _id: string;
  numberOfPasses: number;
  exhibitorCategory: { categoryName: string; exhibitorPasses: number; isActive: boolean };
}

async function passNamed(exhibitor: SignedInExhibitor, categoryName: string): Promise<ApiPass> {
  const { body } = await exhibitor.call('GET', '/api/passes');
  const pass = (body.data as ApiPass[]).find((p) => p.exhibitorCategory.categoryName === categoryName);
  if (!pass) throw new Error(`No ${categoryName} pass`);
  return pass;
}

describe('GET /api/passes', () => {
  it('lists the exhibitor passes with their category', async () => {
    const { status, body } = await api.acme.call('GET', '/api/passes');
    expect(status).toBe(200);
    expect(body.data.map((p: ApiPass) => ({ n: p.numberOfPasses, c: p.exhibitorCategory }))).toEqual([
      { n: 6, c: { categoryName: 'Gold Exhibitor', exhibitorPasses: 10, isActive: true } },
      { n: 3, c: { categoryName: 'Silver Exhibitor', exhibitorPasses: 5, isActive: false } },
    ]);
    const other = await api.borealis.call('GET', '/api/passes');
    expect(other.body.data).toHaveLength(1);
    expect(other.body.data[0]).toMatchObject({ numberOfPasses: 4, exhibitorCategory: { categoryName: 'Gold Exhibitor' } });
    expect(body.data.some((p: ApiPass) => p._id === other.body.data[0]._id)).toBe(false);
  });

  it('is empty for a company without passes', async () => {
    const fresh = await registerNewExhibitor(api.url, '9000033333');
    expect((await fresh.call('GET', '/api/passes')).body).toEqual({ success: true, data: [] });
    expect((await fresh.call('GET', '/api/ticket-allocations')).body).toEqual({ success: true, data: [] });
    expect((await fresh.call('GET', '/api/tickets')).body).toEqual({ success: true, data: [] });
    expect((await fresh.call('GET', '/api/ticket-stats')).body).toEqual({
      success: true,
      data: { issued: 0, totalTickets: 0, available: 0 },
    });
  });
});

describe('GET /api/ticket-allocations', () => {
  it('lists the referral registrations newest first, own only', async () => {
    const { status, body } = await api.acme.call('GET', '/api/ticket-allocations');
    expect(status).toBe(200);
    expect(body.data.map((r: { firstName: string }) => r.firstName)).toEqual(['Nikhil', 'Sara', 'Rohan', 'Leela']);
    expect(body.data[0]).toMatchObject({
      lastName: 'Joshi',
      emailId: 'nikhil.joshi@example.com',
      phoneCode: '91',
      authenticationId: '9822000001',
      approve: true,
      reject: false,
      answers: { firstName: 'Nikhil', passDay: 'day1', agreeTerms: true },
    });
    expect(body.data[1]).toMatchObject({ approve: false, reject: true });
    const gold = await passNamed(api.acme, 'Gold Exhibitor');
    expect(body.data.every((r: { passId: string }) => r.passId === gold._id)).toBe(true);
    const other = await api.borealis.call('GET', '/api/ticket-allocations');
    expect(other.body.data.map((r: { firstName: string }) => r.firstName)).toEqual(['Erik']);
  });
});

describe('GET /api/tickets', () => {
  it('lists issued tickets newest first, own only', async () => {
    const { status, body } = await api.acme.call('GET', '/api/tickets');
    expect(status).toBe(200);
    // Seven guest tickets and the tickets of the four demo referrals (the rejected one's cancelled).
    expect(body.data).toHaveLength(11);
    expect(body.data[0]).toMatchObject({ guestName: expect.any(String), ticketCode: expect.stringMatching(/^GTE26-ACME-/) });
    expect(body.data.filter((t: { status: string }) => t.status === 'cancelled')).toHaveLength(2);
    expect((await api.borealis.call('GET', '/api/tickets')).body.data).toEqual([expect.objectContaining({ guestName: 'Erik Lund', ticketCode: 'GOLD-DEMO0005' })]);
  });
});

describe('GET /api/ticket-stats', () => {
  it('adds passes and guest allocations, and counts registrations not rejected and guest tickets not cancelled', async () => {
    const { status, body } = await api.acme.call('GET', '/api/ticket-stats');
    expect(status).toBe(200);
    expect(body.data).toEqual({ issued: 9, totalTickets: 69, available: 60 });
    const byType = await api.acme.call('GET', '/api/tickets/by-type');
    const figures = Object.values(byType.body.data) as Array<{ allocated: number; issued: number; available: number }>;
    expect(body.data.available).toBe(figures.reduce((sum, f) => sum + f.available, 0));
    expect((await api.borealis.call('GET', '/api/ticket-stats')).body.data).toEqual({ issued: 1, totalTickets: 24, available: 23 });
  });
});

describe('GET /api/form-fields', () => {
  it('gives the pass form in display order, CSV options already split', async () => {
    const gold = await passNamed(api.acme, 'Gold Exhibitor');
    const { status, body } = await api.acme.call('GET', `/api/form-fields?ticketId=${gold._id}`);
    expect(status).toBe(200);
    const names = body.data.map((f: { name: string }) => f.name);
    expect(names.slice(0, 4)).toEqual(['guestDetailsTitle', 'introText', 'firstName', 'lastName']);
    expect(names.at(-1)).toBe('privacyNote');
    const types = new Set(body.data.map((f: { type: string }) => f.type));
    for (const type of ['text', 'email', 'number', 'password', 'textarea', 'date', 'datetime', 'time', 'checkbox', 'select', 'multiSelect', 'image', 'file', 'mobilenumber', 'title', 'html', 'info', 'line']) {
      expect(types.has(type), type).toBe(true);
    }
    const industries = body.data.find((f: { name: string }) => f.name === 'industries');
    expect(industries.apiType).toBe('CSV');
    expect(industries.options.map((o: { value: string }) => o.value)).toEqual([
      'Manufacturing',
      'Logistics',
      'Retail',
      'Healthcare',
      'Automotive',
    ]);
    expect(industries.options[0]).toEqual({ value: 'Manufacturing', label: 'Manufacturing' });
    const mobile = body.data.find((f: { name: string }) => f.name === 'mobileNumber');
    expect(mobile).toMatchObject({ required: true, customClass: 'half', validation: { minLength: 10, maxLength: 10 } });
    const line = body.data.find((f: { type: string }) => f.type === 'line');
    expect(line).toMatchObject({ label: null, required: false, customClass: 'default', options: null });
  });

  it('adds category-specific fields only to that category', async () => {
    const silver = await passNamed(api.acme, 'Silver Exhibitor');
    const gold = await passNamed(api.acme, 'Gold Exhibitor');
    const [category] = await api.db
      .select()
      .from(exhibitorCategories)
      .where(eq(exhibitorCategories.categoryName, 'Silver Exhibitor'));
    await api.db.insert(formFields).values({
      eventId: category!.eventId,
      categoryId: category!.id,
      sortOrder: 15,
      definition: { name: 'silverOnly', type: 'text', label: 'Silver question' },
    });
    const silverForm = await api.acme.call('GET', `/api/form-fields?ticketId=${silver._id}`);
    const silverNames = silverForm.body.data.map((f: { name: string }) => f.name);
    expect(silverNames.indexOf('silverOnly')).toBe(1);
    const goldForm = await api.acme.call('GET', `/api/form-fields?ticketId=${gold._id}`);
    expect(goldForm.body.data.some((f: { name: string }) => f.name === 'silverOnly')).toBe(false);
  });

  it('answers 404 for another exhibitor pass or an unknown one, 400 for a malformed or missing id', async () => {
    const foreign = await passNamed(api.borealis, 'Gold Exhibitor');
    const answer = await api.acme.call('GET', `/api/form-fields?ticketId=${foreign._id}`);
    expect(answer).toEqual({ status: 404, body: { success: false, message: 'Pass not found' } });
    expect((await api.acme.call('GET', '/api/form-fields?ticketId=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await api.acme.call('GET', '/api/form-fields?ticketId=abc')).status).toBe(400);
    expect((await api.acme.call('GET', '/api/form-fields')).status).toBe(400);
  });

  it('answers 401 without a token on every passes operation', async () => {
    const gold = await passNamed(api.acme, 'Gold Exhibitor');
    for (const path of ['/passes', '/ticket-allocations', '/tickets', '/ticket-stats', `/form-fields?ticketId=${gold._id}`]) {
      const { status, body } = await api.call('GET', `/api${path}`);
      expect(status, path).toBe(401);
      expect(body.message).toBe('Unauthorized');
    }
  });
});
