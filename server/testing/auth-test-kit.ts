// The sign-in API's test kit: one real server per test file with explicit OTP and token settings,
// and the steps the auth tests repeat (send a code, read it from the dev outbox, verify it).
import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { defaultEventId, freshIp, freshMobile, useApiServer, type DbKind } from './api-test-kit.ts';

export const ADMIN = { mobile: '9876543210', phoneCode: '+91' };
export const INVALID = 'Invalid or expired OTP';
export const EXHAUSTED = 'Too many incorrect codes. Request a new code.';

export const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

export function useAuthApi(kind: DbKind = 'pglite') {
  // Explicit values, so the assertions do not depend on the test server's defaults.
  const api = useApiServer(kind, {
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
  let eventId = '';

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

  /** The newest code sent to a number, from the dev outbox. */
  async function latestCode(mobile: string): Promise<string> {
    const [latest] = await outbox(mobile);
    expect(latest?.code).toMatch(/^\d{4}$/);
    return latest!.code!;
  }

  /** The last code's 30 s resend cooldown is moved into the past, as if the person had waited. */
  const passCooldown = (mobile: string) =>
    api.db.execute(sql`update rate_limit_counters set window_start = window_start - interval '1 hour' where key like ${`otp-last-send:%:${mobile}`}`);

  /** Sets the signed-in person's password the way a person without one does: a code to their own number. */
  async function setPasswordByCode(account: { mobile: string; token: string }, newPassword: string) {
    await passCooldown(account.mobile);
    const sent = await api.call('POST', '/api/auth/password-code', { token: account.token, ip: freshIp() });
    expect(sent.status).toBe(200);
    const otp = await latestCode(account.mobile);
    return api.call('PUT', '/api/auth/updatepassword', { token: account.token, json: { otp, newPassword, confirmPassword: newPassword }, ip: freshIp() });
  }

  /** The default event's id, known once the server has started (read it in a test or a later beforeAll). */
  const event = () => eventId;
  return { api, event, outbox, latestCode, sendCode, verify, signIn, registerByMobile, setPasswordByCode, passCooldown };
}
