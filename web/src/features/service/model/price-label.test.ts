import { describe, expect, it } from 'vitest';
import { formatYuan, isFree } from './price-label';

describe('formatYuan', () => {
  it.each([
    ['199', '199'],
    ['2388', '2,388'],
    ['12576', '12,576'],
    ['1500.5', '1,500.50'],
    ['4087.50', '4,087.50'],
    ['1234567', '1,234,567'],
  ])('%s → %s', (price, shown) => expect(formatYuan(price)).toBe(shown));

  it('treats zero as free', () => {
    expect(isFree('0')).toBe(true);
    expect(isFree('0.00')).toBe(true);
    expect(isFree('0.01')).toBe(false);
  });
});
