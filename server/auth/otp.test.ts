import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otpChallenges, rateLimitCounters } from '../db/schema/all-tables.ts';
import { abandonOtpSend, pruneOtpState, startOtpSend, verifyOtpCode, type OtpSettings, type OtpTarget } from './otp.ts';
import { windowStartFor } from './rate-limits.ts';
import { useAuthTestDb } from '../testing/sign-in-database.ts';

const settings: OtpSettings = { otpTtlSeconds: 300, otpMaxAttempts: 5, otpResendSeconds: 30 };
let counter = 0;
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
const at = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);

// The locking and atomic counters matter most with a real connection pool, so run both drivers.
describe.each(['pglite', 'postgres'] as const)('on %s', (kind) => {
  const t = useAuthTestDb(kind);

  // Each test uses its own number so state never leaks between them.
  function target(): OtpTarget {
    counter += 1;
    return { eventId: t.eventId, phoneCode: '91', mobile: `90000${String(counter).padStart(5, '0')}` };
  }

  async function send(to: OtpTarget, now: Date, known = true) {
    const result = await startOtpSend(t.db, to, { known, purpose: 'login', settings, limits: [], now });
    if (result.kind !== 'ready') throw new Error(`expected ready, got ${result.kind}`);
    return result;
  }

  const verify = (to: OtpTarget, code: string, now: Date) => verifyOtpCode(t.db, to, code, settings, now);

  /** A code sent now to a number no other test uses. */
  async function sendToNewNumber() {
    const to = target();
    const now = new Date();
    return { to, now, sent: await send(to, now) };
  }

  describe('OTP challenges', () => {
    it('store only a salted hash, never the code', async () => {
      const to = target();
      const sent = await send(to, new Date());
      const [row] = await t.db.select().from(otpChallenges).where(eq(otpChallenges.id, sent.challengeId!));
      expect(row!.codeHash).not.toContain(sent.code);
      expect(row!.codeHash.split('$')).toHaveLength(2);
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(300_000);
    });

    it('accept the right code once, then refuse it', async () => {
      const { to, now, sent } = await sendToNewNumber();
      expect(await verify(to, sent.code, at(now, 5))).toMatchObject({ ok: true, purpose: 'login' });
      expect(await verify(to, sent.code, at(now, 6))).toEqual({ ok: false, reason: 'invalid' });
    });

    it('expire after the configured lifetime', async () => {
      const { to, now, sent } = await sendToNewNumber();
      expect(await verify(to, sent.code, at(now, 300))).toEqual({ ok: false, reason: 'invalid' });
      // The expired code was not consumed by that failure, yet it still cannot be used.
      expect(await verify(to, sent.code, at(now, 301))).toEqual({ ok: false, reason: 'invalid' });
    });

    it('die after the maximum wrong tries, even for the right code', async () => {
      const { to, now, sent } = await sendToNewNumber();
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push((await verify(to, wrong(sent.code), now)).ok === false);
      expect(answers).toEqual([true, true, true, true, true]);
      expect(await verify(to, sent.code, now)).toEqual({ ok: false, reason: 'exhausted' });
      const [row] = await t.db.select().from(otpChallenges).where(eq(otpChallenges.id, sent.challengeId!));
      expect(row!.attempts).toBe(5);
      expect(row!.consumedAt).toBeNull();
    });

    it('say "invalid" for the first wrong tries and "exhausted" from the last one on', async () => {
      const { to, now, sent } = await sendToNewNumber();
      const reasons = [];
      for (let i = 0; i < 6; i++) {
        const result = await verify(to, wrong(sent.code), now);
        reasons.push(result.ok ? 'ok' : result.reason);
      }
      expect(reasons).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'exhausted', 'exhausted']);
    });

    it('enforce the resend cooldown with the seconds left', async () => {
      const to = target();
      const now = new Date();
      await send(to, now);
      const early = await startOtpSend(t.db, to, { known: true, purpose: 'login', settings, limits: [], now: at(now, 3.2) });
      expect(early).toEqual({ kind: 'cooldown', retryAfterSeconds: 27 });
      const later = await startOtpSend(t.db, to, { known: true, purpose: 'login', settings, limits: [], now: at(now, 30) });
      expect(later.kind).toBe('ready');
    });

    it('invalidate the previous code when a new one is sent', async () => {
      const to = target();
      const now = new Date();
      const first = await send(to, now);
      const second = await send(to, at(now, 31));
      if (first.code !== second.code) {
        expect(await verify(to, first.code, at(now, 32))).toEqual({ ok: false, reason: 'invalid' });
      }
      const [old] = await t.db.select().from(otpChallenges).where(eq(otpChallenges.id, first.challengeId!));
      expect(old!.consumedAt).not.toBeNull();
      expect((await verify(to, second.code, at(now, 33))).ok).toBe(true);
    });

    it('count wrong tries atomically under concurrency', async () => {
      const { to, now, sent } = await sendToNewNumber();
      await Promise.all(Array.from({ length: 8 }, () => verify(to, wrong(sent.code), now)));
      const [row] = await t.db.select().from(otpChallenges).where(eq(otpChallenges.id, sent.challengeId!));
      // Five counted to the cap; the rest found the challenge already dead.
      expect(row!.attempts).toBe(5);
    });

    it('let only one of two concurrent right answers through', async () => {
      const { to, now, sent } = await sendToNewNumber();
      const results = await Promise.all([1, 2, 3].map(() => verify(to, sent.code, now)));
      expect(results.filter((r) => r.ok)).toHaveLength(1);
    });

    it('let only one of several concurrent sends through the cooldown', async () => {
      const to = target();
      const now = new Date();
      const results = await Promise.all(
        [1, 2, 3, 4].map(() => startOtpSend(t.db, to, { known: true, purpose: 'login', settings, limits: [], now })),
      );
      expect(results.filter((r) => r.kind === 'ready')).toHaveLength(1);
      const live = await t.db
        .select()
        .from(otpChallenges)
        .where(and(eq(otpChallenges.mobile, to.mobile), eq(otpChallenges.eventId, to.eventId)));
      expect(live).toHaveLength(1);
    });

    it('leave no usable code and no cooldown after an abandoned send', async () => {
      const { to, now, sent } = await sendToNewNumber();
      await abandonOtpSend(t.db, to, sent);
      expect(await verify(to, sent.code, at(now, 1))).toEqual({ ok: false, reason: 'invalid' });
      const retry = await startOtpSend(t.db, to, { known: true, purpose: 'login', settings, limits: [], now: at(now, 1) });
      expect(retry.kind).toBe('ready');
    });

    it('apply per-number limits only after the cooldown has passed', async () => {
      const to = target();
      // At the start of a fixed 900 s window, so all four tries (over 62 s) count in the same one.
      const now = windowStartFor(new Date(), 900);
      const limits = [{ key: `test-send:${to.mobile}`, limit: 2, windowSeconds: 900 }];
      const kinds = [];
      for (const offset of [0, 1, 31, 62]) {
        const result = await startOtpSend(t.db, to, { known: true, purpose: 'login', settings, limits, now: at(now, offset) });
        kinds.push(result.kind);
      }
      expect(kinds).toEqual(['ready', 'cooldown', 'ready', 'limited']);
    });
  });

  describe('numbers without an account', () => {
    it('store no challenge but get the same cooldown', async () => {
      const to = target();
      const now = new Date();
      const sent = await send(to, now, false);
      expect(sent.challengeId).toBeUndefined();
      const rows = await t.db.select().from(otpChallenges).where(eq(otpChallenges.mobile, to.mobile));
      expect(rows).toHaveLength(0);
      const early = await startOtpSend(t.db, to, { known: false, purpose: 'login', settings, limits: [], now: at(now, 10) });
      expect(early).toEqual({ kind: 'cooldown', retryAfterSeconds: 20 });
    });

    it('answer verify exactly like a known number: invalid, then exhausted, then invalid once expired', async () => {
      const known = target();
      const unknown = target();
      const now = new Date();
      const knownSent = await send(known, now, true);
      await send(unknown, now, false);
      const run = async (to: OtpTarget, code: string, seconds: number) => {
        const result = await verify(to, code, at(now, seconds));
        return result.ok ? 'ok' : result.reason;
      };
      const knownReasons = [];
      const unknownReasons = [];
      for (let i = 0; i < 6; i++) {
        knownReasons.push(await run(known, wrong(knownSent.code), 1));
        unknownReasons.push(await run(unknown, '0000', 1));
      }
      knownReasons.push(await run(known, '0000', 301));
      unknownReasons.push(await run(unknown, '0000', 301));
      expect(unknownReasons).toEqual(knownReasons);
      expect(knownReasons).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'exhausted', 'exhausted', 'invalid']);
    });

    it('reset the attempt count with a new send, like a new challenge does', async () => {
      const to = target();
      const now = new Date();
      await send(to, now, false);
      for (let i = 0; i < 5; i++) await verify(to, '1111', at(now, 1));
      await send(to, at(now, 31), false);
      expect(await verify(to, '1111', at(now, 32))).toEqual({ ok: false, reason: 'invalid' });
    });
  });

  describe('pruning', () => {
    it('drops state that can no longer matter and keeps live state', async () => {
      const old = target();
      const live = target();
      const now = new Date();
      const longAgo = at(now, -3600);
      await send(old, longAgo);
      await send(live, now);
      await pruneOtpState(t.db, { ...settings, rateWindowSeconds: 900 }, now);
      const challenges = await t.db.select().from(otpChallenges).where(eq(otpChallenges.eventId, t.eventId));
      expect(challenges.some((row) => row.mobile === old.mobile)).toBe(false);
      expect(challenges.some((row) => row.mobile === live.mobile)).toBe(true);
      const keys = (await t.db.select().from(rateLimitCounters)).map((row) => row.key);
      expect(keys.some((key) => key.includes(old.mobile))).toBe(false);
      expect(keys.some((key) => key.includes(live.mobile))).toBe(true);
    });
  });
});
