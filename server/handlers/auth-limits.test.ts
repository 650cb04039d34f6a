// Send, verify and password limits end to end, on a server with small limits and no resend
// cooldown. Client addresses come from X-Forwarded-For (TRUST_PROXY=1) so each test owns its IPs.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, otpChallenges } from '../db/schema/all-tables.ts';
import { freshIp, freshMobile, latestOutboxCode, useApiServer } from '../testing/api-test-kit.ts';
import { SMALL_SEND_LIMITS } from '../testing/small-send-limits.ts';

const api = useApiServer('pglite', {
  seed: false,
  env: {
    TRUST_PROXY: '1',
    ...SMALL_SEND_LIMITS,
    OTP_VERIFY_LIMIT_PER_NUMBER: '3',
    OTP_VERIFY_LIMIT_PER_IP: '5',
    LOGIN_LIMIT_PER_IP: '3',
    LOGIN_LIMIT_PER_EMAIL: '2',
  },
});

beforeAll(async () => {
  // Unseeded (faster start); the one event the limits need.
  await api.db.insert(events).values({ domain: api.config.defaultEventDomain, title: 'Limits Expo' });
});

const send = (mobile: string, ip = freshIp()) => api.call('POST', '/api/auth/login-mobile-with-country', { json: { mobile, phoneCode: '91' }, ip });
const verify = (mobile: string, otp: string, ip = freshIp()) => api.call('POST', '/api/auth/verify-otp-with-country', { json: { mobile, phoneCode: '91', otp }, ip });

const latestCode = (mobile: string) => latestOutboxCode(api.url, mobile);

async function register(): Promise<string> {
  const mobile = freshMobile();
  const answer = await api.call('POST', '/api/auth/register-mobile', { json: { mobile, phoneCode: '91', firstName: 'Lim', lastName: 'Its' }, ip: freshIp() });
  expect(answer.status).toBe(201);
  return mobile;
}

function expectTooMany(answer: { status: number; headers: Headers; body: { success: boolean; message: string } }, pattern: RegExp) {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(api.config.auth.rateWindowSeconds);
  expect(answer.body.success).toBe(false);
  expect(answer.body.message).toMatch(pattern);
}

describe('send limits', () => {
  it('cap codes per number, the same way for known and unknown numbers', async () => {
    const known = await register(); // the registration was send 1 of 3
    const unknown = freshMobile();
    await send(unknown);
    const knownAnswers = [await send(known), await send(known), await send(known)];
    const unknownAnswers = [await send(unknown), await send(unknown), await send(unknown)];
    expect(knownAnswers.map((a) => a.status)).toEqual([200, 200, 429]);
    expect(unknownAnswers.map((a) => a.status)).toEqual([200, 200, 429]);
    expectTooMany(knownAnswers[2]!, /^Too many codes requested for this number\. Try again in \d+ minutes?\.$/);
    expect(unknownAnswers[2]!.body).toEqual(knownAnswers[2]!.body);
  });

  it('cap codes per client address across numbers', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await send(freshMobile(), ip)).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expectTooMany(await send(freshMobile(), ip), /^Too many codes requested from this network\./);
    expect((await send(freshMobile(), freshIp())).status).toBe(200);
  });

  it('a new code replaces the previous one', async () => {
    const mobile = await register();
    const first = await latestCode(mobile);
    expect((await send(mobile)).status).toBe(200);
    const second = await latestCode(mobile);
    const rows = await api.db.select().from(otpChallenges).where(eq(otpChallenges.mobile, mobile));
    expect(rows.filter((row) => row.consumedAt === null)).toHaveLength(1);
    if (first !== second) expect((await verify(mobile, first)).status).toBe(400);
    expect((await verify(mobile, second)).status).toBe(200);
  });
});

describe('verify limits', () => {
  it('cap tries per number, even with the right code', async () => {
    const mobile = await register();
    const code = await latestCode(mobile);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    for (let i = 0; i < 3; i++) expect((await verify(mobile, wrong)).status).toBe(400);
    expectTooMany(await verify(mobile, code), /^Too many code attempts for this number\./);
  });

  it('cap tries per client address across numbers', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await verify(freshMobile(), '1234', ip)).status).toBe(400);
    expectTooMany(await verify(freshMobile(), '1234', ip), /^Too many code attempts from this network\./);
  });
});

describe('password limits', () => {
  it('cap e-mail logins per client address, even with the right password', async () => {
    const email = `lim.${freshMobile()}@example.test`;
    expect((await api.call('POST', '/api/auth/register', { json: { firstName: 'A', lastName: 'B', email, password: 'right-pass' }, ip: freshIp() })).status).toBe(201);
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      expect((await api.call('POST', '/api/auth/login', { json: { email: `other${i}.${email}`, password: 'x' }, ip })).status).toBe(400);
    }
    expectTooMany(await api.call('POST', '/api/auth/login', { json: { email, password: 'right-pass' }, ip }), /^Too many sign-in attempts\./);
  });

  it('cap logins per e-mail address across client addresses', async () => {
    const email = `acct.${freshMobile()}@example.test`;
    await api.call('POST', '/api/auth/register', { json: { firstName: 'A', lastName: 'B', email, password: 'right-pass' }, ip: freshIp() });
    for (let i = 0; i < 2; i++) expect((await api.call('POST', '/api/auth/login', { json: { email, password: 'wrong-pass' }, ip: freshIp() })).status).toBe(400);
    expectTooMany(await api.call('POST', '/api/auth/login', { json: { email, password: 'right-pass' }, ip: freshIp() }), /^Too many sign-in attempts\./);
  });
});
