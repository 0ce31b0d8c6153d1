import { test } from '@playwright/test';
import pg from 'pg';
import { storedDemandsDatabase } from './stored-demands-database';

/**
 * Reads the embedded upstream's database while the product runs, so the directory's pages can
 * be checked against what the database holds. Only possible on PostgreSQL (E2E_DATABASE_URL, set
 * by .ci/run): PGlite's files belong to the running server. Without it a local run skips these
 * tests and says why; under CI they fail (the same rule as the stored-needs check).
 */
export function requireDatabase(): string {
  const database = storedDemandsDatabase(process.env);
  if (database.mode === 'fail') throw new Error(database.reason);
  test.skip(
    database.mode === 'skip',
    'E2E_DATABASE_URL is not set: pages are checked against the database',
  );
  return database.mode === 'read' ? database.url : '';
}

export async function query<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: requireDatabase() });
  await client.connect();
  try {
    const { rows } = await client.query<T>(sql, params);
    return rows;
  } finally {
    await client.end();
  }
}

export async function one<T extends object>(sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await query<T>(sql, params);
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}

/** How many companies the search matches for a keyword (name, people or products), as the SQL of the search says. */
export async function companyMatches(
  keyword: string,
  where = '',
  params: unknown[] = [],
): Promise<number> {
  const row = await one<{ n: number }>(
    `SELECT count(*)::int AS n FROM company_search s
      WHERE (s.name LIKE $1 OR s.persons LIKE $1 OR s.products LIKE $1) ${where}`,
    [`%${keyword.toLowerCase()}%`, ...params],
  );
  return row.n;
}
