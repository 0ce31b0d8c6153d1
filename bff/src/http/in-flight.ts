/**
 * How many of something are under way (requests, upstream calls), refusing one past a bound.
 * Entering is one synchronous check-and-add, so two callers can never both take the last place.
 * (`HeldSlots` holds named keys for a time window; this counts anonymous places until they are
 * given back.)
 */
export class InFlight {
  private current = 0;

  /** `limit` 0 means no bound. */
  constructor(readonly limit: number) {}

  /** Takes a place; false (and nothing taken) when all `limit` are in use. */
  tryEnter(): boolean {
    if (this.limit > 0 && this.current >= this.limit) return false;
    this.current += 1;
    return true;
  }

  leave(): void {
    if (this.current > 0) this.current -= 1;
  }

  get count(): number {
    return this.current;
  }
}
