// Two server processes on one PostgreSQL database, as behind a load balancer: a token issued by one
// works on the other, and the sign-in protections (resend cooldown, wrong-code cap, per-number and
// per-address limits) count requests to both, because they live in the database, not in a process.
import { describe, expect, it } from 'vitest';
import { INVALID_OTP, OTP_EXHAUSTED } from '../auth/messages.ts';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../db/testing.ts';
import { callApi, type ApiAnswer, type CallOptions } from '../testing/api-call.ts';
import { freshIp, freshMobile } from '../testing/fresh-identities.ts';
import { SMALL_SEND_LIMITS } from '../testing/small-send-limits.ts';
import { latestOutboxCode } from '../testing/sign-in.ts';
import { spawnServer, type SpawnedServer } from '../testing/spawn-server.ts';
import { useSuiteResource } from '../testing/suite-resource.ts';

interface Pair {
  readonly a: SpawnedServer;
  readonly b: SpawnedServer;
  close(): Promise<void>;
}

/** Both processes start together on one fresh database (migrations and seed under their locks). */
async function startPair(env: Record<string, string>): Promise<Pair> {
  const database: TestPostgresDatabase = await createTestPostgresDatabase('ep_faults');
  // Client addresses come from X-Forwarded-For, so each test owns its addresses.
  const options = { databaseUrl: database.url, env: { TRUST_PROXY: '1', ...env } };
  const started = await Promise.allSettled([spawnServer(options), spawnServer(options)]);
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const close = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  };
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await close();
    throw failed.reason;
  }
  return { a: servers[0]!, b: servers[1]!, close };
}

/** A pair for the current suite, stopped after it (startup includes migrations and the seed). */
const usePair = (env: Record<string, string>) => useSuiteResource(() => startPair(env), (pair) => pair.close(), 180_000);

const call = (server: SpawnedServer, method: string, path: string, options: CallOptions = {}) =>
  callApi(server.url, method, path, { ip: freshIp(), ...options });
const register = (server: SpawnedServer, mobile: string) =>
  call(server, 'POST', '/api/auth/register-mobile', { json: { mobile, phoneCode: '91', firstName: 'Twin', lastName: 'Servers' } });
const sendCode = (server: SpawnedServer, mobile: string, ip?: string) =>
  call(server, 'POST', '/api/auth/login-mobile-with-country', { json: { mobile, phoneCode: '91' }, ...(ip ? { ip } : {}) });
const verify = (server: SpawnedServer, mobile: string, otp: string) =>
  call(server, 'POST', '/api/auth/verify-otp-with-country', { json: { mobile, phoneCode: '91', otp } });

/** Registers a new number on `server`: the number and the code sent to it. */
async function registerFresh(server: SpawnedServer) {
  const mobile = freshMobile();
  expect((await register(server, mobile)).status).toBe(201);
  return { mobile, code: await latestOutboxCode(server.url, mobile) };
}

/** A four-digit code that is not `code`. */
const wrong = (code: string, n: number) => String((Number(code) + 1 + n) % 10_000).padStart(4, '0');

function expectRefused(answer: ApiAnswer, status: number, message: string | RegExp) {
  expect(answer.status).toBe(status);
  expect(answer.body.success).toBe(false);
  if (typeof message === 'string') expect(answer.body.message).toBe(message);
  else expect(answer.body.message).toMatch(message);
}

describe('two servers, default sign-in settings', () => {
  const pair = usePair({});

  it('a token issued by one server works on the other, and signing out on one ends it on both', async () => {
    const { a, b } = pair;
    const { mobile, code } = await registerFresh(a);
    const verified = await verify(a, mobile, code);
    expect(verified.status).toBe(200);
    const token = verified.body.token as string;

    const onA = await call(a, 'GET', '/api/auth/me', { token });
    const onB = await call(b, 'GET', '/api/auth/me', { token });
    expect(onB.status).toBe(200);
    expect(onB.body).toEqual(onA.body);
    // A write through B is read through A.
    const lead = await call(b, 'POST', '/api/leads', { token, json: { person: { fullName: 'Seen on both' } } });
    expect(lead.status).toBe(201);
    const list = await call(a, 'GET', '/api/leads', { token });
    expect(list.body.data.map((item: { _id: string }) => item._id)).toContain(lead.body.data._id);

    expect((await call(b, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    expectRefused(await call(a, 'GET', '/api/auth/me', { token }), 401, 'Unauthorized');
    expectRefused(await call(b, 'GET', '/api/auth/me', { token }), 401, 'Unauthorized');
  });

  it('a code sent by one server starts the resend cooldown on the other', async () => {
    const { a, b } = pair;
    const known = freshMobile();
    expect((await register(a, known)).status).toBe(201);
    const wait = /^Please wait (\d+) seconds before requesting a new code\.$/;
    const fromB = await sendCode(b, known);
    expectRefused(fromB, 429, wait);
    const seconds = Number(wait.exec(fromB.body.message)![1]);
    expect(seconds).toBeGreaterThan(20);
    expect(seconds).toBeLessThanOrEqual(30);
    expect(Number(fromB.headers.get('retry-after'))).toBe(seconds);
    expectRefused(await sendCode(a, known), 429, wait);

    // A number with no account gets the same cooldown across both (no account enumeration).
    const unknown = freshMobile();
    expect((await sendCode(b, unknown)).status).toBe(200);
    expectRefused(await sendCode(a, unknown), 429, wait);
  });

  it('wrong codes sent to both servers count toward one attempt cap', async () => {
    const { a, b } = pair;
    const { mobile, code } = await registerFresh(a);
    // OTP_MAX_ATTEMPTS is 5: four wrong codes alternate A, B, A, B; the fifth, on A, kills the code.
    const answers = [];
    for (let n = 0; n < 5; n++) answers.push(await verify(n % 2 === 0 ? a : b, mobile, wrong(code, n)));
    expect(answers.map((answer) => [answer.status, answer.body.message])).toEqual([
      [400, INVALID_OTP],
      [400, INVALID_OTP],
      [400, INVALID_OTP],
      [400, INVALID_OTP],
      [400, OTP_EXHAUSTED],
    ]);
    // The right code is now refused by either server.
    expectRefused(await verify(b, mobile, code), 400, OTP_EXHAUSTED);
    expectRefused(await verify(a, mobile, code), 400, OTP_EXHAUSTED);
  });
});

describe('two servers, small limits and no resend cooldown', () => {
  const pair = usePair({ ...SMALL_SEND_LIMITS, OTP_VERIFY_LIMIT_PER_NUMBER: '4', OTP_MAX_ATTEMPTS: '10' });

  it('codes per number are counted across both servers', async () => {
    const { a, b } = pair;
    const mobile = freshMobile();
    const statuses = [];
    for (const server of [a, b, a]) statuses.push((await sendCode(server, mobile)).status);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await sendCode(b, mobile);
    expectRefused(refused, 429, /^Too many codes requested for this number\. Try again in \d+ minutes?\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expectRefused(await sendCode(a, mobile), 429, /^Too many codes requested for this number\./);
  });

  it('codes per client address are counted across both servers', async () => {
    const { a, b } = pair;
    const ip = freshIp();
    const statuses = [];
    for (const server of [a, b, a, b]) statuses.push((await sendCode(server, freshMobile(), ip)).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expectRefused(await sendCode(a, freshMobile(), ip), 429, /^Too many codes requested from this network\./);
    expectRefused(await sendCode(b, freshMobile(), ip), 429, /^Too many codes requested from this network\./);
  });

  it('code attempts per number are counted across both servers', async () => {
    const { a, b } = pair;
    const { mobile, code } = await registerFresh(b);
    const statuses = [];
    for (let n = 0; n < 4; n++) statuses.push((await verify(n % 2 === 0 ? a : b, mobile, wrong(code, n))).status);
    expect(statuses).toEqual([400, 400, 400, 400]);
    // The fifth try, even with the right code, is over the per-number limit on both.
    expectRefused(await verify(a, mobile, code), 429, /^Too many code attempts for this number\./);
    expectRefused(await verify(b, mobile, code), 429, /^Too many code attempts for this number\./);
  });
});
