/**
 * A fixed-window counter per connection: at most `limit` messages per `windowMs`. Kept beside
 * the socket (a connection lives on one instance), so it needs no shared store.
 */
export class RateWindow {
  private windowStart = 0;
  private count = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one message; false when it is over the limit. */
  take(): boolean {
    const now = this.now();
    if (now - this.windowStart >= this.windowMs) {
      this.windowStart = now;
      this.count = 0;
    }
    this.count += 1;
    return this.count <= this.limit;
  }
}
