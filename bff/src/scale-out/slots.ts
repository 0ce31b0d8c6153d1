import type { Redis } from 'ioredis';
import { HeldSlots } from '../http/held-slots';

/**
 * Keys held for a while (a per-phone SMS slot held until the code went out, a login state spent
 * once), seen by every instance: in this process without Redis, in Redis with it. Reserving is
 * one atomic check-and-set either way, so two requests (on one instance or two) cannot both hold
 * a key.
 */
export interface Slots {
  /** Holds `key` for `windowMs`; undefined when it was free, else the seconds until it frees. */
  reserve(key: string, windowMs: number): Promise<number | undefined>;
  release(key: string): Promise<void>;
}

export class MemorySlots implements Slots {
  private readonly held: HeldSlots;

  constructor(now?: () => number) {
    this.held = new HeldSlots(now);
  }

  reserve(key: string, windowMs: number): Promise<number | undefined> {
    return Promise.resolve(this.held.reserve(key, windowMs));
  }

  release(key: string): Promise<void> {
    this.held.release(key);
    return Promise.resolve();
  }
}

export class RedisSlots implements Slots {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'ysy:slot:',
  ) {}

  async reserve(key: string, windowMs: number): Promise<number | undefined> {
    const full = this.prefix + key;
    if ((await this.redis.set(full, '1', 'PX', windowMs, 'NX')) === 'OK') return undefined;
    const leftMs = await this.redis.pttl(full);
    // Freed between the two commands (-2): the caller may simply try again later.
    return Math.max(1, Math.ceil(leftMs / 1000));
  }

  async release(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
