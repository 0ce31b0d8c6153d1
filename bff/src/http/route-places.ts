/**
 * The places one upstream route may hold, for calls under way. The bound exists so that a route
 * whose upstream hangs cannot take every place of the instance (SHED_MAX_IN_FLIGHT) and of the
 * host's connection pool; it must not cap a route that is merely busy. So a call past the bound
 * is not refused at once while the route looks healthy: it waits for the next place to come back,
 * which on a route answering in milliseconds takes milliseconds. What tells a hung route from a
 * busy one is the age of its oldest call under way: once that is older than `stuckAfterMs`, no
 * healthy call is that slow, the route counts as stuck, and a call past the bound is refused at
 * once (and so are those already waiting, at that moment). So a route never holds more than
 * `limit` calls, and a call waits at most `stuckAfterMs` for a place.
 */

/** What a caller gets for a place: give it back exactly once, when the call has ended. */
export type Leave = () => void;

/** A call waiting for a place: given one, or `undefined` once the route is stuck. */
type Waiter = (leave: Leave | undefined) => void;

export class RoutePlaces {
  /** Start times (ms) of the calls under way, in the order they began (a Map keeps it). */
  private readonly started = new Map<number, number>();
  private readonly waiting: Waiter[] = [];
  /** Set while calls wait: fires when the oldest call under way makes the route stuck. */
  private stuckTimer: NodeJS.Timeout | undefined;
  private nextId = 0;

  /**
   * `limit` 0 means no bound. `stuckAfterMs` 0 means a call past the bound never waits (every
   * route counts as stuck).
   */
  constructor(
    readonly limit: number,
    readonly stuckAfterMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * A place, at once when there is one; `undefined` (nothing taken) when the route is at its
   * bound and stuck; otherwise a promise that settles with a place, or with `undefined` once the
   * route has been stuck before a place came back.
   */
  enter(): Leave | undefined | Promise<Leave | undefined> {
    if (this.limit === 0 || this.started.size < this.limit) return this.take();
    const waitMs = this.untilStuck();
    if (waitMs <= 0) return undefined;
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.stuckTimer ??= setTimeout(() => this.checkStuck(), waitMs);
    });
  }

  /** Calls under way now. */
  get count(): number {
    return this.started.size;
  }

  /** Calls waiting for a place now. */
  get queued(): number {
    return this.waiting.length;
  }

  private take(): Leave {
    const id = this.nextId;
    this.nextId += 1;
    this.started.set(id, this.now());
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.started.delete(id);
      this.handOn();
    };
  }

  /** A place came back: the longest-waiting call takes it. */
  private handOn(): void {
    const next = this.waiting.shift();
    if (next === undefined) return;
    if (this.waiting.length === 0) this.stopTimer();
    next(this.take());
  }

  private stopTimer(): void {
    clearTimeout(this.stuckTimer);
    this.stuckTimer = undefined;
  }

  /** Milliseconds until the oldest call under way makes the route stuck (≤ 0: it is). */
  private untilStuck(): number {
    const oldest = this.started.values().next();
    if (oldest.done === true) return this.stuckAfterMs;
    return oldest.value + this.stuckAfterMs - this.now();
  }

  /**
   * The oldest call under way when the timer was set is now `stuckAfterMs` old, unless it has
   * ended since (its place went to a waiter) and a younger one is the oldest: then the route is
   * given until that one is as old.
   */
  private checkStuck(): void {
    this.stuckTimer = undefined;
    const waitMs = this.untilStuck();
    if (waitMs > 0) {
      this.stuckTimer = setTimeout(() => this.checkStuck(), waitMs);
      return;
    }
    for (const waiter of this.waiting.splice(0)) waiter(undefined);
  }
}
