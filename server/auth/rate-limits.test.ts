import { describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../db/schema/all-tables.ts';
import { hitRateLimit, hitRateLimits, windowStartFor } from './rate-limits.ts';
import { useAuthTestDb } from '../testing/sign-in-database.ts';

describe.each(['pglite', 'postgres'] as const)('rate limits on %s', (kind) => {
  const t = useAuthTestDb(kind);

  it('allow up to the limit in a window, then refuse with the seconds left', async () => {
    const rule = { key: 'test:a', limit: 3, windowSeconds: 60 };
    const start = windowStartFor(new Date(), 60);
    const now = new Date(start.getTime() + 15_500);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(t.db, rule, now));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4]);
    expect(results[3]!.retryAfterSeconds).toBe(45);
  });

  it('start afresh in the next window', async () => {
    const rule = { key: 'test:b', limit: 1, windowSeconds: 60 };
    const start = windowStartFor(new Date(), 60);
    expect((await hitRateLimit(t.db, rule, start)).allowed).toBe(true);
    expect((await hitRateLimit(t.db, rule, new Date(start.getTime() + 59_000))).allowed).toBe(false);
    expect((await hitRateLimit(t.db, rule, new Date(start.getTime() + 60_000))).allowed).toBe(true);
  });

  it('count every concurrent hit exactly once', async () => {
    const rule = { key: 'test:c', limit: 1000, windowSeconds: 900 };
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 25 }, () => hitRateLimit(t.db, rule, now)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('report the refusing rule when several apply, counting all of them', async () => {
    const now = new Date();
    const ip = { key: 'test:ip', limit: 10, windowSeconds: 900 };
    const number = { key: 'test:number', limit: 1, windowSeconds: 900 };
    expect(await hitRateLimits(t.db, [ip, number], now)).toBeUndefined();
    const refusal = await hitRateLimits(t.db, [ip, number], now);
    expect(refusal?.rule.key).toBe('test:number');
    const rows = await t.db.select().from(rateLimitCounters);
    expect(rows.find((r) => r.key === 'test:ip')?.count).toBe(2);
  });
});
