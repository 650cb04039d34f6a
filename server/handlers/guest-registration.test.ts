import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ALLOW_MAIL_JOBS, REFUSE_MAIL_JOBS } from '../testing/refuse-mail-jobs.ts';
import { exhibitorCategories, mailOutbox, passes, passInvites, referralRegistrations, smsOutbox, tickets } from '../db/schema/all-tables.ts';
import {
  callApi,
  dbKinds,
  freshIp,
  signInExhibitor,
  type ApiServer,
  type SignedInExhibitor,
  unknownId,
  useApiServer,
} from '../testing/api-test-kit.ts';
import { DEMO_ADMIN, DEMO_SECOND_ADMIN } from '../demo/demo-data.ts';
import { GUEST_LINK_MESSAGES, hashGuestToken } from '../referral/guest-links.ts';
import { GUEST_LINK_RATE } from './guest-registration-handlers.ts';
import { demoFormAnswers } from '../testing/demo-form-answers.ts';

const ORGANISER_KEY = 'organiser-key-for-tests-0123456789';

interface Created {
  _id: string;
  url: string;
  token: string;
}

async function goldPass(api: ApiServer, exhibitorId: string, numberOfPasses: number): Promise<string> {
  const [gold] = await api.db.select().from(exhibitorCategories).where(eq(exhibitorCategories.categoryName, 'Gold Exhibitor'));
  const [pass] = await api.db.insert(passes).values({ exhibitorId, categoryId: gold!.id, numberOfPasses }).returning({ id: passes.id });
  return pass!.id;
}

async function makeLink(member: SignedInExhibitor, passId: string): Promise<Created> {
  const { status, body } = await member.call('POST', `/api/passes/${passId}/guest-links`);
  expect(status).toBe(201);
  const url = body.data.url as string;
  return { _id: body.data._id, url, token: url.split('/exhibitor/register/')[1]! };
}

/** Answers that satisfy the demo form, read from the public page itself. */
async function guestAnswers(api: ApiServer, token: string, n: number, ip: string): Promise<Record<string, unknown>> {
  const page = await api.call('GET', `/api/guest-registration/${token}`, { ip });
  return demoFormAnswers(page.body.data.fields, { firstName: 'Ravi', lastName: `Guest ${n}`, emailId: `ravi.${n}@guests.example`, mobile: String(9123456700 + n) });
}

async function waitFor<T>(read: () => Promise<T | undefined>, what: string, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.each(dbKinds)('guest registration through a public pass link (%s)', (kind) => {
  const api = useApiServer(kind, { env: { ORGANISER_API_KEY: ORGANISER_KEY, TRUST_PROXY: '1' } });
  let acme: SignedInExhibitor;
  let borealis: SignedInExhibitor;
  const signIn = async () => {
    acme ??= await signInExhibitor(api.url, DEMO_ADMIN.mobile);
    borealis ??= await signInExhibitor(api.url, DEMO_SECOND_ADMIN.mobile);
  };

  it('makes a link that stores only a hash, ends with the event, and is listed until revoked', async () => {
    await signIn();
    const passId = await goldPass(api, acme.exhibitorId, 2);
    const link = await makeLink(acme, passId);
    expect(link.url).toMatch(new RegExp(`^${api.url}/exhibitor/register/[A-Za-z0-9_-]{43}$`));
    const [stored] = await api.db.select().from(passInvites).where(eq(passInvites.id, link._id));
    expect(stored!.tokenHash).toBe(hashGuestToken(link.token));
    expect(stored!.tokenHash).not.toContain(link.token);
    expect(stored!.expiresAt).not.toBeNull();

    const listed = await acme.call('GET', `/api/passes/${passId}/guest-links`);
    expect(listed.body.data.map((l: { _id: string }) => l._id)).toEqual([link._id]);
    // Another company can neither see nor revoke it.
    expect((await borealis.call('GET', `/api/passes/${passId}/guest-links`)).body.message).toBe('Pass not found');
    expect((await borealis.call('DELETE', `/api/guest-links/${link._id}`)).status).toBe(404);

    const revoked = await acme.call('DELETE', `/api/guest-links/${link._id}`);
    expect(revoked.body).toEqual({ success: true, message: 'The registration link was revoked.' });
    expect((await acme.call('GET', `/api/passes/${passId}/guest-links`)).body.data).toEqual([]);
    const page = await api.call('GET', `/api/guest-registration/${link.token}`, { ip: freshIp() });
    expect(page.status).toBe(410);
    expect(page.body.message).toBe(GUEST_LINK_MESSAGES.revoked);
  });

  it('answers forged and expired links clearly', async () => {
    await signIn();
    const forged = await api.call('GET', `/api/guest-registration/${'x'.repeat(43)}`, { ip: freshIp() });
    expect(forged.status).toBe(404);
    expect(forged.body.message).toBe('This registration link is not valid.');
    const passId = await goldPass(api, acme.exhibitorId, 2);
    const link = await makeLink(acme, passId);
    await api.db.update(passInvites).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passInvites.id, link._id));
    const expired = await api.call('POST', `/api/guest-registration/${link.token}`, { ip: freshIp(), json: { firstName: 'A' } });
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe('This registration link has expired.');
  });

  it('shows the event, company, pass and form; registers the guest, mails the badge and texts the ticket', async () => {
    await signIn();
    const ip = freshIp();
    const passId = await goldPass(api, acme.exhibitorId, 2);
    const link = await makeLink(acme, passId);
    const page = await api.call('GET', `/api/guest-registration/${link.token}`, { ip });
    expect(page.status).toBe(200);
    expect(page.body.data.exhibitor.companyName).toBe('Acme Robotics');
    expect(page.body.data.pass).toEqual({ categoryName: 'Gold Exhibitor', usedPasses: 0, remainingPasses: 2 });
    expect(page.body.data.event.title).toEqual(expect.any(String));
    expect(page.body.data.fields.map((f: { name: string }) => f.name)).toContain('firstName');

    const bad = await api.call('POST', `/api/guest-registration/${link.token}`, { ip, json: { firstName: 'Ravi' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toContain('lastName');

    const answers = await guestAnswers(api, link.token, 1, ip);
    const done = await api.call('POST', `/api/guest-registration/${link.token}`, { ip, json: answers });
    expect(done.status).toBe(201);
    const { ticketCode, ticketType, guestName, badgeUrl, ticketEmail } = done.body.data;
    expect(ticketEmail).toBe('queued');
    expect(ticketType).toBe('Gold Exhibitor');
    expect(guestName).toBe('Ravi Guest 1');
    expect(badgeUrl).toBe(`/api/guest-registration/${link.token}/badge/${ticketCode}`);

    const [registration] = await api.db.select().from(referralRegistrations).where(eq(referralRegistrations.inviteId, link._id));
    expect(registration!.passId).toBe(passId);
    const [ticket] = await api.db.select().from(tickets).where(eq(tickets.registrationId, registration!.id));
    expect(ticket!.ticketCode).toBe(ticketCode);

    const badge = await fetch(`${api.url}${badgeUrl}`, { headers: { 'x-forwarded-for': ip } });
    expect(badge.status).toBe(200);
    expect(badge.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await badge.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    // The link fetches only badges registered through it.
    const other = await makeLink(acme, passId);
    expect((await api.call('GET', `/api/guest-registration/${other.token}/badge/${ticketCode}`, { ip })).status).toBe(404);

    const mail = await waitFor(async () => {
      const [row] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ravi.1@guests.example'));
      return row;
    }, 'the ticket e-mail');
    expect(mail.subject).toContain(ticketCode);
    expect(mail.text).toContain(`Ticket: ${ticketCode} (Gold Exhibitor)`);
    expect(mail.attachmentNames).toEqual([`badge-${ticketCode}.pdf`]);
    const [sms] = await api.db.select().from(smsOutbox).where(and(eq(smsOutbox.mobile, '9123456701')));
    expect(sms!.body).toContain(`Ticket ${ticketCode} (Gold Exhibitor)`);
    expect(sms!.body).toContain('Your badge was sent by e-mail.');

    const cards = await acme.call('GET', '/api/passes');
    const card = cards.body.data.find((p: { _id: string }) => p._id === passId);
    expect(card).toMatchObject({ numberOfPasses: 2, usedPasses: 1, remainingPasses: 1 });
  });

  it('keeps a registration whose ticket e-mail the queue refuses: 201, the e-mail said failed, the SMS points to the badge', async () => {
    await signIn();
    const ip = freshIp();
    const passId = await goldPass(api, acme.exhibitorId, 2);
    const link = await makeLink(acme, passId);
    const answers = await guestAnswers(api, link.token, 7, ip);
    for (const statement of REFUSE_MAIL_JOBS) await api.db.execute(sql.raw(statement));
    try {
      const done = await api.call('POST', `/api/guest-registration/${link.token}`, { ip, json: answers });
      expect(done.status).toBe(201);
      expect(done.body.data.ticketEmail).toBe('failed');
      const [registration] = await api.db.select().from(referralRegistrations).where(eq(referralRegistrations.inviteId, link._id));
      const [ticket] = await api.db.select().from(tickets).where(eq(tickets.registrationId, registration!.id));
      expect(ticket!.ticketCode).toBe(done.body.data.ticketCode);
      const [sms] = await api.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '9123456707'));
      expect(sms!.body).toContain('Keep this code: it is your ticket. Acme Robotics can print your badge.');
      // One place used, not two: a guest told of an error would have registered again.
      const card = (await acme.call('GET', '/api/passes')).body.data.find((p: { _id: string }) => p._id === passId);
      expect(card).toMatchObject({ usedPasses: 1, remainingPasses: 1 });
    } finally {
      for (const statement of ALLOW_MAIL_JOBS) await api.db.execute(sql.raw(statement));
    }
  });

  it('refuses a full pass with the remaining count and keeps it full under a race', async () => {
    await signIn();
    const ip = freshIp();
    const passId = await goldPass(api, acme.exhibitorId, 1);
    const link = await makeLink(acme, passId);
    const bodies = await Promise.all([1, 2, 3].map((n) => guestAnswers(api, link.token, 10 + n, ip)));
    const answers = await Promise.all(bodies.map((json) => api.call('POST', `/api/guest-registration/${link.token}`, { ip, json })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body).toEqual({ success: false, message: 'All passes of this allocation are used. Remaining: 0.' });
    }
    const page = await api.call('GET', `/api/guest-registration/${link.token}`, { ip });
    expect(page.body.data.pass).toMatchObject({ usedPasses: 1, remainingPasses: 0 });
  });

  it('lets only the organiser key decide; rejecting frees the pass and cancels the ticket; the guest is told', async () => {
    await signIn();
    const ip = freshIp();
    const passId = await goldPass(api, acme.exhibitorId, 1);
    const link = await makeLink(acme, passId);
    const done = await api.call('POST', `/api/guest-registration/${link.token}`, { ip, json: await guestAnswers(api, link.token, 30, ip) });
    const [registration] = await api.db.select().from(referralRegistrations).where(eq(referralRegistrations.inviteId, link._id));
    const path = `/api/organiser/referral-registrations/${registration!.id}/decision`;

    expect((await api.call('POST', path, { json: { decision: 'reject' } })).status).toBe(401);
    expect((await api.call('POST', path, { json: { decision: 'reject' }, headers: { 'x-organiser-key': 'wrong' } })).status).toBe(401);
    // A team member's token is not the organiser.
    expect((await acme.call('POST', path, { json: { decision: 'reject' } })).status).toBe(401);
    const key = { 'x-organiser-key': ORGANISER_KEY };
    expect((await api.call('POST', `/api/organiser/referral-registrations/${unknownId}/decision`, { json: { decision: 'approve' }, headers: key })).status).toBe(404);

    const rejected = await api.call('POST', path, { json: { decision: 'reject', reason: 'Capacity' }, headers: key });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ success: true, message: 'The registration was rejected.', data: { _id: registration!.id, status: 'rejected' } });
    const again = await api.call('POST', path, { json: { decision: 'approve' }, headers: key });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This registration was already rejected.');

    const [ticket] = await api.db.select().from(tickets).where(eq(tickets.registrationId, registration!.id));
    expect(ticket!.status).toBe('cancelled');
    const badge = await api.call('GET', done.body.data.badgeUrl, { ip });
    expect(badge.status).toBe(409);
    expect((await api.call('GET', `/api/guest-registration/${link.token}`, { ip })).body.data.pass).toMatchObject({ usedPasses: 0, remainingPasses: 1 });
    const list = await acme.call('GET', '/api/ticket-allocations');
    expect(list.body.data.find((r: { _id: string }) => r._id === registration!.id)).toMatchObject({ approve: false, reject: true });

    const mail = await waitFor(async () => {
      const rows = await api.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ravi.30@guests.example'));
      return rows.find((row) => row.subject.startsWith('Not approved'));
    }, 'the decision e-mail');
    expect(mail.text).toContain('Reason: Capacity');
  });

  it('rate-limits the public operations per client address', async () => {
    const ip = freshIp();
    const token = 'y'.repeat(43);
    // The counters are fixed windows on the clock: a run that crosses a window's end starts counting
    // again, so the refusal may come up to one window's worth of requests later, never earlier.
    const { limit } = GUEST_LINK_RATE;
    let allowed = 0;
    let last = await api.call('GET', `/api/guest-registration/${token}`, { ip });
    while (last.status !== 429 && allowed < 2 * limit) {
      allowed += 1;
      last = await api.call('GET', `/api/guest-registration/${token}`, { ip });
    }
    expect(last.status).toBe(429);
    expect(allowed).toBeGreaterThanOrEqual(limit);
    expect(last.body.message).toMatch(/^Too many requests from this network\. Try again in \d+ (second|minute)s?\.$/);
  });
});

describe('the organiser operation without a configured key', () => {
  const api = useApiServer('pglite');
  it('answers 403 whatever key is sent', async () => {
    const answer = await callApi(api.url, 'POST', `/api/organiser/referral-registrations/${unknownId}/decision`, {
      json: { decision: 'approve' },
      headers: { 'x-organiser-key': '' },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Organiser operations are not enabled on this installation.');
  });
});
