import { describe, expect, it, vi } from 'vitest';
import { PROFILE_STAGGER_MS, staggerLookups } from './profiles';

describe('profile look-ups', () => {
  it('starts one every 100 ms, skips duplicates, reports failures and can be cancelled', async () => {
    vi.useFakeTimers();
    try {
      const started: [string, number][] = [];
      const lookup = vi.fn(async (account: string) => {
        started.push([account, Date.now()]);
        if (account === 'bad') throw new Error('boom');
      });
      const onError = vi.fn();
      const t0 = Date.now();
      const cancel = staggerLookups(['a', 'bad', 'a', 'c', 'd'], lookup, onError);
      await vi.advanceTimersByTimeAsync(PROFILE_STAGGER_MS * 2);
      cancel();
      await vi.advanceTimersByTimeAsync(1000);
      expect(started.map(([account, at]) => [account, at - t0])).toEqual([
        ['a', 0],
        ['bad', 100],
        ['c', 200],
      ]);
      expect(onError).toHaveBeenCalledWith('bad', expect.any(Error));
    } finally {
      vi.useRealTimers();
    }
  });
});
