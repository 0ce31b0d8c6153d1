import { test } from '@playwright/test';
import pg from 'pg';

/**
 * Reads the embedded upstream's database in the browser tests. Only possible on PostgreSQL
 * (E2E_DATABASE_URL, as .ci/run sets it): PGlite's files belong to the running server. Without
 * it `queryDb` answers undefined and the report says which check read the BFF instead.
 */
export async function queryDb<T extends object>(
  sql: string,
  params: unknown[] = [],
): Promise<T[] | undefined> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) {
    test.info().annotations.push({
      type: 'db-check-skipped',
      description: `E2E_DATABASE_URL is not set; not read from the database: ${sql}`,
    });
    return undefined;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(sql, params);
    return rows as T[];
  } finally {
    await client.end();
  }
}
