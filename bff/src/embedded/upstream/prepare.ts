import type { Db } from '../db/database';
import { migrate } from '../db/migrate';
import { prewarm, type PrewarmResult } from '../db/prewarm';
import { seedDatabase } from './seed/seed';

/**
 * Readies the embedded upstream's database: its own migration set (checked against the files
 * applied before, see bff/src/db/migrator.ts), then the one-time seed with its index build (a database
 * that holds a seed is left as it is: stored needs, users and calls survive restarts). The BFF's
 * own tables are migrated by the BFF after this, on the same database.
 */
export async function prepareDatabase(
  db: Db,
  opts: { companies: number; seed?: number; log?: (msg: string) => void },
): Promise<void> {
  const log = opts.log ?? (() => undefined);
  const started = performance.now();
  const applied = await migrate(db);
  if (applied.length > 0) log(`applied migrations ${applied.join(', ')}`);
  await seedDatabase(db, { companies: opts.companies, seed: opts.seed, log });
  log(`database ready in ${Math.round(performance.now() - started)} ms`);
}

/**
 * What a company search reads, most valuable first: the gram counts (every search starts there),
 * the gram index (look-ups and counts), the name-length walk and the name index (the classes a
 * first page reads), the search table itself (counts and walks of persons and products: the
 * largest), then the sort indexes and the companies' id index (every result line).
 */
export const SEARCH_RELATIONS = [
  'search_gram_counts_pkey',
  'search_gram_counts',
  'company_search_grams_idx',
  'company_search_len_idx',
  'company_search_name_idx',
  'company_search',
  'company_search_founded_idx',
  'company_search_capital_idx',
  'companies_pkey',
] as const;

/** Reads the search's tables and indexes into PGlite's cache (see prewarm.ts). */
export function warmUpSearch(db: Db): Promise<PrewarmResult | undefined> {
  return prewarm(db, SEARCH_RELATIONS);
}
