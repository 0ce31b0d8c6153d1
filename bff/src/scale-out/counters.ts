import type { Redis } from 'ioredis';
import type { Log } from './redis';

/**
 * Fixed-window counters for limits that must hold across every connection of an account, on
 * every instance: in this process without Redis, in Redis with it (each key expires with its
 * window, so Redis keeps nothing for idle keys).
 */
export interface Counters {
  /** Counts one event under `key`; false once more than `limit` fall in the current window. */
  take(key: string, limit: number, windowMs: number): Promise<boolean>;
}

/** Keys whose windows have ended are dropped once the map holds this many. */
const SWEEP_AT = 10_000;

export class MemoryCounters implements Counters {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  take(key: string, limit: number, windowMs: number): Promise<boolean> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= windowMs) {
      if (this.windows.size >= SWEEP_AT) this.sweep(now, windowMs);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return Promise.resolve(window.count <= limit);
  }

  private sweep(now: number, windowMs: number): void {
    for (const [key, window] of this.windows)
      if (now - window.start >= windowMs) this.windows.delete(key);
  }
}

export class RedisCounters implements Counters {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'ysy:count:',
  ) {}

  async take(key: string, limit: number, windowMs: number): Promise<boolean> {
    const full = this.prefix + key;
    // The first event of a window creates the key with the window's lifetime; INCR keeps it.
    // MULTI makes the pair atomic, so two instances cannot both start a window.
    const results = await this.redis.multi().set(full, '0', 'PX', windowMs, 'NX').incr(full).exec();
    const counted = results?.[1];
    if (!counted || counted[0] !== null) throw counted?.[0] ?? new Error('redis: MULTI aborted');
    return Number(counted[1]) <= limit;
  }
}

/**
 * Redis counts while it answers; while it is down (or when a count fails) this instance counts on
 * its own, so a limit still holds per instance and chat keeps working through a Redis outage.
 */
export class RedisOrLocalCounters implements Counters {
  private readonly local = new MemoryCounters();
  private readonly shared: RedisCounters;

  constructor(
    private readonly redis: Redis,
    private readonly log: Log,
  ) {
    this.shared = new RedisCounters(redis);
  }

  async take(key: string, limit: number, windowMs: number): Promise<boolean> {
    if (this.redis.status !== 'ready') return this.local.take(key, limit, windowMs);
    try {
      return await this.shared.take(key, limit, windowMs);
    } catch (error) {
      this.log.warn({ err: error }, 'shared counter failed; counting in this instance');
      return this.local.take(key, limit, windowMs);
    }
  }
}
