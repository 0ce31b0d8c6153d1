import type { Db } from '../../db/database';

/** The tables with a `grams` column (see migration 001 and search/grams.ts). */
export const SEARCH_TABLES = [
  'companies',
  'trademarks',
  'patents',
  'software_copyrights',
  'works_copyrights',
  'brands',
  'enterprise_logos',
] as const;

/**
 * Builds the GIN indexes over `grams` (after the bulk load: building once is several times
 * faster than updating the index row by row) and refreshes the planner's statistics, which it
 * needs to choose the index. Idempotent.
 */
export async function createSearchIndexes(db: Db): Promise<void> {
  for (const table of SEARCH_TABLES) {
    await db.exec(`CREATE INDEX IF NOT EXISTS ${table}_grams_idx ON ${table} USING gin (grams)`);
  }
  await db.exec(`ANALYZE ${SEARCH_TABLES.join(', ')}`);
}
