/**
 * Keys held for a while: a rate-limit slot held until the outcome is known, a login state spent
 * once. Reserving is one synchronous check-and-set, so two concurrent requests cannot both hold
 * a key. In this process only: `scale-out/slots.ts` puts them in Redis for several instances.
 */
export class HeldSlots {
  private readonly until = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Holds the slot for `windowMs`; undefined when free, else the seconds until it frees. */
  reserve(key: string, windowMs: number): number | undefined {
    const now = this.now();
    const busyUntil = this.until.get(key);
    if (busyUntil !== undefined && busyUntil > now) return Math.ceil((busyUntil - now) / 1000);
    if (this.until.size > 10_000) this.sweep(now);
    this.until.set(key, now + windowMs);
    return undefined;
  }

  release(key: string): void {
    this.until.delete(key);
  }

  held(key: string): boolean {
    const busyUntil = this.until.get(key);
    return busyUntil !== undefined && busyUntil > this.now();
  }

  private sweep(now: number): void {
    for (const [key, busyUntil] of this.until) if (busyUntil <= now) this.until.delete(key);
  }
}
