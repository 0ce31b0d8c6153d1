import { describe, expect, it } from 'vitest';
import { isDateNotInPast } from './is-date-not-in-past';

describe('isDateNotInPast', () => {
  const now = new Date(2024, 4, 15, 18, 30);

  it('accepts today and later', () => {
    expect(isDateNotInPast(new Date(2024, 4, 15, 0, 1), now)).toBe(true);
    expect(isDateNotInPast('2024-05-15', now)).toBe(true);
    expect(isDateNotInPast('2024-05-16', now)).toBe(true);
    expect(isDateNotInPast(new Date(2030, 0, 1).getTime(), now)).toBe(true);
  });

  it('rejects earlier days and invalid dates', () => {
    expect(isDateNotInPast('2024-05-14', now)).toBe(false);
    expect(isDateNotInPast(new Date(2023, 11, 31), now)).toBe(false);
    expect(isDateNotInPast('not a date', now)).toBe(false);
  });
});
