// Sign-in abuse the server's own tests leave open: whether answer *times* tell a known number or
// e-mail from an unknown one (their statuses and bodies are compared in server/handlers/auth.test.ts),
// and whether registration, the one place that must say "this number is taken", is held to the
// same per-address limit as sending codes. Caps on wrong codes, reuse, expiry and resend floods are
// proven in server/handlers/auth.test.ts, server/handlers/auth-limits.test.ts and server/auth/otp.test.ts.
import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { events, users } from "../../server/db/schema/all-tables.ts";
import { freshIp, freshMobile, latestOutboxCode, useApiServer, type ApiAnswer } from "../../server/testing/api-test-kit.ts";

const SEND = "/api/auth/login-mobile-with-country";
const VERIFY = "/api/auth/verify-otp-with-country";
const SAMPLES = 31;

const api = useApiServer("pglite", {
  seed: false,
  env: {
    TRUST_PROXY: "1",
    // Limits out of the way for the timing runs; the flood test below uses its own addresses.
    OTP_RESEND_SECONDS: "0",
    OTP_SEND_LIMIT_PER_NUMBER: "1000",
    OTP_SEND_LIMIT_PER_IP: "5",
    OTP_VERIFY_LIMIT_PER_NUMBER: "1000",
    OTP_VERIFY_LIMIT_PER_IP: "1000",
    LOGIN_LIMIT_PER_IP: "1000",
    LOGIN_LIMIT_PER_EMAIL: "1000",
  },
});

beforeAll(async () => {
  // Unseeded (faster start); the one event sign-in needs.
  await api.db.insert(events).values({ domain: api.config.defaultEventDomain, title: "Abuse Expo" });
});

async function register(ip = freshIp()): Promise<string> {
  const mobile = freshMobile();
  const answer = await api.call("POST", "/api/auth/register-mobile", { json: { mobile, phoneCode: "91", firstName: "Tim", lastName: "Ing" }, ip });
  expect(answer.status).toBe(201);
  return mobile;
}

async function timed(call: () => Promise<ApiAnswer>): Promise<{ ms: number; answer: ApiAnswer }> {
  const start = performance.now();
  const answer = await call();
  return { ms: performance.now() - start, answer };
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low]! + (sorted[Math.ceil(at)]! - sorted[low]!) * (at - low);
}

const spread = (values: number[]) => quantile(values, 0.75) - quantile(values, 0.25);

/**
 * Medians of two interleaved series differ by no more than the noise: 1.5 times the series' own
 * interquartile range (each series measured alone, so a real gap between them does not widen
 * it), at least a few milliseconds. That catches work done on one path only (a password hash, an
 * SMS provider call, a round trip), not sub-millisecond differences, which HTTP on a shared
 * machine cannot resolve; the code paths do the same work by construction (server/auth/otp.ts).
 */
function expectSameTiming(label: string, known: number[], unknown: number[]): void {
  const noise = Math.max(4, 1.5 * ((spread(known) + spread(unknown)) / 2));
  const difference = Math.abs(quantile(known, 0.5) - quantile(unknown, 0.5));
  const summary = `${label}: median known ${quantile(known, 0.5).toFixed(1)} ms, unknown ${quantile(unknown, 0.5).toFixed(1)} ms, tolerance ${noise.toFixed(1)} ms`;
  if (process.env.TIMING_REPORT === "1") console.info(summary);
  expect(difference, summary).toBeLessThanOrEqual(noise);
}

/** Alternates the two kinds of request (so load on the machine hits both alike), after a warm-up. */
async function interleaved(a: (i: number) => Promise<ApiAnswer>, b: (i: number) => Promise<ApiAnswer>) {
  for (let i = 0; i < 3; i++) {
    await a(-1 - i);
    await b(-1 - i);
  }
  const first: Array<{ ms: number; answer: ApiAnswer }> = [];
  const second: Array<{ ms: number; answer: ApiAnswer }> = [];
  for (let i = 0; i < SAMPLES; i++) {
    // Which goes first alternates too, so neither always follows the other.
    if (i % 2 === 0) {
      first.push(await timed(() => a(i)));
      second.push(await timed(() => b(i)));
    } else {
      second.push(await timed(() => b(i)));
      first.push(await timed(() => a(i)));
    }
  }
  return { first, second };
}

describe("account enumeration by answer time", () => {
  it("sending a code takes as long for a known number as for an unknown one", async () => {
    const known = await register();
    const unknown = freshMobile();
    const send = (mobile: string) => () => api.call("POST", SEND, { json: { mobile, phoneCode: "91" }, ip: freshIp() });
    const { first, second } = await interleaved(send(known), send(unknown));
    // Same status and body every time, as well as the same time.
    for (let i = 0; i < SAMPLES; i++) expect(second[i]!.answer).toEqual(first[i]!.answer);
    expectSameTiming("send", first.map((s) => s.ms), second.map((s) => s.ms));
  }, 120_000);

  it("a wrong code takes as long for a known number as for an unknown one", async () => {
    // A fresh pair per sample, so the attempt caps never come into play.
    const known: string[] = [];
    const unknown: string[] = [];
    for (let i = 0; i < SAMPLES + 3; i++) {
      const mobile = await register();
      known.push(mobile);
      const stranger = freshMobile();
      expect((await api.call("POST", SEND, { json: { mobile: stranger, phoneCode: "91" }, ip: freshIp() })).status).toBe(200);
      unknown.push(stranger);
    }
    const wrong = async (mobile: string) => {
      const code = await latestOutboxCode(api.url, mobile).catch(() => "0000");
      return String((Number(code) + 1) % 10_000).padStart(4, "0");
    };
    const guesses = await Promise.all(known.map(wrong));
    const verify = (list: string[], codes?: string[]) => (i: number) => {
      const index = i < 0 ? SAMPLES - 1 - i : i;
      return api.call("POST", VERIFY, { json: { mobile: list[index]!, phoneCode: "91", otp: codes?.[index] ?? guesses[index]! }, ip: freshIp() });
    };
    const { first, second } = await interleaved(verify(known), verify(unknown, guesses));
    for (let i = 0; i < SAMPLES; i++) {
      expect(first[i]!.answer.status).toBe(400);
      expect(second[i]!.answer).toEqual(first[i]!.answer);
    }
    expectSameTiming("verify", first.map((s) => s.ms), second.map((s) => s.ms));
  }, 180_000);

  it("a wrong password takes as long as an e-mail no account has", async () => {
    const email = `timing.${freshMobile()}@example.test`;
    expect((await api.call("POST", "/api/auth/register", { json: { firstName: "T", lastName: "I", email, password: "right-pass-1" }, ip: freshIp() })).status).toBe(201);
    const login = (address: string) => () => api.call("POST", "/api/auth/login", { json: { email: address, password: "wrong-pass-1" }, ip: freshIp() });
    const { first, second } = await interleaved(login(email), login(`nobody.${email}`));
    for (let i = 0; i < SAMPLES; i++) expect(second[i]!.answer).toEqual(first[i]!.answer);
    expectSameTiming("login", first.map((s) => s.ms), second.map((s) => s.ms));
  }, 120_000);
});

describe("registration floods", () => {
  it("count against the per-address send limit, so 'this number is taken' cannot be asked freely", async () => {
    const ip = freshIp();
    const taken = await register(freshIp());
    // OTP_SEND_LIMIT_PER_IP is 5 here: registrations (new or taken numbers) and sends share it.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await api.call("POST", "/api/auth/register-mobile", { json: { mobile: taken, phoneCode: "91", firstName: "D", lastName: "Up" }, ip });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([409, 409, 409, 409, 409]);
    const fresh = freshMobile();
    const refused = await api.call("POST", "/api/auth/register-mobile", { json: { mobile: fresh, phoneCode: "91", firstName: "N", lastName: "Ew" }, ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The taken-number question is refused the same way now, and nothing was created.
    const probe = await api.call("POST", "/api/auth/register-mobile", { json: { mobile: taken, phoneCode: "91", firstName: "D", lastName: "Up" }, ip });
    expect(probe.status).toBe(429);
    expect(await api.db.select().from(users).where(eq(users.mobile, fresh))).toEqual([]);
    // Sending codes from that address is refused too: one budget for both.
    expect((await api.call("POST", SEND, { json: { mobile: freshMobile(), phoneCode: "91" }, ip })).status).toBe(429);
  });
});
