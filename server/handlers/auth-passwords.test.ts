// Passwords by code and the own sign-in number, end to end against a real server on both databases:
// a code to the own number sets a password, a signed-out reset by code signs in and ends every other
// session, and a new sign-in number needs a code sent to it.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, teamMembers, users } from '../db/schema/all-tables.ts';
import { dbKinds, freshIp, freshMobile } from '../testing/api-test-kit.ts';
import { EXHAUSTED, INVALID, useAuthApi, wrongCode } from '../testing/auth-test-kit.ts';

const COOLDOWN = /^Please wait \d+ seconds? before requesting a new code\.$/;

describe.each(dbKinds)('passwords and numbers on %s', (kind) => {
  const auth = useAuthApi(kind);
  const { api, outbox, latestCode, registerByMobile, setPasswordByCode, signIn, passCooldown } = auth;
  let event: string;
  beforeAll(() => {
    event = auth.event();
  });


  const liveSessions = async (userId: string) =>
    (await api.db.select().from(sessions).where(eq(sessions.userId, userId))).filter((row) => row.revokedAt === null).length;

  describe('a password set with a code to the own number', () => {
    it('sends a code to the own number, with the resend cooldown', async () => {
      const a = await registerByMobile();
      // Right after the registration code, the resend cooldown holds for every purpose.
      expect((await api.call('POST', '/api/auth/password-code', { token: a.token, ip: freshIp() })).status).toBe(429);
      await passCooldown(a.mobile);
      const sent = await api.call('POST', '/api/auth/password-code', { token: a.token, ip: freshIp() });
      expect(sent).toMatchObject({ status: 200, body: { success: true, message: 'OTP sent successfully' } });
      const [latest] = await outbox(a.mobile);
      expect(latest!.code).toMatch(/^\d{4}$/);
      const again = await api.call('POST', '/api/auth/password-code', { token: a.token, ip: freshIp() });
      expect(again.status).toBe(429);
      expect(again.body.message).toMatch(COOLDOWN);
      expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('sets the password, keeps the calling session and ends the others', async () => {
      const a = await registerByMobile();
      await passCooldown(a.mobile);
      const other = await signIn(a.mobile);
      const set = await setPasswordByCode(a, 'by-code-1');
      expect(set).toMatchObject({ status: 200, body: { message: 'Password updated successfully' } });
      expect((await api.call('GET', '/api/auth/me', { token: a.token })).body.data.hasPassword).toBe(true);
      expect((await api.call('GET', '/api/auth/me', { token: other.token })).status).toBe(401);
      // The code is single use.
      const otp = (await outbox(a.mobile))[0]!.code!;
      const reused = await api.call('PUT', '/api/auth/updatepassword', { token: a.token, json: { otp, newPassword: 'by-code-2' } });
      expect(reused).toMatchObject({ status: 400, body: { message: INVALID } });
    });

    it('refuses a wrong code, then a dead one after the attempt cap', async () => {
      const a = await registerByMobile();
      await passCooldown(a.mobile);
      expect((await api.call('POST', '/api/auth/password-code', { token: a.token, ip: freshIp() })).status).toBe(200);
      const otp = await latestCode(a.mobile);
      const wrong = () => api.call('PUT', '/api/auth/updatepassword', { token: a.token, json: { otp: wrongCode(otp), newPassword: 'never-set' }, ip: freshIp() });
      for (let i = 0; i < 4; i++) expect(await wrong()).toMatchObject({ status: 400, body: { message: INVALID } });
      expect(await wrong()).toMatchObject({ status: 400, body: { message: EXHAUSTED } });
      const late = await api.call('PUT', '/api/auth/updatepassword', { token: a.token, json: { otp, newPassword: 'never-set' }, ip: freshIp() });
      expect(late).toMatchObject({ status: 400, body: { message: EXHAUSTED } });
      const [row] = await api.db.select().from(users).where(eq(users.id, a.user._id));
      expect(row!.passwordHash).toBeNull();
    });

    it('does not take a sign-in code', async () => {
      const a = await registerByMobile();
      await passCooldown(a.mobile);
      expect((await auth.sendCode(a.mobile)).status).toBe(200);
      const loginCode = await latestCode(a.mobile);
      const answer = await api.call('PUT', '/api/auth/updatepassword', { token: a.token, json: { otp: loginCode, newPassword: 'not-this-way' } });
      expect(answer).toMatchObject({ status: 400, body: { message: INVALID } });
    });

    it('answers 400 for an account without a mobile number', async () => {
      const email = `nomobile.${freshMobile()}@example.test`;
      const registered = await api.call('POST', '/api/auth/register', { json: { firstName: 'No', lastName: 'Mobile', email, password: 'has-one-1' }, ip: freshIp() });
      const token = registered.body.data.token as string;
      expect(registered.body.data.user.hasPassword).toBe(true);
      const answer = await api.call('POST', '/api/auth/password-code', { token, ip: freshIp() });
      expect(answer).toMatchObject({ status: 400, body: { message: 'This account has no mobile number to send a code to.' } });
    });
  });

  describe('a signed-out reset by code', () => {
    const sendReset = (mobile: string) =>
      api.call('POST', '/api/auth/password-reset/code', { json: { mobile, phoneCode: '+91', event }, ip: freshIp() });
    const reset = (mobile: string, otp: string, newPassword = 'reset-pass-1') =>
      api.call('POST', '/api/auth/password-reset', { json: { mobile, phoneCode: '91', otp, newPassword, confirmPassword: newPassword, event }, ip: freshIp() });

    it('answers an unknown number as it answers a known one', async () => {
      const a = await registerByMobile();
      await api.db.update(users).set({ email: `known.${a.mobile}@example.test` }).where(eq(users.id, a.user._id));
      const unknownMobile = freshMobile();
      const known = await sendResetAfterCooldown(a.mobile);
      const unknown = await sendReset(unknownMobile);
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      const [noAccount] = await outbox(unknownMobile);
      expect(noAccount!.code).toBeNull();
      expect(await reset(unknownMobile, '1234')).toMatchObject({ status: 400, body: { message: INVALID } });
      expect((await sendReset(unknownMobile)).status).toBe(429);
    });

    it('sets the new password, ends every earlier session and signs in', async () => {
      const a = await registerByMobile();
      const email = `reset.${a.mobile}@example.test`;
      await api.call('PUT', '/api/auth/updatedetails', { token: a.token, json: { email } });
      expect((await setPasswordByCode(a, 'forgotten-1')).status).toBe(200);
      const other = await api.call('POST', '/api/auth/login', { json: { email, password: 'forgotten-1', event }, ip: freshIp() });
      expect(other.status).toBe(200);
      expect(await liveSessions(a.user._id)).toBe(2);

      expect((await sendResetAfterCooldown(a.mobile)).status).toBe(200);
      const otp = await latestCode(a.mobile);
      expect(await reset(a.mobile, wrongCode(otp))).toMatchObject({ status: 400, body: { message: INVALID } });
      const done = await reset(a.mobile, otp);
      expect(done).toMatchObject({ status: 200, body: { success: true, message: 'Password reset successfully', data: { token: expect.any(String), user: { _id: a.user._id, hasPassword: true } } } });
      expect((await api.call('GET', '/api/auth/me', { token: a.token })).status).toBe(401);
      expect((await api.call('GET', '/api/auth/me', { token: other.body.data.token })).status).toBe(401);
      expect((await api.call('GET', '/api/auth/me', { token: done.body.data.token })).status).toBe(200);
      expect(await liveSessions(a.user._id)).toBe(1);
      expect((await api.call('POST', '/api/auth/login', { json: { email, password: 'forgotten-1', event }, ip: freshIp() })).status).toBe(400);
      expect((await api.call('POST', '/api/auth/login', { json: { email, password: 'reset-pass-1', event }, ip: freshIp() })).status).toBe(200);
    });

    it('kills the code after the attempt cap', async () => {
      const a = await registerByMobile();
      expect((await sendResetAfterCooldown(a.mobile)).status).toBe(200);
      const otp = await latestCode(a.mobile);
      for (let i = 0; i < 4; i++) expect((await reset(a.mobile, wrongCode(otp))).body.message).toBe(INVALID);
      expect((await reset(a.mobile, wrongCode(otp))).body.message).toBe(EXHAUSTED);
      expect(await reset(a.mobile, otp)).toMatchObject({ status: 400, body: { message: EXHAUSTED } });
    });

    it('refuses a confirmation that differs', async () => {
      const answer = await api.call('POST', '/api/auth/password-reset', {
        json: { mobile: freshMobile(), phoneCode: '91', otp: '1234', newPassword: 'one-pass-1', confirmPassword: 'two-pass-2', event },
        ip: freshIp(),
      });
      expect(answer).toMatchObject({ status: 400, body: { message: "Passwords don't match" } });
    });

    async function sendResetAfterCooldown(mobile: string) {
      await passCooldown(mobile);
      return sendReset(mobile);
    }
  });

  describe('the own sign-in number', () => {
    const sendChange = (token: string, mobile: string) =>
      api.call('POST', '/api/auth/mobile-change/code', { token, json: { mobile, phoneCode: '+91' }, ip: freshIp() });
    const change = (token: string, mobile: string, otp: string) =>
      api.call('POST', '/api/auth/mobile-change', { token, json: { mobile, phoneCode: '91', otp }, ip: freshIp() });

    it('changes only after a code sent to the new number, on the account and the team row together', async () => {
      const a = await registerByMobile();
      const next = freshMobile();
      expect(await sendChange(a.token, next)).toMatchObject({ status: 200, body: { message: 'OTP sent successfully' } });
      expect((await sendChange(a.token, next)).status).toBe(429);
      const otp = await latestCode(next);
      expect(await change(a.token, next, wrongCode(otp))).toMatchObject({ status: 400, body: { message: INVALID } });
      const done = await change(a.token, next, otp);
      expect(done).toMatchObject({ status: 200, body: { message: 'Sign-in number changed', data: { mobile: next, phoneCode: '91' } } });
      const [member] = await api.db.select().from(teamMembers).where(eq(teamMembers.userId, a.user._id));
      expect(member).toMatchObject({ authenticationId: next, phoneCode: '91' });
      // The new number signs in to the same account; the old one is nobody's.
      await passCooldown(next);
      expect((await signIn(next)).data.user._id).toBe(a.user._id);
      await passCooldown(a.mobile);
      expect((await auth.sendCode(a.mobile)).status).toBe(200);
      expect((await outbox(a.mobile))[0]!.code).toBeNull();
    });

    it('answers 409 for a number another account or a team member has', async () => {
      const a = await registerByMobile();
      const b = await registerByMobile();
      expect(await sendChange(a.token, b.mobile)).toMatchObject({ status: 409, body: { message: expect.stringContaining('already used') } });
      const memberNumber = freshMobile();
      const added = await api.call('POST', '/api/team-members', { token: b.token, json: { fullName: 'Booth Helper', authenticationId: memberNumber, phoneCode: '91' } });
      expect(added.status).toBe(201);
      expect((await sendChange(a.token, memberNumber)).status).toBe(409);
      // The member's invitation is there; no code went to their number.
      expect((await outbox(memberNumber)).filter((message) => message.code !== null)).toEqual([]);
      expect(await sendChange(a.token, a.mobile)).toMatchObject({ status: 400, body: { message: 'This is already your sign-in number.' } });
    });

    it('answers 409 when the number is taken between the code and the change', async () => {
      const a = await registerByMobile();
      const next = freshMobile();
      expect((await sendChange(a.token, next)).status).toBe(200);
      const otp = await latestCode(next);
      const taker = await api.call('POST', '/api/auth/register-mobile', { json: { mobile: next, phoneCode: '91', firstName: 'Late', lastName: 'Comer' }, ip: freshIp() });
      expect(taker.status).toBe(201);
      expect((await change(a.token, next, otp)).status).toBe(409);
      const [row] = await api.db.select().from(users).where(eq(users.id, a.user._id));
      expect(row!.mobile).toBe(a.mobile);
    });

    it('kills the code after the attempt cap', async () => {
      const a = await registerByMobile();
      const next = freshMobile();
      expect((await sendChange(a.token, next)).status).toBe(200);
      const otp = await latestCode(next);
      for (let i = 0; i < 4; i++) expect((await change(a.token, next, wrongCode(otp))).body.message).toBe(INVALID);
      expect((await change(a.token, next, wrongCode(otp))).body.message).toBe(EXHAUSTED);
      expect((await change(a.token, next, otp)).body.message).toBe(EXHAUSTED);
    });
  });
});
