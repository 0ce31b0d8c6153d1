import { describe, expect, it } from 'vitest';
import { dateText, dateTimeText, maskedPhone } from './format';

describe('my account formats', () => {
  it('writes a time as date and minutes in the browser’s zone', () => {
    const d = new Date(2025, 6, 1, 9, 5);
    expect(dateTimeText(d.toISOString())).toBe('2025-07-01 09:05');
    expect(dateText(d)).toBe('2025-07-01');
  });

  it('masks the middle four digits of a mobile number, and leaves other numbers', () => {
    expect(maskedPhone('13812345678')).toBe('138****5678');
    expect(maskedPhone('075588886666')).toBe('075588886666');
  });
});
