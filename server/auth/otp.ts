// OTP challenge lifecycle in the database (OWASP ASVS 5.0 6.5/6.6): codes stored hashed with a
// per-challenge salt, single use, short-lived, dead after a few wrong tries, one live challenge per
// number, and a resend cooldown. Numbers with no account get the same cooldown and attempt cap
// (tracked in counters instead of a challenge) so answers never reveal whether a number is known.
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { otpChallenges, rateLimitCounters } from '../db/schema/all-tables.ts';
import type { Database, Transaction } from '../db/connect.ts';
import type { AuthConfig } from '../auth-config.ts';
import type { Executor } from '../db/prepared.ts';
import { generateOtpCode, hashOtpCode, newOtpSalt, otpCodeMatches } from './otp-code.ts';
import type { PhoneNumber } from './phone.ts';
import { hitRateLimits, type RateLimitResult, type RateLimitRule } from './rate-limits.ts';

export type OtpSettings = Pick<AuthConfig, 'otpTtlSeconds' | 'otpMaxAttempts' | 'otpResendSeconds'>;
export type OtpPurpose = 'login' | 'register' | 'password' | 'number' | 'organiser';

export interface OtpTarget extends PhoneNumber {
  eventId: string;
}

const numberKey = (t: OtpTarget) => `${t.eventId}:${t.phoneCode}:${t.mobile}`;
const lastSendKey = (t: OtpTarget) => `otp-last-send:${numberKey(t)}`;
const ghostFailKey = (t: OtpTarget) => `otp-ghost-fail:${numberKey(t)}`;

// Serialises every send and verify for one number across processes (PostgreSQL advisory lock held
// until the transaction ends), so two concurrent sends cannot both pass the cooldown.
async function lockNumber(tx: Transaction, target: OtpTarget): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${numberKey(target)}`}, 0))`);
}

async function lastSendAt(tx: Executor, target: OtpTarget): Promise<Date | undefined> {
  const [row] = await tx
    .select({ at: rateLimitCounters.windowStart })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, lastSendKey(target)))
    .orderBy(desc(rateLimitCounters.windowStart))
    .limit(1);
  return row?.at;
}

function storedHash(code: string): string {
  const salt = newOtpSalt();
  return `${salt}$${hashOtpCode(code, salt)}`;
}

function storedMatches(code: string, stored: string): boolean {
  const [salt, hash] = stored.split('$');
  return salt !== undefined && hash !== undefined && otpCodeMatches(code, salt, hash);
}

export type StartSendResult =
  | { kind: 'cooldown'; retryAfterSeconds: number }
  | { kind: 'limited'; limit: RateLimitResult & { rule: RateLimitRule } }
  | { kind: 'ready'; code: string; challengeId: string | undefined; sentAt: Date };

export interface StartSendOptions {
  /** Whether the number has an account; without one no challenge is stored. */
  known: boolean;
  purpose: OtpPurpose;
  settings: OtpSettings;
  /** Per-number limits, counted only once the cooldown has passed. */
  limits: RateLimitRule[];
  now?: Date;
}

/**
 * Reserves a send for a number: enforces the resend cooldown and the per-number limits, replaces
 * any live challenge with a new one, and returns the code to deliver. Call `abandonSend` if
 * delivery fails so no usable challenge is left behind.
 */
export async function startOtpSend(db: Database, target: OtpTarget, options: StartSendOptions): Promise<StartSendResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockNumber(tx, target);
    const last = await lastSendAt(tx, target);
    if (last) {
      const waitMs = last.getTime() + options.settings.otpResendSeconds * 1000 - now.getTime();
      if (waitMs > 0) return { kind: 'cooldown', retryAfterSeconds: Math.ceil(waitMs / 1000) };
    }
    const refusal = await hitRateLimits(tx, options.limits, now);
    if (refusal) return { kind: 'limited', limit: refusal };

    // The same hashing work for known and unknown numbers keeps the answer time alike.
    const code = generateOtpCode();
    const codeHash = storedHash(code);
    // A new send kills the previous code.
    await tx
      .update(otpChallenges)
      .set({ consumedAt: now })
      .where(
        and(
          eq(otpChallenges.eventId, target.eventId),
          eq(otpChallenges.phoneCode, target.phoneCode),
          eq(otpChallenges.mobile, target.mobile),
          isNull(otpChallenges.consumedAt),
        ),
      );
    let challengeId: string | undefined;
    if (options.known) {
      const [row] = await tx
        .insert(otpChallenges)
        .values({
          eventId: target.eventId,
          phoneCode: target.phoneCode,
          mobile: target.mobile,
          codeHash,
          purpose: options.purpose,
          createdAt: now,
          expiresAt: new Date(now.getTime() + options.settings.otpTtlSeconds * 1000),
        })
        .returning({ id: otpChallenges.id });
      challengeId = row!.id;
    }
    // The send marker drives the cooldown for every number, known or not; only the newest matters.
    await tx.delete(rateLimitCounters).where(eq(rateLimitCounters.key, lastSendKey(target)));
    await tx.delete(rateLimitCounters).where(eq(rateLimitCounters.key, ghostFailKey(target)));
    await tx.insert(rateLimitCounters).values({ key: lastSendKey(target), windowStart: now, count: 1 });
    return { kind: 'ready', code, challengeId, sentAt: now };
  });
}

/** Undoes a reserved send whose SMS could not be delivered: the code dies and the cooldown lifts. */
export async function abandonOtpSend(db: Database, target: OtpTarget, reserved: { challengeId: string | undefined; sentAt: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    await lockNumber(tx, target);
    if (reserved.challengeId) {
      await tx.update(otpChallenges).set({ consumedAt: new Date() }).where(eq(otpChallenges.id, reserved.challengeId));
    }
    await tx
      .delete(rateLimitCounters)
      .where(and(eq(rateLimitCounters.key, lastSendKey(target)), eq(rateLimitCounters.windowStart, reserved.sentAt)));
  });
}

export type VerifyResult =
  | { ok: true; challengeId: string; purpose: OtpPurpose }
  | { ok: false; reason: 'invalid' | 'exhausted' };

/** Checks a submitted code against the number's newest challenge, consuming it on success. */
export async function verifyOtpCode(
  db: Database,
  target: OtpTarget,
  submitted: string,
  settings: OtpSettings,
  now = new Date(),
  /** When given, a code sent for another purpose (a sign-in code offered to reset a password) is not accepted. */
  purposes?: readonly OtpPurpose[],
): Promise<VerifyResult> {
  return db.transaction(async (tx): Promise<VerifyResult> => {
    await lockNumber(tx, target);
    const [challenge] = await tx
      .select()
      .from(otpChallenges)
      .where(
        and(
          eq(otpChallenges.eventId, target.eventId),
          eq(otpChallenges.phoneCode, target.phoneCode),
          eq(otpChallenges.mobile, target.mobile),
        ),
      )
      .orderBy(desc(otpChallenges.createdAt))
      .limit(1);

    if (!challenge) return verifyWithoutChallenge(tx, target, submitted, settings, now);
    if (challenge.consumedAt || challenge.expiresAt.getTime() <= now.getTime()) {
      storedMatches(submitted, challenge.codeHash);
      return { ok: false, reason: 'invalid' };
    }
    if (challenge.attempts >= settings.otpMaxAttempts) return { ok: false, reason: 'exhausted' };

    // A code of another purpose is a wrong code here: it counts as a failed try and stays unused.
    const purposeFits = purposes === undefined || purposes.includes(challenge.purpose);
    if (storedMatches(submitted, challenge.codeHash) && purposeFits) {
      // The condition on consumed_at makes the code single-use even against a concurrent verify.
      const [used] = await tx
        .update(otpChallenges)
        .set({ consumedAt: now })
        .where(and(eq(otpChallenges.id, challenge.id), isNull(otpChallenges.consumedAt)))
        .returning({ id: otpChallenges.id });
      return used ? { ok: true, challengeId: used.id, purpose: challenge.purpose } : { ok: false, reason: 'invalid' };
    }
    const [counted] = await tx
      .update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(eq(otpChallenges.id, challenge.id))
      .returning({ attempts: otpChallenges.attempts });
    return { ok: false, reason: (counted?.attempts ?? 0) >= settings.otpMaxAttempts ? 'exhausted' : 'invalid' };
  });
}

// No challenge: an unknown number (or a known one never sent a code). Mirror the challenge rules
// using the send marker and a failure counter so the answers match a known number's exactly.
async function verifyWithoutChallenge(
  tx: Transaction,
  target: OtpTarget,
  submitted: string,
  settings: OtpSettings,
  now: Date,
): Promise<VerifyResult> {
  storedMatches(submitted, storedHash(generateOtpCode()));
  const last = await lastSendAt(tx, target);
  if (!last || last.getTime() + settings.otpTtlSeconds * 1000 <= now.getTime()) return { ok: false, reason: 'invalid' };
  const [row] = await tx
    .insert(rateLimitCounters)
    .values({ key: ghostFailKey(target), windowStart: last, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  return { ok: false, reason: (row?.count ?? 1) >= settings.otpMaxAttempts ? 'exhausted' : 'invalid' };
}

/**
 * Deletes sign-in state that can no longer affect an answer: expired challenges, send markers and
 * counters whose windows have closed, and sessions past their expiry.
 */
export async function pruneOtpState(db: Executor, settings: OtpSettings & Pick<AuthConfig, 'rateWindowSeconds'>, now = new Date()): Promise<void> {
  const keepSeconds = Math.max(settings.otpTtlSeconds, settings.otpResendSeconds, settings.rateWindowSeconds);
  const cutoff = new Date(now.getTime() - keepSeconds * 1000);
  await db.delete(otpChallenges).where(lt(otpChallenges.expiresAt, cutoff));
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, cutoff));
}
