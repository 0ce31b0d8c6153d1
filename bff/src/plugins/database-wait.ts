import type { Db } from '../db/database';

/**
 * How long the database keeps a trivial query (`SELECT 1`) waiting, sampled in the background.
 * PGlite runs one statement at a time and a PostgreSQL pool hands out a bounded number of
 * connections, so on both the wait of this query is the queue every other query stands in: the
 * measure of a saturated database. At most one probe runs at a time; one that has not come back
 * counts as waiting for as long as it has been out.
 */
export class DatabaseWait {
  private outSince: number | undefined;
  private lastMs = 0;
  private lastFailure: string | undefined;

  constructor(
    private readonly db: Pick<Db, 'query'>,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Sends a probe unless one is still out. */
  sample(): void {
    if (this.outSince !== undefined) return;
    const since = this.now();
    this.outSince = since;
    this.db.query('SELECT 1').then(
      () => this.settle(since, undefined),
      (error: unknown) =>
        this.settle(since, error instanceof Error ? error.message : String(error)),
    );
  }

  /** The last probe's wait, or the one still out's wait so far when that is longer. */
  waitMs(): number {
    return this.outSince === undefined
      ? this.lastMs
      : Math.max(this.lastMs, this.now() - this.outSince);
  }

  /** Why the last probe failed (the database refused or lost the connection), else undefined. */
  failure(): string | undefined {
    return this.lastFailure;
  }

  private settle(since: number, failure: string | undefined): void {
    this.lastMs = this.now() - since;
    this.lastFailure = failure;
    this.outSince = undefined;
  }
}
