import type { Db } from './database';

/**
 * Reads relations into PGlite's page cache, most important first, as PostgreSQL's pg_prewarm
 * does (PGlite does not ship it). A page PGlite has not cached yet is read through its
 * WebAssembly file layer: about 30 µs each on this project's machines, so a search's first
 * reading of a few thousand table pages (an exact count) cost tens of milliseconds. Read once at
 * start, those pages are then in memory for every visitor.
 *
 * Only what fits is read: relations in the order given, each while the total stays within
 * `share` of the cache (one that would pass it is left out, a smaller one after it may still
 * fit), so the rest of the database keeps room. PostgreSQL servers are left alone: they have pg_prewarm and
 * autoprewarm, which their operator configures (and they cache in the OS as well).
 */

export interface PrewarmResult {
  /** The relations read whole, in order. */
  relations: string[];
  pages: number;
  ms: number;
}

/** The share of the page cache the warm-up may fill. */
export const PREWARM_SHARE = 0.75;

export async function prewarm(
  db: Db,
  relations: readonly string[],
  share = PREWARM_SHARE,
): Promise<PrewarmResult | undefined> {
  if (db.kind !== 'pglite') return undefined;
  const started = performance.now();
  await db.exec('CREATE EXTENSION IF NOT EXISTS pageinspect');
  const [cache] = await db.query<{ pages: number }>(
    `SELECT setting::int AS pages FROM pg_settings WHERE name = 'shared_buffers'`,
  );
  const budget = Math.floor((cache?.pages ?? 0) * share);
  const sizes = await db.query<{ name: string; pages: number }>(
    `SELECT c.relname AS name, (pg_relation_size(c.oid) / current_setting('block_size')::int)::int AS pages
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relname = ANY($1::text[])`,
    [relations],
  );
  const read: string[] = [];
  let pages = 0;
  for (const name of relations) {
    // A relation a database does not have (seeded before it existed) is skipped.
    const size = sizes.find((row) => row.name === name);
    if (!size) continue;
    if (pages + size.pages > budget) continue;
    await db.query(
      `SELECT count(get_raw_page($1::text, 'main', block)) FROM generate_series(0, $2::int - 1) block`,
      [name, size.pages],
    );
    read.push(name);
    pages += size.pages;
  }
  return { relations: read, pages, ms: Math.round(performance.now() - started) };
}
