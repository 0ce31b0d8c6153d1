import type { Db } from '../../db/database';

/**
 * Ranked results kept in `search_results`: searches with many matches store the ids of every
 * match in result order once, so later pages and later visitors read a slice instead of ranking
 * and counting tens of thousands of rows again. Counts stay exact and every page reachable.
 */

/** From this many matches a search keeps its ranking; fewer rank faster than a kept row is read. */
export const KEEP_RANKED_FROM = 1000;

/**
 * How many rankings are kept (the oldest go first). A ranking of the commonest word at 1,000,000
 * companies holds about 200,000 ids (under 1 MB before compression).
 */
export const KEEP_RANKED_MAX = 1000;

/** Everything a ranking depends on: the normalised keyword, each filter and the sort (not the page). */
export interface RankedKeyParts {
  keyword: string;
  province?: string | undefined;
  capital?: { min: number; max: number | null } | undefined;
  status?: string | undefined;
  yearFrom?: number | undefined;
  yearTo?: number | undefined;
  sort?: string | undefined;
}

export function rankedKey(parts: RankedKeyParts): string {
  return JSON.stringify([
    parts.keyword.trim().toLowerCase(),
    parts.province ?? null,
    parts.capital?.min ?? null,
    parts.capital?.max ?? null,
    parts.status ?? null,
    parts.yearFrom ?? null,
    parts.yearTo ?? null,
    parts.sort ?? 'relevance',
  ]);
}

/** The ids of one slice of a kept ranking and its total, or undefined when none is kept. */
export async function readRanked(
  db: Db,
  key: string,
  offset: number,
  limit: number,
): Promise<{ total: number; ids: number[] } | undefined> {
  // Array slices are 1-based and inclusive; a slice past the end is an empty array.
  const rows = await db.query<{ total: number; ids: number[] | null }>(
    'SELECT total, ids[$2:$3] AS ids FROM search_results WHERE key = $1',
    [key, offset + 1, offset + limit],
  );
  const row = rows[0];
  return row ? { total: row.total, ids: row.ids ?? [] } : undefined;
}

export async function readRankedTotal(db: Db, key: string): Promise<number | undefined> {
  const rows = await db.query<{ total: number }>(
    'SELECT total FROM search_results WHERE key = $1',
    [key],
  );
  return rows[0]?.total;
}

/**
 * Ranks every match of `matchSql` (a query yielding `id` and the sort columns) in `orderBy` order
 * and keeps the ranking when there are at least `minimum` matches. True when a ranking is
 * now kept under `key` (by this call or a concurrent one).
 */
export async function keepRanked(
  db: Db,
  key: string,
  matchSql: string,
  params: unknown[],
  orderBy: string,
  minimum = KEEP_RANKED_FROM,
): Promise<boolean> {
  const k = params.length + 1;
  const from = params.length + 2;
  const inserted = await db.query<{ total: number }>(
    `WITH m AS MATERIALIZED (${matchSql})
     INSERT INTO search_results (key, ids, total)
     SELECT $${k}, array_agg(id ORDER BY ${orderBy}), count(*)::int FROM m
     HAVING count(*) >= $${from}
     ON CONFLICT (key) DO NOTHING
     RETURNING total`,
    [...params, key, minimum],
  );
  if (inserted.length > 0) {
    await db.query(
      `DELETE FROM search_results WHERE key IN (
         SELECT key FROM search_results ORDER BY created_at DESC, key OFFSET $1)`,
      [KEEP_RANKED_MAX],
    );
    return true;
  }
  // Nothing inserted: too few matches, or a concurrent search kept the same ranking first.
  return (await readRankedTotal(db, key)) !== undefined;
}
