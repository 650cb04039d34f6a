// Fixed-window counters in the database, so every server process sharing one PostgreSQL sees the
// same counts. One atomic upsert per hit: no read-then-write race between processes.
import { sql } from 'drizzle-orm';
import { rateLimitCounters } from '../db/schema/all-tables.ts';
import type { Executor } from '../db/prepared.ts';

export interface RateLimitRule {
  /** What is limited, e.g. `otp-send:ip:203.0.113.9`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Whole seconds until the window resets (at least 1). */
  retryAfterSeconds: number;
}

export function windowStartFor(now: Date, windowSeconds: number): Date {
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** Counts one hit against the rule and says whether it is still within the limit. */
export async function hitRateLimit(db: Executor, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const windowStart = windowStartFor(now, rule.windowSeconds);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: rule.key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  const count = row?.count ?? 1;
  const resetAt = windowStart.getTime() + rule.windowSeconds * 1000;
  return {
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)),
  };
}

/**
 * Counts a hit against every rule (all of them, so each counter sees the attempt) and returns the
 * most restrictive refusal, or undefined when all allow it.
 */
export async function hitRateLimits(
  db: Executor,
  rules: RateLimitRule[],
  now = new Date(),
): Promise<(RateLimitResult & { rule: RateLimitRule }) | undefined> {
  let refusal: (RateLimitResult & { rule: RateLimitRule }) | undefined;
  for (const rule of rules) {
    const result = await hitRateLimit(db, rule, now);
    if (!result.allowed && (!refusal || result.retryAfterSeconds > refusal.retryAfterSeconds)) {
      refusal = { ...result, rule };
    }
  }
  return refusal;
}
