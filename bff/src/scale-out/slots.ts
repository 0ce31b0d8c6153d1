import type { Redis } from 'ioredis';
import { HeldSlots } from '../http/held-slots';
import type { Log } from './redis';

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
  /** Whether `key` is held now (a revoked credential's id, for instance). */
  held(key: string): Promise<boolean>;
}

export class MemorySlots implements Slots {
  private readonly slots: HeldSlots;

  constructor(now?: () => number) {
    this.slots = new HeldSlots(now);
  }

  reserve(key: string, windowMs: number): Promise<number | undefined> {
    return Promise.resolve(this.slots.reserve(key, windowMs));
  }

  release(key: string): Promise<void> {
    this.slots.release(key);
    return Promise.resolve();
  }

  held(key: string): Promise<boolean> {
    return Promise.resolve(this.slots.held(key));
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

  async held(key: string): Promise<boolean> {
    return (await this.redis.exists(this.prefix + key)) === 1;
  }
}

/**
 * Redis holds keys while it answers; while it is down (or when a reserve fails) this instance
 * holds them on its own, so a key is still held once per instance and chat keeps opening
 * connections through a Redis outage.
 */
export class RedisOrLocalSlots implements Slots {
  private readonly local = new MemorySlots();
  private readonly shared: RedisSlots;

  constructor(
    private readonly redis: Redis,
    private readonly log: Log,
  ) {
    this.shared = new RedisSlots(redis);
  }

  async reserve(key: string, windowMs: number): Promise<number | undefined> {
    if (this.redis.status !== 'ready') return this.local.reserve(key, windowMs);
    try {
      return await this.shared.reserve(key, windowMs);
    } catch (error) {
      this.log.warn({ err: error }, 'shared slot failed; holding it in this instance');
      return this.local.reserve(key, windowMs);
    }
  }

  async release(key: string): Promise<void> {
    await this.local.release(key);
    if (this.redis.status === 'ready') await this.shared.release(key);
  }

  /** Held here (taken during an outage) or in Redis; a failed lookup counts as held. */
  async held(key: string): Promise<boolean> {
    if (await this.local.held(key)) return true;
    if (this.redis.status !== 'ready') return false;
    try {
      return await this.shared.held(key);
    } catch (error) {
      this.log.warn({ err: error }, 'shared slot lookup failed; taking it as held');
      return true;
    }
  }
}
