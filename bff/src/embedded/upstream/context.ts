import type { Db } from '../db/database';

/** What every handler of the embedded upstream gets: the database and the clock. */
export interface UpstreamContext {
  db: Db;
  /** Milliseconds since the epoch; tests pass a fake clock instead of sleeping. */
  now: () => number;
  tokenTtlSeconds: number;
}

export const DEFAULT_TOKEN_TTL_SECONDS = 2 * 60 * 60;
/** An expired token can still be exchanged for a new one this long after it was issued. */
export const REFRESH_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
