import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database';
import { prewarm } from './prewarm';

/** Pages a statement read from storage and found in the cache, from EXPLAIN's buffer counts. */
async function buffers(db: Db, sql: string): Promise<{ read: number; hit: number }> {
  const [row] = await db.query<{ 'QUERY PLAN': { Plan: Record<string, number> }[] }>(
    `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`,
  );
  const plan = row?.['QUERY PLAN'][0]?.Plan ?? {};
  return { read: plan['Shared Read Blocks'] ?? 0, hit: plan['Shared Hit Blocks'] ?? 0 };
}

/** About 230 pages of rows: far more than the few a scan of an uncached table could find cached. */
const fill = (table: string) =>
  `INSERT INTO ${table} SELECT g, repeat('x', 200) FROM generate_series(1, 8000) g`;

describe('prewarm on a persisted PGlite database', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ysy-prewarm-'));
    const db = await openDatabase({ dataDir: dir });
    await db.exec(`CREATE TABLE first (id int PRIMARY KEY, body text);
      CREATE TABLE second (id int PRIMARY KEY, body text);
      CREATE TABLE third (id int PRIMARY KEY, body text);`);
    for (const table of ['first', 'second', 'third']) await db.exec(fill(table));
    await db.close();
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads the relations into the cache after a restart, so a scan finds them there', async () => {
    const cold = await openDatabase({ dataDir: dir });
    try {
      expect((await buffers(cold, 'SELECT count(*) FROM first')).read).toBeGreaterThan(100);
    } finally {
      await cold.close();
    }
    const db = await openDatabase({ dataDir: dir });
    try {
      const result = await prewarm(db, ['first', 'first_pkey', 'missing']);
      expect(result?.relations).toEqual(['first', 'first_pkey']);
      expect(result?.pages).toBeGreaterThan(100);
      const scan = await buffers(db, 'SELECT count(*) FROM first');
      expect(scan.read).toBe(0);
      expect(scan.hit).toBeGreaterThan(100);
    } finally {
      await db.close();
    }
  });

  it('stops before a relation that would pass its share of the cache', async () => {
    const db = await openDatabase({ dataDir: dir });
    try {
      const [cache] = await db.query<{ pages: number }>(
        `SELECT setting::int AS pages FROM pg_settings WHERE name = 'shared_buffers'`,
      );
      const [size] = await db.query<{ pages: number }>(
        `SELECT (pg_relation_size('second') / 8192)::int AS pages`,
      );
      // Room for one table and a half: the second, then not the third.
      const share = ((size?.pages ?? 0) * 1.5) / (cache?.pages ?? 1);
      const result = await prewarm(db, ['second', 'third'], share);
      expect(result?.relations).toEqual(['second']);
      expect((await buffers(db, 'SELECT count(*) FROM third')).read).toBeGreaterThan(100);
    } finally {
      await db.close();
    }
  });

  it('leaves a PostgreSQL server alone', async () => {
    const postgres = { kind: 'postgres' } as Pick<Db, 'kind'>;
    expect(await prewarm(postgres as Db, ['first'])).toBeUndefined();
  });
});
