// Latency figures of one operation from every sample kept (a minute of load is well under a million
// numbers, so sorting them is exact and cheap; no histogram buckets to blur the tail).

export interface LatencySummary {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  meanMs: number;
}

/**
 * Nearest-rank percentile of ascending samples: the smallest sample with at least `p` percent of
 * the samples at or below it. NaN for no samples.
 */
export function percentile(sortedAscending: ArrayLike<number>, p: number): number {
  const n = sortedAscending.length;
  if (n === 0) return NaN;
  if (p <= 0) return sortedAscending[0]!;
  const rank = Math.min(n, Math.ceil((p / 100) * n));
  return sortedAscending[rank - 1]!;
}

export function summarize(samplesMs: readonly number[]): LatencySummary {
  const sorted = Float64Array.from(samplesMs).sort();
  let total = 0;
  for (const value of sorted) total += value;
  return {
    count: sorted.length,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.length > 0 ? sorted[sorted.length - 1]! : NaN,
    meanMs: sorted.length > 0 ? total / sorted.length : NaN,
  };
}
