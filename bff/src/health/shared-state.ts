/**
 * What the main thread tells the health thread, in a SharedArrayBuffer both see: a heartbeat the
 * main loop writes from a timer, and the readiness verdict it computes. Written with Atomics, so
 * the health thread reads each slot whole whatever the main thread is doing.
 */

const HEARTBEAT = 0;
const READY = 1;
/** Bit i set: the i-th reported part (readiness reports, e.g. Redis) is up. */
const REPORTS = 2;
const SLOTS = 3;

/**
 * Milliseconds on the process's monotonic clock (the same for every thread, unlike
 * `performance.now()`, whose origin is each thread's start; and unmoved by a wall-clock step).
 */
export function monotonicMs(): number {
  return Number(process.hrtime.bigint() / 1_000_000n);
}

export class HealthState {
  readonly buffer: SharedArrayBuffer;
  private readonly slots: Int32Array;

  constructor(buffer: SharedArrayBuffer = new SharedArrayBuffer(SLOTS * 4)) {
    this.buffer = buffer;
    this.slots = new Int32Array(buffer, 0, SLOTS);
  }

  /**
   * The clock kept in 32 bits wraps every 24.8 days; the age is taken modulo 2^32 as well
   * (`| 0`), which is exact for any age under 2^31 ms.
   */
  beat(now: number = monotonicMs()): void {
    Atomics.store(this.slots, HEARTBEAT, now | 0);
  }

  heartbeatAgeMs(now: number = monotonicMs()): number {
    return (now - Atomics.load(this.slots, HEARTBEAT)) | 0;
  }

  /** `reportsUp`: whether each reported part is up, in the order the health thread names them. */
  publish(ready: boolean, reportsUp: readonly boolean[]): void {
    const mask = reportsUp.reduce((bits, up, i) => (up ? bits | (1 << i) : bits), 0);
    Atomics.store(this.slots, REPORTS, mask);
    Atomics.store(this.slots, READY, Number(ready));
  }

  ready(): boolean {
    return Atomics.load(this.slots, READY) === 1;
  }

  reportUp(index: number): boolean {
    return (Atomics.load(this.slots, REPORTS) & (1 << index)) !== 0;
  }
}
