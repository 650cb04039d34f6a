// The sign-in API end to end: real server, real PGlite in a temp folder, real HTTP, responses
// validated against the OpenAPI document by the server itself. Codes and registration here;
// sessions, passwords and the dev outbox in auth-sessions.test.ts.
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { exhibitors, otpChallenges, rateLimitCounters, teamMembers, users } from '../db/schema/all-tables.ts';
import { freshIp, freshMobile } from '../testing/api-test-kit.ts';
import { ADMIN, INVALID, EXHAUSTED, wrongCode, useAuthApi } from '../testing/auth-test-kit.ts';

const auth = useAuthApi();
const { api, outbox, sendCode, verify, signIn, registerByMobile } = auth;
let eventId: string;
beforeAll(() => {
  eventId = auth.event();
});

describe('event by domain', () => {
  it('maps localhost and IP addresses to the default event', async () => {
    for (const path of ['/auth/domain-event', '/auth/domain-event?domain=localhost', '/auth/domain-event?domain=127.0.0.1']) {
      const answer = await api.call('GET', `/api${path}`);
      expect(answer.status).toBe(200);
      expect(answer.body.data.domainData.event).toMatchObject({ _id: eventId, productName: expect.any(String), support: expect.any(Object) });
    }
  });

  it('answers 404 with the documented message for an unknown domain', async () => {
    const answer = await api.call('GET', '/api/auth/domain-event?domain=nowhere.example.com');
    expect(answer).toMatchObject({ status: 404, body: { success: false, message: 'No event found for this domain' } });
  });
});

describe('sending a code', () => {
  it('refuses an unknown event', async () => {
    const answer = await api.call('POST', '/api/auth/login-mobile-with-country', {
      json: { ...ADMIN, event: '00000000-0000-4000-8000-000000000000' },
      ip: freshIp(),
    });
    expect(answer).toMatchObject({ status: 404, body: { success: false, message: 'Event not found' } });
  });

  it('answers known and unknown numbers identically; only the known one gets a code', async () => {
    const unknown = freshMobile();
    const [known, stranger] = await Promise.all([sendCode(ADMIN.mobile), sendCode(unknown)]);
    expect(stranger.status).toBe(known.status);
    expect(stranger.body).toEqual(known.body);
    expect(known.body).toEqual({ success: true, message: 'OTP sent successfully' });

    const [adminSms] = await outbox(ADMIN.mobile);
    expect(adminSms).toMatchObject({ phoneCode: '91', mobile: ADMIN.mobile, code: expect.stringMatching(/^\d{4}$/) });
    expect(adminSms!.body).toContain(`code is ${adminSms!.code}`);

    const [notice] = await outbox(unknown);
    expect(notice!.code).toBeNull();
    expect(notice!.body).toMatch(/No .* account uses this number/);
    expect(notice!.body).toMatch(/Sign up/);
    expect(await api.db.select().from(otpChallenges).where(eq(otpChallenges.mobile, unknown))).toHaveLength(0);
  });

  it('refuses a resend inside 30 s with Retry-After, for known and unknown numbers alike', async () => {
    const unknown = freshMobile();
    const member = await registerByMobile();
    for (const mobile of [member.mobile, unknown]) {
      const sentFrom = Date.now();
      await sendCode(mobile);
      const again = await sendCode(mobile);
      // Whatever the two sends took (a busy machine can take seconds) has run off the 30 s.
      const took = Date.now() - sentFrom;
      expect(again.status).toBe(429);
      const retryAfter = Number(again.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(30 - Math.ceil(took / 1000));
      expect(retryAfter).toBeLessThanOrEqual(30);
      expect(again.body).toEqual({ success: false, message: `Please wait ${retryAfter} seconds before requesting a new code.` });
    }
  });

  it('stores the code hashed with the configured lifetime', async () => {
    const member = await registerByMobile();
    const [row] = await api.db.select().from(otpChallenges).where(eq(otpChallenges.mobile, member.mobile));
    const [sms] = await outbox(member.mobile);
    expect(row!.codeHash).not.toContain(sms!.code!);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(api.config.auth.otpTtlSeconds * 1000);
  });
});

describe('verifying a code', () => {
  it('signs in and answers the documented shape, without secrets', async () => {
    const member = await registerByMobile();
    // The registration's code is used; sign in again once the cooldown is (made) over.
    await api.db.delete(rateLimitCounters).where(like(rateLimitCounters.key, `%${member.mobile}%`));
    const answer = await signIn(member.mobile);
    expect(answer).toMatchObject({ success: true, token: expect.any(String), data: { user: { eventId, role: 'owner', phoneCode: '91', mobile: member.mobile } } });
    expect(answer.data.user._id).toBe(member.user._id);
    // `hasPassword` says whether one exists; nothing of the password itself is sent.
    expect(JSON.stringify(answer)).not.toMatch(/passwordHash|scrypt/i);
    expect(answer.data.user).toMatchObject({ hasPassword: false });
    const me = await api.call('GET', '/api/auth/me', { token: answer.token });
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual(answer.data.user);
  });

  it('treats "91" and "+91" as the same number', async () => {
    const member = await registerByMobile(); // registered and verified with "91"
    await api.call('POST', '/api/auth/logout', { token: member.token });
    // The registration's code went out moments ago, so the same number is inside its cooldown.
    const again = await api.call('POST', '/api/auth/login-mobile-with-country', { json: { mobile: member.mobile, phoneCode: '+91', event: eventId }, ip: freshIp() });
    expect(again.status).toBe(429);
  });

  it('refuses a used code', async () => {
    const member = await registerByMobile();
    const [sms] = await outbox(member.mobile);
    const reuse = await verify(member.mobile, sms!.code!);
    expect(reuse).toMatchObject({ status: 400, body: { success: false, message: INVALID } });
  });

  it('kills the code after 5 wrong tries: the right code then fails too', async () => {
    const mobile = freshMobile();
    await api.call('POST', '/api/auth/register-mobile', { json: { mobile, phoneCode: '+91', firstName: 'Ira', lastName: 'Sen' }, ip: freshIp() });
    const [sms] = await outbox(mobile);
    const messages = [];
    for (let i = 0; i < 5; i++) {
      const answer = await verify(mobile, wrongCode(sms!.code!));
      expect(answer.status).toBe(400);
      messages.push(answer.body.message);
    }
    expect(messages).toEqual([INVALID, INVALID, INVALID, INVALID, EXHAUSTED]);
    expect(await verify(mobile, sms!.code!)).toMatchObject({ status: 400, body: { message: EXHAUSTED } });
  });

  it('gives an unknown number exactly the answers a known number gets', async () => {
    const unknown = freshMobile();
    const known = freshMobile();
    await api.call('POST', '/api/auth/register-mobile', { json: { mobile: known, phoneCode: '91', firstName: 'Known', lastName: 'Person' }, ip: freshIp() });
    await sendCode(unknown);
    const [knownSms] = await outbox(known);
    const bad = wrongCode(knownSms!.code!);
    for (let i = 0; i < 6; i++) {
      const [a, b] = [await verify(known, bad), await verify(unknown, bad)];
      expect({ status: b.status, body: b.body }).toEqual({ status: a.status, body: a.body });
    }
  });

  it('refuses an expired code', async () => {
    const mobile = freshMobile();
    await api.call('POST', '/api/auth/register-mobile', { json: { mobile, phoneCode: '91', firstName: 'Old', lastName: 'Code' }, ip: freshIp() });
    const [sms] = await outbox(mobile);
    // Move the expiry into the past rather than sleeping through five minutes.
    await api.db.update(otpChallenges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(otpChallenges.mobile, mobile));
    expect(await verify(mobile, sms!.code!)).toMatchObject({ status: 400, body: { message: INVALID } });
  });

  it('signs a team member in to the same company as the admin', async () => {
    // The admin's number already had its code in this run; read the admin's account directly.
    const [adminRow] = await api.db.select().from(users).where(eq(users.mobile, ADMIN.mobile));
    const admin = { data: { user: { _id: adminRow!.id, exhibitorId: adminRow!.exhibitorId } } };
    const memberMobile = freshMobile();
    await api.db.insert(teamMembers).values({
      exhibitorId: admin.data.user.exhibitorId,
      fullName: 'Tara Menon',
      phoneCode: '91',
      authenticationId: memberMobile,
    });
    const member = await signIn(memberMobile, '+91');
    expect(member.data.user.exhibitorId).toBe(admin.data.user.exhibitorId);
    expect(member.data.user._id).not.toBe(admin.data.user._id);
    const [row] = await api.db.select().from(teamMembers).where(eq(teamMembers.authenticationId, memberMobile));
    expect(row!.userId).toBe(member.data.user._id);
    const company = await api.call('GET', '/api/auth/me', { token: member.token });
    expect(company.body.data).toMatchObject({ firstName: 'Tara', lastName: 'Menon', exhibitorId: admin.data.user.exhibitorId });
  });
});

describe('register by mobile', () => {
  it('creates an exhibitor with an empty profile, the user and the parent member, using the host event', async () => {
    const { mobile, user } = await registerByMobile('Dev', 'Patel');
    expect(user).toMatchObject({ firstName: 'Dev', lastName: 'Patel', eventId, phoneCode: '91', mobile, email: null });
    const [exhibitor] = await api.db.select().from(exhibitors).where(eq(exhibitors.id, user.exhibitorId));
    expect(exhibitor).toMatchObject({ name: 'Dev Patel', eventId, industry: null, website: null, boothNumber: null });
    const members = await api.db.select().from(teamMembers).where(eq(teamMembers.exhibitorId, user.exhibitorId));
    expect(members).toEqual([expect.objectContaining({ isParentExhibitor: true, authenticationId: mobile, userId: user._id })]);
  });

  it('answers 409 for a registered number and creates nothing', async () => {
    const before = (await api.db.select().from(exhibitors)).length;
    const answer = await api.call('POST', '/api/auth/register-mobile', {
      json: { mobile: ADMIN.mobile, phoneCode: '+91', firstName: 'Dup', lastName: 'Licate', event: eventId },
      ip: freshIp(),
    });
    expect(answer).toMatchObject({ status: 409, body: { success: false, message: 'An account with this mobile number already exists. Log in instead.' } });
    expect((await api.db.select().from(exhibitors)).length).toBe(before);
  });

  it('rejects a blank name with a field error', async () => {
    const answer = await api.call('POST', '/api/auth/register-mobile', { json: { mobile: freshMobile(), phoneCode: '91', firstName: '  ', lastName: 'X' }, ip: freshIp() });
    expect(answer).toMatchObject({ status: 400, body: { message: 'First name is required', errors: [{ path: 'firstName' }] } });
  });
});
