import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSmsCountdown } from './sms-countdown';

describe('createSmsCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows 60 at once, ticks once a second, and reverts after 60 ticks', () => {
    const seen: (number | null)[] = [];
    const countdown = createSmsCountdown((n) => seen.push(n));
    countdown.start();
    expect(seen).toEqual([60]);
    vi.advanceTimersByTime(1000);
    expect(seen.at(-1)).toBe(59);
    vi.advanceTimersByTime(58_000);
    expect(seen.at(-1)).toBe(1);
    expect(countdown.running).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(seen.at(-1)).toBeNull();
    expect(countdown.running).toBe(false);
    expect(seen).toHaveLength(61);
    expect(seen.slice(0, 61)).toEqual([...Array.from({ length: 60 }, (_, i) => 60 - i), null]);
    vi.advanceTimersByTime(10_000);
    expect(seen).toHaveLength(61);
  });

  it('stops without reverting', () => {
    const seen: (number | null)[] = [];
    const countdown = createSmsCountdown((n) => seen.push(n));
    countdown.start();
    vi.advanceTimersByTime(3000);
    countdown.stop();
    vi.advanceTimersByTime(60_000);
    expect(seen).toEqual([60, 59, 58, 57]);
  });
});
