import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_ATTENDEES, DEMO_REFERRAL_BADGES } from '../demo/demo-attendees.ts';
import { referralRegistrations } from '../db/schema/all-tables.ts';
import { pdfShownText } from '../badges/pdf-text.ts';
import { dbKinds, unknownId, useSeededApi, type SignedInExhibitor } from '../testing/api-test-kit.ts';
import { demoFormAnswers } from '../testing/demo-form-answers.ts';

// GET /referral-registrations/{id}/badge and the ticket codes in the referral list.

describe.each(dbKinds)('printable badges on %s', (kind) => {
  const api = useSeededApi(kind);

  const registrationOf = async (email: string) =>
    (await api.db.select().from(referralRegistrations).where(eq(referralRegistrations.emailId, email)))[0]!;

  const download = async (who: SignedInExhibitor, id: string) => {
    const response = await fetch(`${api.url}/api/referral-registrations/${id}/badge`, { headers: { authorization: `Bearer ${who.token}` } });
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  };

  it('lists each registration’s ticket code and status', async () => {
    const { status, body } = await api.acme.call('GET', '/api/ticket-allocations');
    expect(status).toBe(200);
    const byEmail = Object.fromEntries(body.data.map((row: { emailId: string; ticketCode: string; ticketStatus: string }) => [row.emailId, [row.ticketCode, row.ticketStatus]]));
    expect(byEmail).toEqual({
      'nikhil.joshi@example.com': ['GOLD-DEMO0001', 'active'],
      'sara.khan@example.com': ['GOLD-DEMO0002', 'cancelled'],
      'rohan.desai@example.com': ['GOLD-DEMO0003', 'active'],
      'leela.menon@example.com': ['GOLD-DEMO0004', 'active'],
    });
  });

  it('gives a registration made through the form a ticket with the attendee’s company, shown in the list', async () => {
    const { body: passList } = await api.acme.call('GET', '/api/passes');
    const gold = passList.data.find((pass: { exhibitorCategory: { categoryName: string } }) => pass.exhibitorCategory.categoryName === 'Gold Exhibitor');
    const form = await api.acme.call('GET', `/api/form-fields?ticketId=${gold._id}`);
    const made = await api.acme.call('POST', '/api/referral-registration', {
      ticketId: gold._id,
      ...demoFormAnswers(form.body.data, { firstName: 'Zoë', lastName: 'Adeyemi', emailId: 'zoe@umbrella.example', mobile: '9988770011' }),
      companyName: 'Umbrella Retail',
      designation: 'Buyer',
    });
    expect(made.status).toBe(201);
    expect(made.body.data.ticketCode).toMatch(/^GOLD-[A-Z0-9]{8}$/);
    expect(made.body.data.ticketStatus).toBe('active');
    const { response, bytes } = await download(api.acme, made.body.data._id);
    expect(response.status).toBe(200);
    expect(pdfShownText(bytes)).toEqual(['GOLD EXHIBITOR', 'Zoë Adeyemi', 'Umbrella Retail', made.body.data.ticketCode]);
  });

  it('downloads a registered person’s badge as an A6 PDF named after the ticket code', async () => {
    const registration = await registrationOf('nikhil.joshi@example.com');
    const { response, bytes } = await download(api.acme, registration.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="badge-GOLD-DEMO0001.pdf"');
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(pdfShownText(bytes)).toEqual(['GOLD EXHIBITOR', 'Nikhil Joshi', DEMO_REFERRAL_BADGES['nikhil.joshi@example.com']!.companyName, 'GOLD-DEMO0001']);
  });

  it('answers another company’s registration as missing, and a cancelled badge with 409', async () => {
    const nikhil = await registrationOf('nikhil.joshi@example.com');
    const other = await api.borealis.call('GET', `/api/referral-registrations/${nikhil.id}/badge`);
    expect(other.status).toBe(404);
    const unknown = await api.acme.call('GET', `/api/referral-registrations/${unknownId}/badge`);
    expect({ status: unknown.status, body: other.body }).toEqual({ status: 404, body: unknown.body });
    const sara = await registrationOf('sara.khan@example.com');
    const cancelled = await api.acme.call('GET', `/api/referral-registrations/${sara.id}/badge`);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe('This badge was cancelled.');
  });

  it('keeps attendees the organiser imported out of every company’s lists', async () => {
    const { body } = await api.acme.call('GET', '/api/tickets');
    const codes = body.data.map((ticket: { ticketCode: string }) => ticket.ticketCode);
    for (const attendee of DEMO_ATTENDEES) expect(codes).not.toContain(attendee.ticketCode);
  });
});
