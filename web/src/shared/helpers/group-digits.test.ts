import { describe, expect, it } from 'vitest';
import { groupDigits } from './group-digits';

describe('groupDigits', () => {
  it('writes whole numbers as zh-CN does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 200_000, 1_000_000, 9_007_199_254_740_991, -4321]) {
      expect(groupDigits(n)).toBe(n.toLocaleString('zh-CN'));
    }
  });

  it('leaves what is not a safe whole number to String()', () => {
    expect(groupDigits(1.5)).toBe('1.5');
    expect(groupDigits(Number.NaN)).toBe('NaN');
  });
});
