import type { Db } from '../../db/database';

/** The tables with a `grams` column and its GIN index (see migration 001 and search/grams.ts). */
export const SEARCH_TABLES = [
  'company_search',
  'trademarks',
  'patents',
  'software_copyrights',
  'works_copyrights',
  'brands',
] as const;

/** Every table the seed bulk-loads (children after `companies`, which they reference). */
export const REGISTER_TABLES = [
  'companies',
  ...SEARCH_TABLES,
  'enterprise_logos',
  'annual_reports',
  'company_changes',
  // Never loaded by the seed; listed because the seed empties `companies`, which it references.
  'company_watches',
] as const;

/** The columns of `company_search` whose statistics the search's plans depend on. */
const COMPANY_SEARCH_STATISTICS =
  'company_search (company_id, name, grams, province, reg_capital, status, founded_on)';

/**
 * Orders `company_search` as the search walks it, by (name length, id), then marks its pages
 * all-visible and refreshes its statistics (the physical order is one of them). Outside the seed's
 * transaction: VACUUM cannot run in one. A walk of persons or products then reads the table
 * front to back instead of one scattered page per row (at 1,000,000 companies a first search's
 * p95 fell from about 40-75 ms to 25 ms), and a name walk reads its index alone.
 */
export async function settleSearchTable(db: Db): Promise<void> {
  await db.exec('CLUSTER company_search USING company_search_len_idx');
  await db.exec('VACUUM company_search');
  await db.exec(`ANALYZE ${COMPANY_SEARCH_STATISTICS}`);
}

/**
 * Refreshes the planner's statistics of the columns the queries filter on. The `grams` statistics
 * (most common elements) let the planner see when a GIN lookup beats a scan; those of the company
 * name, when the name index beats walking the register by name length for an exact or prefix
 * match (without them, a rare name walked all of it). Limiting ANALYZE to
 * these columns skips sampling the wide text ones, which took most of its time on PGlite; a
 * PostgreSQL server's autovacuum analyzes the rest later.
 */
export async function analyzeRegister(db: Db): Promise<void> {
  const targets = [
    'companies (id, province, status, tax_id)',
    COMPANY_SEARCH_STATISTICS,
    ...SEARCH_TABLES.filter((t) => t !== 'company_search').map((t) => `${t} (company_id, grams)`),
    'enterprise_logos (company_id)',
    'annual_reports (company_id, year)',
    'company_changes (company_id)',
  ];
  await db.exec(`ANALYZE ${targets.join(', ')}`);
}
