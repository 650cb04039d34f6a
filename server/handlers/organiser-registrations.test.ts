// The console's Registrations screen over HTTP: the organiser lists the event's registrations with
// filters and pages, approves or rejects one or many (the guest is e-mailed, or sent an SMS when they
// gave only a mobile number; a rejection cancels the ticket and frees the place on the pass), a
// second decision is refused clearly, a decision can be withdrawn (pending again, the guest told),
// and an organiser of another event sees none of it and changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { activityLog, passes, referralRegistrations, smsOutbox, tickets } from '../db/schema/all-tables.ts';
import { callApi, defaultEventId, refusalCheck, unknownId, useSeededApi, type ApiAnswer } from '../testing/api-test-kit.ts';
import { organiserToken } from '../testing/organiser-kit.ts';
import { insertOtherEvent, type OtherEvent } from '../testing/other-event.ts';

interface Row {
  _id: string;
  name: string;
  email: string | null;
  status: string;
  exhibitor: { _id: string; name: string };
  pass: { _id: string; categoryId: string; category: string };
  ticketCode: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
}

const api = useSeededApi();
const refused = refusalCheck(api, [referralRegistrations, tickets, activityLog]);

let eventId: string;
let other: OtherEvent;
let organiser: string;
let staff: string;
let otherOrganiser: string;

const as = (token: string) => (method: string, path: string, json?: unknown): Promise<ApiAnswer> => callApi(api.url, method, path, { token, json });

const list = async (token: string, query = ''): Promise<{ registrations: Row[]; total: number; counts: Record<string, number>; options: { exhibitors: Array<{ _id: string; name: string }>; passCategories: Array<{ _id: string; name: string }> } }> => {
  const answer = await as(token)('GET', `/api/organiser/registrations${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

const byEmail = async (email: string): Promise<Row> => (await list(organiser, `?search=${encodeURIComponent(email)}`)).registrations[0]!;

/** The dev mail sender keeps what the worker sent: wait for the guest's e-mail. */
async function mailsTo(email: string, subject: RegExp): Promise<Array<{ subject: string; text: string }>> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const answer = await callApi(api.url, 'GET', `/api/dev/outbox?email=${encodeURIComponent(email)}`);
    const found = (answer.body.mails as Array<{ subject: string; text: string }>).filter((m) => subject.test(m.subject));
    if (found.length > 0 || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

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
  organiser = await organiserToken(api, { eventId, role: 'organiser' });
  staff = await organiserToken(api, { eventId, role: 'organiser-staff' });
  otherOrganiser = await organiserToken(api, { eventId: other.eventId, role: 'organiser' });
});

describe('GET /api/organiser/registrations', () => {
  it("lists the event's registrations newest first with company, pass and status; none of another event", async () => {
    const page = await list(organiser);
    expect(page.registrations.map((r) => `${r.name}:${r.status}`)).toEqual([
      'Erik Lund:pending',
      'Nikhil Joshi:approved',
      'Sara Khan:rejected',
      'Rohan Desai:pending',
      'Leela Menon:pending',
    ]);
    expect(page.total).toBe(5);
    expect(page.counts).toEqual({ pending: 3, approved: 1, rejected: 1 });
    expect(page.registrations[1]).toMatchObject({ exhibitor: { name: 'Acme Robotics' }, pass: { category: 'Gold Exhibitor' }, email: 'nikhil.joshi@example.com' });
    expect(page.registrations.some((r) => r.name === 'Solveig Berg')).toBe(false);
    expect(page.options.exhibitors.map((e) => e.name)).toEqual(['Acme Robotics', 'Borealis Analytics']);
    expect(page.options.passCategories.map((c) => c.name)).toContain('Gold Exhibitor');
    expect(page.options.passCategories.map((c) => c.name)).not.toContain('Fjord Systems');

    const theirs = await list(otherOrganiser);
    expect(theirs.registrations.map((r) => r.name)).toEqual(['Solveig Berg']);
    expect(theirs.options.exhibitors.map((e) => e.name)).toEqual(['Fjord Systems']);
  });

  it('narrows by status, company, pass category and search, and pages with the total and counts', async () => {
    const page = await list(organiser);
    const acme = page.options.exhibitors.find((e) => e.name === 'Acme Robotics')!._id;
    const borealis = page.options.exhibitors.find((e) => e.name === 'Borealis Analytics')!._id;
    const pending = await list(organiser, '?status=pending');
    expect(pending.registrations.map((r) => r.name)).toEqual(['Erik Lund', 'Rohan Desai', 'Leela Menon']);
    expect(pending.total).toBe(3);
    const acmePending = await list(organiser, `?status=pending&exhibitor=${acme}`);
    expect(acmePending.registrations.map((r) => r.name)).toEqual(['Rohan Desai', 'Leela Menon']);
    expect(acmePending.counts).toEqual({ pending: 2, approved: 1, rejected: 1 });
    expect((await list(organiser, `?exhibitor=${borealis}`)).registrations.map((r) => r.name)).toEqual(['Erik Lund']);
    const gold = page.options.passCategories.find((c) => c.name === 'Gold Exhibitor')!._id;
    expect((await list(organiser, `?passCategory=${gold}`)).total).toBe(5);
    expect((await list(organiser, '?search=DESAI')).registrations.map((r) => r.name)).toEqual(['Rohan Desai']);
    expect((await list(organiser, '?search=9822000004')).registrations.map((r) => r.name)).toEqual(['Leela Menon']);
    expect((await list(organiser, '?search=%25')).total).toBe(0);
    const second = await list(organiser, '?limit=2&offset=2');
    expect(second.registrations.map((r) => r.name)).toEqual(['Sara Khan', 'Rohan Desai']);
    expect(second.total).toBe(5);
    // Another event's company or pass category narrows to nothing rather than showing its rows.
    expect((await list(organiser, `?exhibitor=${other.exhibitorId}`)).total).toBe(0);
    expect((await list(organiser, `?passCategory=${other.categoryId}`)).total).toBe(0);
  });

  it('refuses bad filters with what to fix', async () => {
    for (const query of ['?status=maybe', '?limit=0', '?limit=201', '?offset=-1', '?exhibitor=acme']) {
      const answer = await as(organiser)('GET', `/api/organiser/registrations${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.success).toBe(false);
    }
  });

  it('is not open to an exhibitor or without a token', async () => {
    expect((await api.acme.call('GET', '/api/organiser/registrations')).status).toBe(401);
    expect((await callApi(api.url, 'GET', '/api/organiser/registrations')).status).toBe(401);
  });
});

describe('deciding registrations', () => {
  it('approves one: kept with who and when, the guest e-mailed, the exhibitor sees it approved; deciding it again is refused', async () => {
    const rohan = await byEmail('rohan.desai@example.com');
    const answer = await as(staff)('POST', `/api/organiser/registrations/${rohan._id}/decision`, { decision: 'approve' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: 'The registration was approved.', data: { _id: rohan._id, status: 'approved' } });
    expect(answer.body.data.decidedBy).toEqual(expect.any(String));
    expect(Date.parse(answer.body.data.decidedAt)).not.toBeNaN();
    const exhibitorView = (await api.acme.call('GET', '/api/ticket-allocations')).body.data as Array<{ _id: string; approve: boolean; reject: boolean }>;
    expect(exhibitorView.find((r) => r._id === rohan._id)).toMatchObject({ approve: true, reject: false });
    expect((await mailsTo('rohan.desai@example.com', /^Approved: /)).length).toBe(1);
    // The company's activity log shows the organiser's decision.
    const log = (await api.acme.call('GET', '/api/activity?category=organiser')).body.data.entries as Array<{ action: string; summary: string; actor: { userId: string | null; name: string }; subjectId: string }>;
    expect(log[0]).toMatchObject({ action: 'registration.approve', summary: 'Approved the registration of Rohan Desai', actor: { userId: null, name: 'Test Organiser (Organiser)' }, subjectId: rohan._id });

    await refused('POST', `/api/organiser/registrations/${rohan._id}/decision`, { token: organiser, json: { decision: 'reject' } }, 409, 'This registration was already approved.');
  });

  it('rejects one with a reason: the ticket is cancelled, the place on the pass is free again, the guest told why', async () => {
    const leela = await byEmail('leela.menon@example.com');
    const usedBefore = ((await api.acme.call('GET', '/api/passes')).body.data as Array<{ _id: string; usedPasses: number }>).find((p) => p._id === leela.pass._id)!.usedPasses;
    const answer = await as(organiser)('POST', `/api/organiser/registrations/${leela._id}/decision`, { decision: 'reject', reason: 'The pass is for staff only.' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: 'The registration was rejected.', data: { status: 'rejected' } });
    const [ticket] = await api.db.select().from(tickets).where(eq(tickets.registrationId, leela._id));
    if (ticket) expect(ticket.status).toBe('cancelled');
    const usedAfter = ((await api.acme.call('GET', '/api/passes')).body.data as Array<{ _id: string; usedPasses: number }>).find((p) => p._id === leela.pass._id)!.usedPasses;
    expect(usedAfter).toBe(usedBefore - 1);
    const [mail] = await mailsTo('leela.menon@example.com', /^Not approved: /);
    expect(mail!.text).toContain('Reason: The pass is for staff only.');
    const log = (await api.acme.call('GET', '/api/activity?category=organiser')).body.data.entries as Array<{ summary: string }>;
    expect(log[0]!.summary).toBe('Rejected the registration of Leela Menon: The pass is for staff only.');
  });

  it('decides many at once, leaving those already decided as they were and saying so', async () => {
    const erik = await byEmail('erik.lund@example.com');
    const nikhil = await byEmail('nikhil.joshi@example.com');
    const answer = await as(organiser)('POST', '/api/organiser/registrations/decisions', { ids: [erik._id, nikhil._id], decision: 'reject', reason: 'Full' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Rejected 1 registration. 1 was already decided and was left as it was: Nikhil Joshi (approved).');
    expect(answer.body.data.decided.map((r: Row) => [r.name, r.status])).toEqual([['Erik Lund', 'rejected']]);
    expect(answer.body.data.alreadyDecided.map((r: Row) => [r.name, r.status])).toEqual([['Nikhil Joshi', 'approved']]);
    // Nothing pending among the chosen: refused, nothing changes.
    await refused('POST', '/api/organiser/registrations/decisions', { token: organiser, json: { ids: [erik._id, nikhil._id], decision: 'approve' } }, 409, /were already decided/);
  });

  it('approves a whole pending page in one go', async () => {
    const gold = (await byEmail('nikhil.joshi@example.com')).pass._id;
    await api.db.insert(referralRegistrations).values(
      ['Anil', 'Bina', 'Chetan'].map((firstName) => ({ exhibitorId: api.acme.exhibitorId, passId: gold, firstName, lastName: 'Bulk', emailId: `${firstName.toLowerCase()}@bulk.example`, answers: {} })),
    );
    const pending = await list(organiser, '?status=pending&search=bulk');
    expect(pending.total).toBe(3);
    const answer = await as(organiser)('POST', '/api/organiser/registrations/decisions', { ids: pending.registrations.map((r) => r._id), decision: 'approve' });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Approved 3 registrations.');
    expect((await list(organiser, '?status=approved&search=bulk')).total).toBe(3);
  });

  it('refuses unknown ids and bad bodies, changing nothing', async () => {
    const ids = [(await byEmail('nikhil.joshi@example.com'))._id, unknownId];
    await refused('POST', '/api/organiser/registrations/decisions', { token: organiser, json: { ids, decision: 'approve' } }, 404, /not found: 00000000-0000-4000-8000-000000000000\. Nothing was changed\./);
    await refused('POST', `/api/organiser/registrations/${unknownId}/decision`, { token: organiser, json: { decision: 'approve' } }, 404, 'Registration not found');
    await refused('POST', '/api/organiser/registrations/decisions', { token: organiser, json: { ids: [], decision: 'approve' } }, 400);
    await refused('POST', '/api/organiser/registrations/decisions', { token: organiser, json: { ids: [unknownId], decision: 'maybe' } }, 400);
    await refused('POST', `/api/organiser/registrations/${unknownId}/decision`, { token: organiser, json: { decision: 'reject', reason: 'x'.repeat(2001) } }, 400);
    await refused('POST', '/api/organiser/registrations/not-an-id/decision', { token: organiser, json: { decision: 'approve' } }, 400);
  });
});

describe('an organiser of another event', () => {
  it("gets 404 for this event's registrations and changes nothing, alone or among their own", async () => {
    const rows = await api.db.select({ id: referralRegistrations.id }).from(referralRegistrations).where(eq(referralRegistrations.exhibitorId, api.acme.exhibitorId));
    const ours = rows[0]!.id;
    for (const decision of ['approve', 'reject']) {
      await refused('POST', `/api/organiser/registrations/${ours}/decision`, { token: otherOrganiser, json: { decision } }, 404, 'Registration not found');
    }
    await refused('POST', '/api/organiser/registrations/decisions', { token: otherOrganiser, json: { ids: [other.registrationId, ours], decision: 'reject' } }, 404, /Nothing was changed/);
    // And this event's organiser cannot reach theirs.
    await refused('POST', `/api/organiser/registrations/${other.registrationId}/decision`, { token: organiser, json: { decision: 'approve' } }, 404);
    const [theirs] = await api.db.select().from(referralRegistrations).where(inArray(referralRegistrations.id, [other.registrationId]));
    expect(theirs).toMatchObject({ approve: false, reject: false, decidedAt: null });
  });
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
    // The earlier tests filled the pass; its place must be free to be taken back.
    await api.db.update(passes).set({ numberOfPasses: 1000 }).where(eq(passes.id, guest.passId));
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
    expect(await mailsTo('nikhil.joshi@example.com', /^Under review again: /)).toHaveLength(1);
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

describe('two organisers deciding the same registrations at once (PostgreSQL)', () => {
  const pgApi = useSeededApi('postgres');

  it('decides each registration once: one batch wins, the other is told they were already decided', async () => {
    const pgEventId = await defaultEventId(pgApi.url);
    const [first, second] = await Promise.all([organiserToken(pgApi, { eventId: pgEventId }), organiserToken(pgApi, { eventId: pgEventId })]);
    const pending = (await callApi(pgApi.url, 'GET', '/api/organiser/registrations?status=pending', { token: first! })).body.data.registrations as Row[];
    const ids = pending.map((r) => r._id);
    expect(ids.length).toBeGreaterThan(1);
    const answers = await Promise.all([
      callApi(pgApi.url, 'POST', '/api/organiser/registrations/decisions', { token: first!, json: { ids, decision: 'approve' } }),
      callApi(pgApi.url, 'POST', '/api/organiser/registrations/decisions', { token: second!, json: { ids: [...ids].reverse(), decision: 'reject' } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!;
    expect(winner.body.data.decided).toHaveLength(ids.length);
    const rows = await pgApi.db.select().from(referralRegistrations).where(inArray(referralRegistrations.id, ids));
    const decided = winner.body.data.decided[0].status as string;
    for (const row of rows) expect({ approve: row.approve, reject: row.reject }).toEqual({ approve: decided === 'approved', reject: decided === 'rejected' });
    const logged = await pgApi.db.select().from(activityLog).where(inArray(activityLog.subjectId, ids));
    expect(logged).toHaveLength(ids.length);
  });
});
