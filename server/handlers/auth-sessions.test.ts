// Sessions, details and passwords, and the dev outbox, end to end against a real server and PGlite
// (codes and registration: auth.test.ts).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { exhibitors, sessions, smsOutbox, users } from '../db/schema/all-tables.ts';
import { freshIp, freshMobile } from '../testing/api-test-kit.ts';
import { useAuthApi } from '../testing/auth-test-kit.ts';

const auth = useAuthApi();
const { api, outbox, registerByMobile, setPasswordByCode } = auth;
let eventId: string;
beforeAll(() => {
  eventId = auth.event();
});

/** Gives a mobile-only account an email and a first password, and signs in with them: a second session. */
async function secondSession(account: { mobile: string; token: string }, emailPrefix: string, password: string) {
  const email = `${emailPrefix}.${account.mobile}@example.test`;
  await api.call('PUT', '/api/auth/updatedetails', { token: account.token, json: { email } });
  expect((await setPasswordByCode(account, password)).status).toBe(200);
  return { email, login: await api.call('POST', '/api/auth/login', { json: { email, password }, ip: freshIp() }) };
}

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
    const { login: other } = await secondSession(a, 'two', 'two-sessions');
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

  it('let a mobile account set a password with a code to its own number, then sign in by e-mail', async () => {
    const a = await registerByMobile();
    const email = `pw.${a.mobile}@example.test`;
    await api.call('PUT', '/api/auth/updatedetails', { token: a.token, json: { email } });
    expect((await api.call('GET', '/api/auth/me', { token: a.token })).body.data.hasPassword).toBe(false);
    // No invented current password: without a password there is nothing to compare it with.
    expect(
      await api.call('PUT', '/api/auth/updatepassword', { token: a.token, json: { currentPassword: 'made-up', newPassword: 'first-pass' } }),
    ).toMatchObject({ status: 400, body: { message: 'This account has no password yet. Ask for a code to set one.' } });
    expect((await api.call('PUT', '/api/auth/updatepassword', { token: a.token, json: { newPassword: 'first-pass' } })).status).toBe(400);
    const set = await setPasswordByCode(a, 'first-pass');
    expect(set).toMatchObject({ status: 200, body: { success: true, message: 'Password updated successfully' } });
    const [row] = await api.db.select().from(users).where(eq(users.id, a.user._id));
    expect(row!.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect((await api.call('GET', '/api/auth/me', { token: a.token })).body.data.hasPassword).toBe(true);

    const login = await api.call('POST', '/api/auth/login', { json: { email, password: 'first-pass', event: eventId }, ip: freshIp() });
    expect(login).toMatchObject({ status: 200, body: { success: true, data: { token: expect.any(String), user: { _id: a.user._id } } } });
    expect((await api.call('GET', '/api/auth/me', { token: login.body.data.token })).status).toBe(200);
  });

  it('require and check the current password once one exists, and end other sessions', async () => {
    const a = await registerByMobile();
    const { email, login: second } = await secondSession(a, 'chg', 'first-pass');
    const otherToken = second.body.data.token as string;

    // Neither the current password nor a code: the contract refuses the body.
    expect((await api.call('PUT', '/api/auth/updatepassword', { token: a.token, json: { newPassword: 'second-pass' } })).status).toBe(400);
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
    expect(again).toMatchObject({ status: 409, body: { message: 'An account with this e-mail already exists. Log in instead.' } });
  });

  it('answer unknown e-mail and wrong password the same way', async () => {
    const email = `same.${freshMobile()}@example.test`;
    await api.call('POST', '/api/auth/register', { json: { firstName: 'S', lastName: 'T', email, password: 'right-pass' }, ip: freshIp() });
    const wrong = await api.call('POST', '/api/auth/login', { json: { email, password: 'wrong-pass' }, ip: freshIp() });
    const unknown = await api.call('POST', '/api/auth/login', { json: { email: `x${email}`, password: 'wrong-pass' }, ip: freshIp() });
    expect(wrong).toMatchObject({ status: 400, body: { success: false, message: 'Invalid e-mail or password' } });
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

  it('keeps the portal address to come back to, and only a portal address', async () => {
    const back = await api.call('GET', `/api/login?next=${encodeURIComponent('/exhibitor/tickets?register=p-1')}`);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/exhibitor/login?next=%2Fexhibitor%2Ftickets%3Fregister%3Dp-1');
    for (const elsewhere of ['https://evil.example/exhibitor/team', '//evil.example/exhibitor/team', '/exhibitor/../api/auth/me', '/exhibitor/login']) {
      const answer = await api.call('GET', `/api/login?next=${encodeURIComponent(elsewhere)}`);
      expect(answer.status, elsewhere).toBe(302);
      expect(answer.headers.get('location'), elsewhere).toBe('/exhibitor/login');
    }
  });
});
