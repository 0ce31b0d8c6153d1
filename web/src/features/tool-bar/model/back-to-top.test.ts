import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { animateScrollToTop, nextScrollTop } from './back-to-top';

describe('nextScrollTop', () => {
  it('moves a fifth of the way up and always makes progress', () => {
    expect(nextScrollTop(1000)).toBe(800);
    expect(nextScrollTop(3)).toBe(2);
    expect(nextScrollTop(1)).toBe(0);
    expect(nextScrollTop(0)).toBe(0);
    expect(nextScrollTop(-5)).toBe(0);
  });
});

describe('animateScrollToTop', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes a step every 40 ms until it reaches the top', () => {
    let y = 2000;
    const scrollTo = vi.fn((next: number) => {
      y = next;
    });
    animateScrollToTop({ scrollY: () => y, scrollTo });
    vi.advanceTimersByTime(39);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(y).toBe(1600);
    vi.advanceTimersByTime(40);
    expect(y).toBe(1280);
    vi.advanceTimersByTime(40 * 100);
    expect(y).toBe(0);
    const steps = scrollTo.mock.calls.length;
    vi.advanceTimersByTime(400);
    expect(scrollTo.mock.calls.length).toBe(steps);
  });

  it('can be stopped', () => {
    let y = 2000;
    const stop = animateScrollToTop({ scrollY: () => y, scrollTo: (next) => (y = next) });
    vi.advanceTimersByTime(40);
    stop();
    vi.advanceTimersByTime(400);
    expect(y).toBe(1600);
  });
});
