// The console's Support inbox over HTTP: every exhibitor's requests of the event with their
// conversations and status, the organiser's answer reaching the exhibitor's Support screen and
// the requester's mailbox, close and reopen, the count of open requests for the header, and an
// organiser of another event seeing none of it and changing nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog, supportReplies, supportRequests } from '../db/schema/all-tables.ts';
import { callApi, defaultEventId, refusalCheck, snapshot, useSeededApi, type ApiAnswer } from '../testing/api-test-kit.ts';
import { organiserToken } from '../testing/organiser-kit.ts';
import { insertOtherEvent, type OtherEvent } from '../testing/other-event.ts';
import { BOOTH_POWER_REQUEST } from '../testing/support-request-fixture.ts';

interface InboxRow {
  ticketId: string;
  subject: string;
  status: string;
  priority: string;
  email: string;
  exhibitor: { _id: string; name: string };
  replies: Array<{ author: string; authorName: string; message: string }>;
}

const api = useSeededApi();
const refused = refusalCheck(api, [supportRequests, supportReplies, activityLog]);

let other: OtherEvent;
let organiser: string;
let staff: string;
let otherOrganiser: string;
let power: string;
let wifi: string;

const as = (token: string) => (method: string, path: string, json?: unknown): Promise<ApiAnswer> => callApi(api.url, method, path, { token, json });

/** A request that answers 200 yet must change nothing. */
const refusedOrNot = async (request: () => Promise<ApiAnswer>): Promise<ApiAnswer> => {
  const before = await snapshot(api.db, [supportRequests, supportReplies, activityLog]);
  const answer = await request();
  expect(answer.status).toBe(200);
  expect(await snapshot(api.db, [supportRequests, supportReplies, activityLog])).toEqual(before);
  return answer;
};

const inbox = async (token: string, query = ''): Promise<{ requests: InboxRow[]; total: number; counts: Record<string, number> }> => {
  const answer = await as(token)('GET', `/api/organiser/support/requests${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

const openCount = async (token: string): Promise<number> => {
  const answer = await as(token)('GET', '/api/organiser/support/open-count');
  expect(answer.status).toBe(200);
  return answer.body.data.open as number;
};

beforeAll(async () => {
  // The inbox's lists and counts below are of this suite's requests: the demo's waiting one goes.
  await api.db.delete(supportRequests);
  const eventId = await defaultEventId(api.url);
  other = await insertOtherEvent(api.db);
  organiser = await organiserToken(api, { eventId, role: 'organiser' });
  staff = await organiserToken(api, { eventId, role: 'organiser-staff' });
  otherOrganiser = await organiserToken(api, { eventId: other.eventId, role: 'organiser' });
  power = (await api.acme.call('POST', '/api/support', BOOTH_POWER_REQUEST)).body.data.ticketId;
  wifi = (await api.borealis.call('POST', '/api/support', { ...BOOTH_POWER_REQUEST, name: 'Ingrid Halvorsen', email: 'ingrid@borealis.example', subject: 'Wi-Fi', priority: 'low' })).body.data
    .ticketId;
});

describe('the support inbox', () => {
  it("lists every exhibitor's requests of the event, newest first, with company, priority and status; none of another event", async () => {
    const page = await inbox(organiser);
    expect(page.requests.map((r) => [r.ticketId, r.exhibitor.name, r.subject, r.priority, r.status])).toEqual([
      [wifi, 'Borealis Analytics', 'Wi-Fi', 'low', 'open'],
      [power, 'Acme Robotics', 'Booth power', 'high', 'open'],
    ]);
    expect(page.requests[1]).toMatchObject({ email: 'asha@acme-robotics.example', replies: [] });
    expect(page.counts).toEqual({ open: 2, answered: 0, closed: 0 });
    expect(await openCount(staff)).toBe(2);

    const theirs = await inbox(otherOrganiser);
    expect(theirs.requests.map((r) => r.ticketId)).toEqual([other.ticketId]);
    expect(await openCount(otherOrganiser)).toBe(1);
  });

  it('answers a request: the exhibitor sees the answer on their Support screen, the requester is e-mailed, the badge counts one less', async () => {
    const answer = await as(staff)('POST', `/api/organiser/support/requests/${power.toLowerCase()}/replies`, { message: '  An electrician comes at 2 pm.  ' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe(`Answered ${power}; asha@acme-robotics.example is told by e-mail.`);
    expect(answer.body.data).toMatchObject({ ticketId: power, status: 'answered', replies: [{ author: 'organiser', message: 'An electrician comes at 2 pm.' }] });
    const exhibitorView = (await api.acme.call('GET', '/api/support/requests')).body.data as InboxRow[];
    expect(exhibitorView.find((r) => r.ticketId === power)).toMatchObject({ status: 'answered', replies: [{ author: 'organiser', message: 'An electrician comes at 2 pm.' }] });
    expect(await openCount(organiser)).toBe(1);
    expect((await inbox(organiser, '?status=answered')).requests.map((r) => r.ticketId)).toEqual([power]);
    const log = (await api.acme.call('GET', '/api/activity?category=organiser')).body.data.entries as Array<{ action: string; summary: string; actor: { name: string } }>;
    expect(log[0]).toMatchObject({ action: 'support.reply', summary: `Answered support request ${power} (Booth power)`, actor: { name: 'Test Organiser (Organiser)' } });

    const deadline = Date.now() + 20_000;
    let mails: Array<{ subject: string; text: string }> = [];
    while (mails.length === 0 && Date.now() < deadline) {
      mails = ((await callApi(api.url, 'GET', '/api/dev/outbox?email=asha@acme-robotics.example')).body.mails as typeof mails).filter((m) => m.subject === `Re: [${power}] Booth power`);
      if (mails.length === 0) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(mails[0]?.text).toContain('An electrician comes at 2 pm.');

    // The exhibitor's follow-up puts it back in the organiser's queue, and the conversation shows both.
    await api.acme.call('POST', `/api/support/requests/${power}/replies`, { message: 'Thanks, 2 pm works.' });
    const one = await as(organiser)('GET', `/api/organiser/support/requests/${power}`);
    expect(one.body.data).toMatchObject({ status: 'open', replies: [{ author: 'organiser' }, { author: 'exhibitor', message: 'Thanks, 2 pm works.' }] });
    expect(await openCount(organiser)).toBe(2);
  });

  it('closes and reopens a request; the exhibitor sees each; a closed request takes no answer until reopened', async () => {
    const closed = await as(organiser)('POST', `/api/organiser/support/requests/${wifi}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ message: `Closed ${wifi}.`, data: { status: 'closed' } });
    // Closing it again changes nothing, and logs nothing.
    const again = await refusedOrNot(() => as(organiser)('POST', `/api/organiser/support/requests/${wifi}/close`));
    expect(again.body).toMatchObject({ message: `${wifi} was already closed.`, data: { status: 'closed' } });
    const log = (await api.borealis.call('GET', '/api/activity?category=organiser')).body.data.entries as Array<{ action: string }>;
    expect(log.map((e) => e.action)).toEqual(['support.close']);
    expect(((await api.borealis.call('GET', '/api/support/requests')).body.data as InboxRow[])[0]).toMatchObject({ ticketId: wifi, status: 'closed' });
    await refused('POST', `/api/organiser/support/requests/${wifi}/replies`, { token: organiser, json: { message: 'Hello?' } }, 409, `${wifi} is closed. Reopen it to answer.`);

    const reopened = await as(staff)('POST', `/api/organiser/support/requests/${wifi}/reopen`);
    expect(reopened.body).toMatchObject({ message: `Reopened ${wifi}; it waits for an answer again.`, data: { status: 'open' } });
    await refused('POST', `/api/organiser/support/requests/${wifi}/reopen`, { token: organiser }, 409, `${wifi} is not closed (it is open); there is nothing to reopen.`);
    expect((await as(organiser)('POST', `/api/organiser/support/requests/${wifi}/replies`, { message: 'Sorted.' })).status).toBe(201);
  });

  it('pages and narrows by status', async () => {
    const first = await inbox(organiser, '?limit=1');
    expect(first.requests).toHaveLength(1);
    expect(first.total).toBe(2);
    expect((await inbox(organiser, '?limit=1&offset=1')).requests[0]!.ticketId).not.toBe(first.requests[0]!.ticketId);
    expect((await inbox(organiser, '?status=closed')).total).toBe(0);
    for (const query of ['?status=pending', '?limit=0', '?limit=500', '?offset=-2']) {
      expect((await as(organiser)('GET', `/api/organiser/support/requests${query}`)).status, query).toBe(400);
    }
  });

  it('refuses a blank answer and an unknown ticket id, changing nothing', async () => {
    await refused('POST', `/api/organiser/support/requests/${power}/replies`, { token: organiser, json: { message: '   ' } }, 400, 'Write the answer first.');
    await refused('POST', `/api/organiser/support/requests/${power}/replies`, { token: organiser, json: { message: '' } }, 400);
    await refused('POST', '/api/organiser/support/requests/SUP-ZZZZZZZZ/replies', { token: organiser, json: { message: 'Hi' } }, 404, 'Support request not found');
    await refused('POST', '/api/organiser/support/requests/SUP-ZZZZZZZZ/close', { token: organiser }, 404);
    expect((await as(organiser)('GET', '/api/organiser/support/requests/SUP-ZZZZZZZZ')).status).toBe(404);
  });

  it('is not open to an exhibitor or without a token', async () => {
    expect((await api.acme.call('GET', '/api/organiser/support/requests')).status).toBe(401);
    expect((await callApi(api.url, 'GET', '/api/organiser/support/open-count')).status).toBe(401);
  });
});

describe('an organiser of another event', () => {
  it("gets 404 for this event's requests and changes nothing", async () => {
    for (const [method, path, json] of [
      ['GET', `/api/organiser/support/requests/${power}`, undefined],
      ['POST', `/api/organiser/support/requests/${power}/replies`, { message: 'Not my event' }],
      ['POST', `/api/organiser/support/requests/${power}/close`, undefined],
      ['POST', `/api/organiser/support/requests/${power}/reopen`, undefined],
    ] as const) {
      await refused(method, path, { token: otherOrganiser, ...(json ? { json } : {}) }, 404, 'Support request not found');
    }
    await refused('POST', `/api/organiser/support/requests/${other.ticketId}/close`, { token: organiser }, 404);
    expect((await inbox(otherOrganiser)).requests.map((r) => r.ticketId)).toEqual([other.ticketId]);
  });
});
