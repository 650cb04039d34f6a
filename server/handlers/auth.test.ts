// The sign-in API end to end: real server, real PGlite in a temp folder, real HTTP, responses
// validated against the OpenAPI document by the server itself.
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { exhibitors, otpChallenges, rateLimitCounters, sessions, smsOutbox, teamMembers, users } from '../db/schema/index.ts';
import { defaultEventId, freshIp, freshMobile, useApiServer } from '../testing/api-test-kit.ts';

const ADMIN = { mobile: '9876543210', phoneCode: '+91' };
const INVALID = 'Invalid or expired OTP';
const EXHAUSTED = 'Too many incorrect codes. Request a new code.';

// Explicit values, so the assertions below do not depend on the test server's defaults.
const api = useApiServer('pglite', {
  env: {
    TRUST_PROXY: '1',
    SMS_PROVIDER: 'outbox',
    OTP_RESEND_SECONDS: '30',
    OTP_TTL_SECONDS: '300',
    OTP_MAX_ATTEMPTS: '5',
    OTP_SEND_LIMIT_PER_NUMBER: '5',
    TOKEN_TTL_DAYS: '30',
  },
});
let eventId: string;

beforeAll(async () => {
  eventId = await defaultEventId(api.url);
});

async function outbox(mobile: string) {
  const answer = await api.call('GET', `/api/dev/outbox?mobile=${mobile}`);
  expect(answer.status).toBe(200);
  return answer.body.data as Array<{ phoneCode: string; mobile: string; code: string | null; body: string; sentAt: string }>;
}

async function sendCode(mobile: string, ip = freshIp(), phoneCode = '+91') {
  return api.call('POST', '/api/auth/login-mobile-with-country', { json: { mobile, phoneCode, event: eventId }, ip });
}

async function verify(mobile: string, otp: string, ip = freshIp(), phoneCode = '+91') {
  return api.call('POST', '/api/auth/verify-otp-with-country', { json: { mobile, phoneCode, otp, event: eventId }, ip });
}

async function signIn(mobile: string, phoneCode = '+91') {
  expect((await sendCode(mobile, freshIp(), phoneCode)).status).toBe(200);
  const [latest] = await outbox(mobile);
  const answer = await verify(mobile, latest!.code!, freshIp(), phoneCode);
  expect(answer.status).toBe(200);
  return answer.body as { token: string; data: { user: { _id: string; exhibitorId: string; eventId: string } } };
}

async function registerByMobile(firstName = 'Nila', lastName = 'Shah') {
  const mobile = freshMobile();
  const answer = await api.call('POST', '/api/auth/register-mobile', { json: { mobile, phoneCode: '91', firstName, lastName }, ip: freshIp() });
  expect(answer.status).toBe(201);
  const [latest] = await outbox(mobile);
  const verified = await verify(mobile, latest!.code!);
  expect(verified.status).toBe(200);
  return { mobile, token: verified.body.token as string, user: verified.body.data.user };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

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
    expect(answer).toMatchObject({ success: true, token: expect.any(String), data: { user: { eventId, role: 'exhibitor', phoneCode: '91', mobile: member.mobile } } });
    expect(answer.data.user._id).toBe(member.user._id);
    expect(JSON.stringify(answer)).not.toMatch(/password/i);
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

describe('bearer tokens', () => {
  it('refuse a missing, malformed or unknown token with 401 Unauthorized', async () => {
    const variants: Array<Record<string, string>> = [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer not-a-real-token' }];
    for (const headers of variants) {
      const answer = await api.call('GET', '/api/auth/me', { headers });
      expect(answer).toMatchObject({ status: 401, body: { success: false, message: 'Unauthorized' } });
    }
  });

  it('stop working after logout, while other sessions go on', async () => {
    const a = await registerByMobile();
    const email = `two.${a.mobile}@example.test`;
    await api.call('PUT', '/api/auth/updatedetails', { token: a.token, json: { email } });
    await api.call('PUT', '/api/auth/updatepassword', { token: a.token, json: { newPassword: 'two-sessions' } });
    const other = await api.call('POST', '/api/auth/login', { json: { email, password: 'two-sessions' }, ip: freshIp() });
    expect(other.status).toBe(200);
    const logout = await api.call('POST', '/api/auth/logout', { token: a.token });
    expect(logout).toMatchObject({ status: 200, body: { success: true } });
    expect((await api.call('GET', '/api/auth/me', { token: a.token })).status).toBe(401);
    expect((await api.call('POST', '/api/auth/logout', { token: a.token })).status).toBe(401);
    expect((await api.call('GET', '/api/auth/me', { token: other.body.data.token })).status).toBe(200);
  });

  it('stop working once expired', async () => {
    const a = await registerByMobile();
    const [session] = await api.db.select().from(sessions).where(eq(sessions.userId, a.user._id));
    const days = (session!.expiresAt.getTime() - session!.createdAt.getTime()) / 86_400_000;
    expect(days).toBe(30);
    await api.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, session!.id));
    expect(await api.call('GET', '/api/auth/me', { token: a.token })).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
  });

  it('are stored only as a hash', async () => {
    const a = await registerByMobile();
    const rows = await api.db.select().from(sessions).where(eq(sessions.userId, a.user._id));
    expect(rows.some((row) => row.tokenHash === a.token)).toBe(false);
  });
});

describe('details and passwords', () => {
  it('update names, e-mail and picture; a taken e-mail answers 409', async () => {
    const a = await registerByMobile();
    const b = await registerByMobile();
    const email = `dev.${a.mobile}@example.test`;
    const updated = await api.call('PUT', '/api/auth/updatedetails', {
      token: a.token,
      json: { firstName: 'Devika', email: email.toUpperCase(), profileImageUrl: 'eventWebsite/abc.png' },
    });
    expect(updated).toMatchObject({ status: 200, body: { success: true, data: { firstName: 'Devika', lastName: 'Shah', email, profileImageUrl: 'eventWebsite/abc.png' } } });
    const clash = await api.call('PUT', '/api/auth/updatedetails', { token: b.token, json: { email } });
    expect(clash).toMatchObject({ status: 409, body: { success: false } });
    const [bRow] = await api.db.select().from(users).where(eq(users.id, b.user._id));
    expect(bRow!.email).toBeNull();
    const cleared = await api.call('PUT', '/api/auth/updatedetails', { token: a.token, json: { email: '' } });
    expect(cleared.body.data.email).toBeNull();
  });

  it('let a mobile account set a password, then sign in by e-mail', async () => {
    const a = await registerByMobile();
    const email = `pw.${a.mobile}@example.test`;
    await api.call('PUT', '/api/auth/updatedetails', { token: a.token, json: { email } });
    const set = await api.call('PUT', '/api/auth/updatepassword', { token: a.token, json: { newPassword: 'first-pass' } });
    expect(set).toMatchObject({ status: 200, body: { success: true, message: 'Password updated successfully' } });
    const [row] = await api.db.select().from(users).where(eq(users.id, a.user._id));
    expect(row!.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);

    const login = await api.call('POST', '/api/auth/login', { json: { email, password: 'first-pass', event: eventId }, ip: freshIp() });
    expect(login).toMatchObject({ status: 200, body: { success: true, data: { token: expect.any(String), user: { _id: a.user._id } } } });
    expect((await api.call('GET', '/api/auth/me', { token: login.body.data.token })).status).toBe(200);
  });

  it('require and check the current password once one exists, and end other sessions', async () => {
    const a = await registerByMobile();
    const email = `chg.${a.mobile}@example.test`;
    await api.call('PUT', '/api/auth/updatedetails', { token: a.token, json: { email } });
    await api.call('PUT', '/api/auth/updatepassword', { token: a.token, json: { newPassword: 'first-pass' } });
    const second = await api.call('POST', '/api/auth/login', { json: { email, password: 'first-pass' }, ip: freshIp() });
    const otherToken = second.body.data.token as string;

    expect(await api.call('PUT', '/api/auth/updatepassword', { token: a.token, json: { newPassword: 'second-pass' } })).toMatchObject({
      status: 400,
      body: { message: 'Current password is required' },
    });
    expect(await api.call('PUT', '/api/auth/updatepassword', { token: a.token, json: { currentPassword: 'wrong-pass', newPassword: 'second-pass' } })).toMatchObject({
      status: 400,
      body: { message: 'Current password is incorrect' },
    });
    expect(
      await api.call('PUT', '/api/auth/updatepassword', { token: a.token, json: { currentPassword: 'first-pass', newPassword: 'second-pass', confirmPassword: 'other-pass' } }),
    ).toMatchObject({ status: 400, body: { message: "Passwords don't match" } });
    expect((await api.call('PUT', '/api/auth/updatepassword', { token: a.token, json: { newPassword: '12345' } })).status).toBe(400);

    const changed = await api.call('PUT', '/api/auth/updatepassword', { token: a.token, json: { currentPassword: 'first-pass', newPassword: 'second-pass' } });
    expect(changed.status).toBe(200);
    expect((await api.call('GET', '/api/auth/me', { token: a.token })).status).toBe(200);
    expect((await api.call('GET', '/api/auth/me', { token: otherToken })).status).toBe(401);
    expect((await api.call('POST', '/api/auth/login', { json: { email, password: 'first-pass' }, ip: freshIp() })).status).toBe(400);
    expect((await api.call('POST', '/api/auth/login', { json: { email, password: 'second-pass' }, ip: freshIp() })).status).toBe(200);
  });

  it('register by e-mail signs in, and a second registration answers 409', async () => {
    const email = `new.${freshMobile()}@example.test`;
    const body = { firstName: 'Ana', lastName: 'Lima', email, password: 'ana-pass', companyName: 'Lima Labs' };
    const first = await api.call('POST', '/api/auth/register', { json: body, ip: freshIp() });
    expect(first).toMatchObject({ status: 201, body: { success: true, data: { token: expect.any(String), user: { email, eventId } } } });
    const [exhibitor] = await api.db.select().from(exhibitors).where(eq(exhibitors.id, first.body.data.user.exhibitorId));
    expect(exhibitor!.name).toBe('Lima Labs');
    const again = await api.call('POST', '/api/auth/register', { json: { ...body, email: email.toUpperCase() }, ip: freshIp() });
    expect(again).toMatchObject({ status: 409, body: { message: 'An account with this email already exists. Log in instead.' } });
  });

  it('answer unknown e-mail and wrong password the same way', async () => {
    const email = `same.${freshMobile()}@example.test`;
    await api.call('POST', '/api/auth/register', { json: { firstName: 'S', lastName: 'T', email, password: 'right-pass' }, ip: freshIp() });
    const wrong = await api.call('POST', '/api/auth/login', { json: { email, password: 'wrong-pass' }, ip: freshIp() });
    const unknown = await api.call('POST', '/api/auth/login', { json: { email: `x${email}`, password: 'wrong-pass' }, ip: freshIp() });
    expect(wrong).toMatchObject({ status: 400, body: { success: false, message: 'Invalid email or password' } });
    expect(unknown.body).toEqual(wrong.body);
  });
});

describe('dev outbox and redirect', () => {
  it('lists messages newest first with the documented fields, filtered by number', async () => {
    const mobile = freshMobile();
    await api.call('POST', '/api/auth/register-mobile', { json: { mobile, phoneCode: '91', firstName: 'Out', lastName: 'Box' }, ip: freshIp() });
    const list = await outbox(mobile);
    expect(list.length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(list[0]!).sort()).toEqual(['body', 'code', 'mobile', 'phoneCode', 'sentAt']);
    expect(list.every((m) => m.mobile === mobile)).toBe(true);
    const all = await api.call('GET', '/api/dev/outbox');
    const times = (all.body.data as Array<{ sentAt: string }>).map((m) => Date.parse(m.sentAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const rows = await api.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
    expect(rows).toHaveLength(list.length);
  });

  it('sends signed-out browsers from /api/login to the login screen', async () => {
    const answer = await api.call('GET', '/api/login');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/exhibitor/login');
  });
});
