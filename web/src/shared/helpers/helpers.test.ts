import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDecimalStrings } from './add-decimal-strings';
import { debounce } from './debounce';
import { isDateNotInPast } from './is-date-not-in-past';
import { throttle } from './throttle';

describe('debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 500 ms by default and passes the last arguments', () => {
    const fn = vi.fn();
    const d = debounce(fn);
    d(1);
    vi.advanceTimersByTime(300);
    d(2);
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('honours a custom wait, cancel and flush', () => {
    const fn = vi.fn();
    const d = debounce(fn, 100);
    d('a');
    d.cancel();
    vi.advanceTimersByTime(200);
    expect(fn).not.toHaveBeenCalled();
    d('b');
    d.flush();
    expect(fn).toHaveBeenCalledExactlyOnceWith('b');
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once, then at most once per window with the latest arguments', () => {
    const fn = vi.fn();
    const t = throttle(fn, 50);
    t(1);
    expect(fn).toHaveBeenLastCalledWith(1);
    t(2);
    t(3);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(50);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(3);
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(2);
    t(4);
    expect(fn).toHaveBeenLastCalledWith(4);
  });

  it('cancel drops the trailing call', () => {
    const fn = vi.fn();
    const t = throttle(fn, 50);
    t(1);
    t(2);
    t.cancel();
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

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

describe('addDecimalStrings', () => {
  it.each([
    ['0.1', '0.2', '0.3'],
    ['1', '2', '3'],
    ['1.5', '1.5', '3'],
    ['0.07', '0.03', '0.1'],
    ['123456789012345678901234567890.12', '0.88', '123456789012345678901234567891'],
    ['9007199254740993', '1', '9007199254740994'],
    ['-1.25', '0.25', '-1'],
    ['-0.1', '-0.2', '-0.3'],
    ['0.1', '-0.3', '-0.2'],
    ['5', '-5', '0'],
    ['.5', '1.', '1.5'],
    [' 2.50 ', '+0.5', '3'],
    ['0.000001', '0.000002', '0.000003'],
  ])('%s + %s = %s', (a, b, sum) => {
    expect(addDecimalStrings(a, b)).toBe(sum);
  });

  it('rejects non-numbers', () => {
    expect(() => addDecimalStrings('abc', '1')).toThrow(TypeError);
    expect(() => addDecimalStrings('', '1')).toThrow(TypeError);
    expect(() => addDecimalStrings('1e5', '1')).toThrow(TypeError);
  });
});
