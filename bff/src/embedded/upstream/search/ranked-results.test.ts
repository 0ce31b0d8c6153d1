import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { openSeededDatabase, testDatabaseKinds } from '../../testing/databases';
import {
  companySearchSql,
  countCompanies,
  keepRanking,
  searchCompanies,
  type CompanyFilter,
} from './company-search';
import { suggestCompanies } from './company-suggest';
import { KEEP_RANKED_MAX, rankedKey, readRankedTotal } from './ranked-results';

const COMPANIES = 3000;

/** A page as the unkept path ranks it: the one query over every match. */
async function rankedDirectly(db: Db, filter: CompanyFilter, page: number) {
  const { sql, params } = companySearchSql(filter, page);
  const rows = await db.query<{ name: string; total: number }>(sql, params);
  return { names: rows.map((row) => row.name), total: rows[0]?.total };
}

const FILTERS: CompanyFilter[] = [
  { keyword: '科技' },
  { keyword: '北京', sort: 'capital_desc' },
  { keyword: '科技', sort: 'found_asc', province: '广东省' },
  { keyword: '王', capital: { min: 100, max: 500 } },
  { keyword: '科技', status: '存续', yearFrom: 2010, yearTo: 2020 },
];

describe.each(testDatabaseKinds())('kept rankings on $name', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeededDatabase(kind, COMPANIES);
  });
  afterAll(async () => {
    await db.close();
  });

  it('pages and counts a kept ranking exactly as ranking every match does', async () => {
    for (const filter of FILTERS) {
      await db.query('DELETE FROM search_results');
      const before = [];
      for (const page of [1, 2, 7]) before.push(await rankedDirectly(db, filter, page));
      expect(before[0]!.names.length, JSON.stringify(filter)).toBeGreaterThan(0);

      expect(await keepRanking(db, filter, 1)).toBe(true);
      expect(await readRankedTotal(db, rankedKey(filter))).toBe(before[0]!.total);
      for (const [i, page] of [1, 2, 7].entries()) {
        const kept = await searchCompanies(db, filter, page);
        expect(
          kept.rows.map((row) => row.name),
          `${JSON.stringify(filter)} page ${page}`,
        ).toEqual(before[i]!.names);
        if (kept.rows.length > 0) expect(kept.total).toBe(before[0]!.total);
      }
      expect(await countCompanies(db, filter)).toBe(before[0]!.total);
    }
  });

  it('answers from the kept ranking, not from the register, once one is kept', async () => {
    await db.query('DELETE FROM search_results');
    const filter = { keyword: '科技' };
    expect(await keepRanking(db, filter, 1)).toBe(true);
    // Plant a ranking that differs from the register: the search must read it.
    const [first] = await db.query<{ id: number; name: string }>(
      'SELECT id, name FROM companies WHERE name NOT LIKE $1 ORDER BY id LIMIT 1',
      ['%科技%'],
    );
    await db.query('UPDATE search_results SET ids = $1::int[], total = 1 WHERE key = $2', [
      [first!.id],
      rankedKey(filter),
    ]);
    const { rows, total } = await searchCompanies(db, filter, 1);
    expect(total).toBe(1);
    expect(rows.map((row) => row.name)).toEqual([first!.name]);
    expect((await suggestCompanies(db, '科技')).map((s) => s.name)).toEqual([first!.name]);
    await db.query('DELETE FROM search_results');
  });

  it('suggests what the search lists first, and keeps the ranking of a common fragment', async () => {
    await db.query('DELETE FROM search_results');
    const direct = await rankedDirectly(db, { keyword: '有限' }, 1);
    const suggested = (await suggestCompanies(db, '有限')).map((s) => s.name);
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested).toEqual(direct.names.slice(0, suggested.length));
    expect(await readRankedTotal(db, rankedKey({ keyword: '有限' }))).toBe(direct.total);
    await db.query('DELETE FROM search_results');
  });

  it('keeps nothing for a search with few matches, and at most KEEP_RANKED_MAX rankings', async () => {
    await db.query('DELETE FROM search_results');
    expect(await keepRanking(db, { keyword: '饕餮' })).toBe(false);
    expect(await readRankedTotal(db, rankedKey({ keyword: '饕餮' }))).toBeUndefined();
    await db.query(
      `INSERT INTO search_results (key, ids, total, created_at)
       SELECT 'old-' || n, '{1}', 1, now() - interval '1 day' - n * interval '1 second'
         FROM generate_series(1, $1::int) AS n`,
      [KEEP_RANKED_MAX],
    );
    expect(await keepRanking(db, { keyword: '科技' }, 1)).toBe(true);
    const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM search_results');
    expect(count!.n).toBe(KEEP_RANKED_MAX);
    expect(await readRankedTotal(db, rankedKey({ keyword: '科技' }))).toBeGreaterThan(0);
    expect(await readRankedTotal(db, `old-${KEEP_RANKED_MAX}`)).toBeUndefined();
    await db.query('DELETE FROM search_results');
  });
});
