import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoutePlaces, type Leave } from './route-places';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function places(limit: number, stuckAfterMs: number): RoutePlaces {
  return new RoutePlaces(limit, stuckAfterMs, () => Date.now());
}

function placeNow(p: RoutePlaces): Leave {
  const entered = p.enter();
  if (typeof entered !== 'function') throw new Error('expected a place at once');
  return entered;
}

/** What a waiting call got: a place, refused, or still waiting. */
function watch(entered: ReturnType<RoutePlaces['enter']>): () => 'placed' | 'refused' | 'waiting' {
  let got: 'placed' | 'refused' | 'waiting' = 'waiting';
  if (!(entered instanceof Promise)) throw new Error('expected to wait');
  void entered.then((leave) => {
    got = leave === undefined ? 'refused' : 'placed';
  });
  return () => got;
}

describe('places on one upstream route', () => {
  it('lets a call past the bound of a busy but healthy route wait for the next place, in order', async () => {
    const p = places(2, 200);
    const first = placeNow(p);
    placeNow(p);
    await vi.advanceTimersByTimeAsync(5);
    const third = watch(p.enter());
    const fourth = watch(p.enter());
    expect(p.queued).toBe(2);

    first();
    await vi.advanceTimersByTimeAsync(0);
    expect(third()).toBe('placed');
    expect(fourth()).toBe('waiting');
    expect(p.count).toBe(2);
  });

  it('refuses the waiting calls once the oldest call under way is older than the stuck bound, and later ones at once', async () => {
    const p = places(2, 200);
    placeNow(p);
    await vi.advanceTimersByTimeAsync(50);
    placeNow(p);
    const waiting = watch(p.enter());
    await vi.advanceTimersByTimeAsync(149);
    expect(waiting()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(waiting()).toBe('refused');
    expect(p.queued).toBe(0);
    // Stuck: refused without waiting, and the route holds no more than its bound.
    expect(p.enter()).toBeUndefined();
    expect(p.count).toBe(2);
  });

  it('gives the route more time when the oldest call ends and a younger one is now the oldest', async () => {
    const p = places(2, 200);
    const oldest = placeNow(p);
    await vi.advanceTimersByTimeAsync(100);
    placeNow(p);
    const a = watch(p.enter());
    const b = watch(p.enter());
    await vi.advanceTimersByTimeAsync(50);
    oldest();
    await vi.advanceTimersByTimeAsync(0);
    expect(a()).toBe('placed');
    // The oldest under way began at 100 ms: stuck at 300 ms, not at 200.
    await vi.advanceTimersByTimeAsync(100);
    expect(b()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(50);
    expect(b()).toBe('refused');
  });

  it('counts a place given back twice once', () => {
    const p = places(1, 200);
    const leave = placeNow(p);
    leave();
    leave();
    expect(p.count).toBe(0);
    placeNow(p);
    expect(p.count).toBe(1);
  });

  it('never waits with a stuck bound of 0, and never bounds with a limit of 0', () => {
    const refusing = places(1, 0);
    placeNow(refusing);
    expect(refusing.enter()).toBeUndefined();

    const open = places(0, 200);
    for (let i = 0; i < 100; i += 1) placeNow(open);
    expect(open.count).toBe(100);
  });
});
