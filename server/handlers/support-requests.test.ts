// The exhibitor's side of support requests: each request reaches the event's support address by
// e-mail (a real SMTP server started here) and the requester gets a confirmation; the company lists
// only its own requests with their conversations, follows up on them, and a closed one refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_ADMIN, DEMO_EVENT, DEMO_SECOND_ADMIN } from '../demo/demo-data.ts';
import { events, supportReplies, supportRequests } from '../db/schema/all-tables.ts';
import { addReply, findRequest, setStatus } from '../support/support-store.ts';
import { decodeQuotedPrintable, startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../testing/smtp-catcher.ts';
import { expectRefusedUnchanged, signInExhibitor, snapshot, useApiServer, type SignedInExhibitor } from '../testing/api-test-kit.ts';
import { BOOTH_POWER_REQUEST } from '../testing/support-request-fixture.ts';
import { SUPPORT_MESSAGES } from '../support/exhibitor-requests.ts';

const request = BOOTH_POWER_REQUEST;

let smtp: SmtpCatcher;
let smtpUrl = '';
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  smtpUrl = smtp.url;
});
afterAll(async () => {
  await smtp?.close();
});

/** The queued e-mails are sent by the server's worker: wait until the mail to `to` about `about` arrives. */
async function mailTo(to: string, about: string): Promise<CaughtMail & { text: string }> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const found = smtp.received.find((mail) => mail.to.includes(to) && decodeQuotedPrintable(mail.raw).includes(about));
    if (found) return { ...found, text: decodeQuotedPrintable(found.raw) };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail to ${to} about ${about}`);
}

describe('support requests', () => {
  const api = useApiServer('pglite', () => ({ env: { SMTP_URL: smtpUrl, MAIL_RETRY_DELAY_SECONDS: '1' } }));
  let acme: SignedInExhibitor;
  let borealis: SignedInExhibitor;
  beforeAll(async () => {
    acme = await signInExhibitor(api.url, DEMO_ADMIN.mobile);
    borealis = await signInExhibitor(api.url, DEMO_SECOND_ADMIN.mobile);
  });
  const create = async (who: SignedInExhibitor, body: object = request): Promise<string> => {
    const created = await who.call('POST', '/api/support', body);
    expect(created.status).toBe(201);
    return created.body.data.ticketId as string;
  };

  it('e-mails a new request to the event support address with everything needed to answer, and confirms to the requester', async () => {
    const ticketId = await create(acme);
    const organiser = await mailTo(DEMO_EVENT.supportEmail, ticketId);
    expect(organiser.raw).toContain(`Subject: [${ticketId}] Booth power (Acme Robotics)`);
    for (const line of [
      `Ticket ID: ${ticketId}`,
      'Company: Acme Robotics',
      'From: Asha Rao <asha@acme-robotics.example>',
      'Category: technical',
      'Priority: high',
      'Subject: Booth power',
      'We need a second power outlet at B-204.',
      `open the Support inbox of the organiser's console, find ${ticketId}`,
      `${api.url}/organiser/support?status=open`,
    ]) {
      expect(organiser.text).toContain(line);
    }
    const confirmation = await mailTo('asha@acme-robotics.example', `Ticket ID: ${ticketId}`);
    expect(confirmation.raw).toContain(`Subject: We received your support request ${ticketId}`);
    expect(confirmation.text).toContain('My requests on the Support screen');
  });

  it('without a support address on the event the request is still stored and listed, and only the requester is e-mailed', async () => {
    const [event] = await api.db.select().from(events).where(eq(events.supportEmail, DEMO_EVENT.supportEmail));
    await api.db.update(events).set({ supportEmail: null }).where(eq(events.id, event!.id));
    try {
      const sentBefore = smtp.received.filter((mail) => mail.to.includes(DEMO_EVENT.supportEmail)).length;
      const ticketId = await create(acme, { ...request, subject: 'No address' });
      await mailTo('asha@acme-robotics.example', `Ticket ID: ${ticketId}`);
      expect(smtp.received.filter((mail) => mail.to.includes(DEMO_EVENT.supportEmail))).toHaveLength(sentBefore);
      const listed = await acme.call('GET', '/api/support/requests');
      expect(listed.body.data.map((t: { ticketId: string }) => t.ticketId)).toContain(ticketId);
    } finally {
      await api.db.update(events).set({ supportEmail: DEMO_EVENT.supportEmail }).where(eq(events.id, event!.id));
    }
  });

  it('lists only the own company requests, newest first, with status, times and replies oldest first', async () => {
    const older = await create(acme, { ...request, subject: 'Older' });
    const newer = await create(acme, { ...request, subject: 'Newer', category: 'billing', priority: 'low' });
    const theirs = await create(borealis, { ...request, subject: 'Theirs' });
    const row = (await findRequest(api.db, older))!;
    await addReply(api.db, row, { author: 'organiser', authorName: 'Event Support', message: 'First answer' }, 'answered');
    await addReply(api.db, (await findRequest(api.db, older))!, { author: 'exhibitor', authorName: 'Asha Rao', message: 'Thanks' }, 'open');

    const listed = await acme.call('GET', '/api/support/requests');
    expect(listed.status).toBe(200);
    const ids = listed.body.data.map((t: { ticketId: string }) => t.ticketId);
    expect(ids).not.toContain(theirs);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(listed.body.data[0]).toEqual({
      ticketId: newer,
      subject: 'Newer',
      category: 'billing',
      priority: 'low',
      status: 'open',
      message: 'We need a second power outlet at B-204.',
      // Who sent it, so the portal shows "You" on the sender's own messages and the name on a colleague's.
      authorName: 'Asha Rao',
      authorUserId: acme.user._id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      replies: [],
    });
    const olderTicket = listed.body.data.find((t: { ticketId: string }) => t.ticketId === older);
    expect(olderTicket.replies).toEqual([
      { author: 'organiser', authorName: 'Event Support', authorUserId: null, message: 'First answer', createdAt: expect.any(String) },
      { author: 'exhibitor', authorName: 'Asha Rao', authorUserId: null, message: 'Thanks', createdAt: expect.any(String) },
    ]);
    const theirsListed = await borealis.call('GET', '/api/support/requests');
    // Theirs, beside the demo's own request from Borealis; none of Acme's.
    const theirIds = theirsListed.body.data.map((t: { ticketId: string }) => t.ticketId) as string[];
    expect(theirIds).toContain(theirs);
    expect(theirIds.filter((id) => listed.body.data.some((t: { ticketId: string }) => t.ticketId === id))).toEqual([]);
    expect((await api.call('GET', '/api/support/requests')).status).toBe(401);
  });

  it('a follow-up is added to the conversation and reopens an answered request', async () => {
    const ticketId = await create(acme, { ...request, subject: 'Follow up' });
    await addReply(api.db, (await findRequest(api.db, ticketId))!, { author: 'organiser', authorName: 'Event Support', message: 'Done?' }, 'answered');
    const followed = await acme.call('POST', `/api/support/requests/${ticketId.toLowerCase()}/replies`, { message: '  Not yet, the outlet is dead.  ' });
    expect(followed.status).toBe(201);
    expect(followed.body.message).toBe(SUPPORT_MESSAGES.replySent);
    expect(followed.body.data).toMatchObject({ ticketId, status: 'open' });
    expect(
      followed.body.data.replies.map((r: { author: string; authorName: string; authorUserId: string | null; message: string }) => [r.author, r.authorName, r.authorUserId, r.message]),
    ).toEqual([
      ['organiser', 'Event Support', null, 'Done?'],
      // The follow-up carries its writer's account: the portal shows "You" to them only.
      ['exhibitor', 'Asha Rao', acme.user._id, 'Not yet, the outlet is dead.'],
    ]);
    expect(Date.parse(followed.body.data.updatedAt)).toBeGreaterThan(Date.parse(followed.body.data.createdAt));
  });

  it('refuses a follow-up on a closed request, on another company request, an unknown id and an empty message, storing nothing', async () => {
    const closed = await create(acme, { ...request, subject: 'Closed one' });
    await setStatus(api.db, (await findRequest(api.db, closed))!.id, 'closed');
    const theirs = await create(borealis, { ...request, subject: 'Not yours' });
    const open = await create(acme, { ...request, subject: 'Open one' });
    const state = async () => ({ requests: await snapshot(api.db, supportRequests), replies: await snapshot(api.db, supportReplies) });
    const refused = (path: string, json: unknown, status: number, message?: string | RegExp) =>
      expectRefusedUnchanged(state, () => api.call('POST', path, { token: acme.token, json }), status, message);
    await refused(`/api/support/requests/${closed}/replies`, { message: 'Hello?' }, 409, SUPPORT_MESSAGES.closed);
    await refused(`/api/support/requests/${theirs}/replies`, { message: 'Hello?' }, 404, 'Support request not found');
    await refused('/api/support/requests/SUP-NOPE2345/replies', { message: 'Hello?' }, 404, 'Support request not found');
    await refused(`/api/support/requests/${open}/replies`, { message: '   ' }, 400, SUPPORT_MESSAGES.messageRequired);
    await refused(`/api/support/requests/${open}/replies`, { message: '' }, 400);
    await refused(`/api/support/requests/${open}/replies`, { message: 'x'.repeat(5001) }, 400);
    await refused(`/api/support/requests/${open}/replies`, { message: 'Hi', status: 'closed' }, 400);
    const anonymous = await api.call('POST', `/api/support/requests/${open}/replies`, { json: { message: 'Hi' } });
    expect(anonymous.status).toBe(401);
  });
});
