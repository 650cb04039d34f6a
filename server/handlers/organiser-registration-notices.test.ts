// Telling guests about decisions and withdrawing them: a guest who gave only a mobile number hears
// of a rejection by SMS (as one with an address does by e-mail), and an organiser can set a decided
// registration back to pending: the rejected guest's ticket and place come back, the guest is told,
// and the company's log keeps it. Pending, unknown and other events' registrations are refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activityLog, passes, referralRegistrations, smsOutbox, tickets } from '../db/schema/all-tables.ts';
import { callApi, defaultEventId, refusalCheck, unknownId, useSeededApi, type ApiAnswer } from '../testing/api-test-kit.ts';
import { organiserToken } from '../testing/organiser-kit.ts';
import { insertOtherEvent, type OtherEvent } from '../testing/other-event.ts';

const api = useSeededApi();
const refused = refusalCheck(api, [referralRegistrations, tickets, activityLog]);

let eventId: string;
let staff: string;
let otherOrganiser: string;
let other: OtherEvent;

const as = (token: string) => (method: string, path: string, json?: unknown): Promise<ApiAnswer> => callApi(api.url, method, path, { token, json });

/** A guest a team member registered with a mobile number and no e-mail address, with a ticket. */
async function mobileOnlyGuest(mobile: string): Promise<{ id: string; passId: string }> {
  const [gold] = await api.db.select({ id: passes.id }).from(passes).where(eq(passes.exhibitorId, api.acme.exhibitorId)).limit(1);
  const [row] = await api.db
    .insert(referralRegistrations)
    .values({ exhibitorId: api.acme.exhibitorId, passId: gold!.id, firstName: 'Priya', lastName: `Menon ${mobile}`, emailId: null, phoneCode: '91', authenticationId: mobile, answers: {} })
    .returning({ id: referralRegistrations.id });
  await api.db.insert(tickets).values({ eventId, registrationId: row!.id, exhibitorId: api.acme.exhibitorId, ticketCode: `SMS-${mobile}`, guestName: 'Priya Menon', ticketType: 'Gold Exhibitor' });
  return { id: row!.id, passId: gold!.id };
}

const smsTo = async (mobile: string) => (await api.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile))).map((row) => row.body);

beforeAll(async () => {
  eventId = await defaultEventId(api.url);
  other = await insertOtherEvent(api.db);
  staff = await organiserToken(api, { eventId, role: 'organiser-staff' });
  otherOrganiser = await organiserToken(api, { eventId: other.eventId, role: 'organiser' });
});

describe('a guest who gave only a mobile number', () => {
  it('is told a rejection, with its reason, by SMS', async () => {
    const guest = await mobileOnlyGuest('9811100001');
    const answer = await as(staff)('POST', `/api/organiser/registrations/${guest.id}/decision`, { decision: 'reject', reason: 'The pass is for staff only.' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [sms] = await smsTo('9811100001');
    expect(sms).toMatch(/was not approved, and its ticket is no longer valid\. Reason: The pass is for staff only\.$/);
  });

  it('is told an approval by SMS, in a batch', async () => {
    const guest = await mobileOnlyGuest('9811100002');
    const answer = await as(staff)('POST', '/api/organiser/registrations/decisions', { ids: [guest.id], decision: 'approve' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await smsTo('9811100002')).toEqual([expect.stringMatching(/was approved\. Ticket: SMS-9811100002\.$/)]);
  });
});

describe('POST /api/organiser/registrations/{id}/reopen', () => {
  it('sets a rejection back to pending: the ticket is valid again, the place taken again, the guest told, the log keeps it', async () => {
    const guest = await mobileOnlyGuest('9811100003');
    await as(staff)('POST', `/api/organiser/registrations/${guest.id}/decision`, { decision: 'reject' });
    const answer = await as(staff)('POST', `/api/organiser/registrations/${guest.id}/reopen`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: 'The registration is pending again.', data: { _id: guest.id, status: 'pending', decidedAt: null, decidedBy: null } });
    const [ticket] = await api.db.select().from(tickets).where(eq(tickets.registrationId, guest.id));
    expect(ticket!.status).toBe('active');
    const [, withdrawn] = await smsTo('9811100003');
    expect(withdrawn).toMatch(/decision on your registration for .* was withdrawn: it is pending review again/);
    const log = (await api.acme.call('GET', '/api/activity?category=organiser')).body.data.entries as Array<{ action: string; summary: string; subjectId: string }>;
    expect(log[0]).toMatchObject({ action: 'registration.reopen', summary: `Withdrew the rejection of Priya Menon 9811100003: the registration is pending again`, subjectId: guest.id });
    // Pending again, it can be decided anew.
    expect((await as(staff)('POST', `/api/organiser/registrations/${guest.id}/decision`, { decision: 'approve' })).status).toBe(200);
  });

  it('withdraws an approval and e-mails a guest who gave an address', async () => {
    const search = await as(staff)('GET', '/api/organiser/registrations?search=nikhil.joshi%40example.com');
    const nikhil = search.body.data.registrations[0] as { _id: string; status: string };
    expect(nikhil.status).toBe('approved');
    expect((await as(staff)('POST', `/api/organiser/registrations/${nikhil._id}/reopen`)).status).toBe(200);
    const deadline = Date.now() + 20_000;
    let subjects: string[] = [];
    while (subjects.length === 0 && Date.now() < deadline) {
      const outbox = await callApi(api.url, 'GET', '/api/dev/outbox?email=nikhil.joshi%40example.com');
      subjects = (outbox.body.mails as Array<{ subject: string }>).map((m) => m.subject).filter((s) => s.startsWith('Under review again: '));
      if (subjects.length === 0) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(subjects).toHaveLength(1);
  });

  it('refuses a pending registration, a rejection whose place was taken since, unknown ids and other events, changing nothing', async () => {
    const guest = await mobileOnlyGuest('9811100004');
    await refused('POST', `/api/organiser/registrations/${guest.id}/reopen`, { token: staff }, 409, 'This registration is pending already: there is no decision to withdraw.');
    await as(staff)('POST', `/api/organiser/registrations/${guest.id}/decision`, { decision: 'reject' });
    // The freed place is given away: no room to take it back.
    await api.db.update(passes).set({ numberOfPasses: 0 }).where(eq(passes.id, guest.passId));
    await refused('POST', `/api/organiser/registrations/${guest.id}/reopen`, { token: staff }, 409, /The pass has no place left/);
    await refused('POST', `/api/organiser/registrations/${unknownId}/reopen`, { token: staff }, 404, 'Registration not found');
    await refused('POST', `/api/organiser/registrations/${guest.id}/reopen`, { token: otherOrganiser }, 404, 'Registration not found');
  });
});
