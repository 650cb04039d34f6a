import { describe, expect, it } from 'vitest';
import { percentile, summarize } from '../../bench/latency.ts';

describe('percentile (nearest rank)', () => {
  const hundred = Float64Array.from({ length: 100 }, (_, i) => i + 1);

  it('answers the sample at or below which p percent of the samples lie', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile(hundred, 0)).toBe(1);
  });

  it('rounds the rank up, so a small set reports its slow tail rather than hiding it', () => {
    expect(percentile([1, 2, 3], 50)).toBe(2);
    expect(percentile([1, 2, 3], 99)).toBe(3);
    expect(percentile([5], 99)).toBe(5);
  });

  it('is NaN without samples', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('summarize', () => {
  it('sorts the samples numerically and reports count, p50, p99, max and mean', () => {
    // Lexicographic order would put 100 before 20.
    expect(summarize([20, 100, 3, 7])).toEqual({ count: 4, p50Ms: 7, p99Ms: 100, maxMs: 100, meanMs: 32.5 });
  });

  it('reports NaN figures for an operation that never ran', () => {
    expect(summarize([])).toMatchObject({ count: 0, p50Ms: NaN, p99Ms: NaN, maxMs: NaN, meanMs: NaN });
  });
});
