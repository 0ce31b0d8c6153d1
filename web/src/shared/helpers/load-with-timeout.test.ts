import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadWithTimeout } from './load-with-timeout';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loadWithTimeout', () => {
  it('resolves with the module when it loads in time', async () => {
    const load = loadWithTimeout(() => Promise.resolve({ default: 'page' }));
    await expect(load()).resolves.toEqual({ default: 'page' });
  });

  it('rejects with ChunkLoadError after 120 s, not before', async () => {
    const load = loadWithTimeout(() => new Promise<never>(() => undefined));
    const settled = vi.fn();
    const outcome = load().then(
      () => 'resolved',
      (error: unknown) => {
        settled();
        return error;
      },
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('turns a failed import into ChunkLoadError and retries with a fresh load', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('page');
    const load = loadWithTimeout(importer);
    await expect(load()).rejects.toMatchObject({ name: 'ChunkLoadError' });
    await expect(load()).resolves.toBe('page');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
