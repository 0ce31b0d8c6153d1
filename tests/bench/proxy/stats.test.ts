import { describe, expect, it } from 'vitest';
import { percentile, summarize } from './stats';

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile(values, 0)).toBe(1);
  });

  it('is NaN without samples', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('summarize', () => {
  it('sorts numerically, not as text', () => {
    const summary = summarize([10, 9, 100, 2, 1]);
    expect(summary).toEqual({ count: 5, p50: 9, p95: 100, p99: 100, max: 100 });
  });
});
