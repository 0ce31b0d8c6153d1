import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanySort } from '@ysy/contracts/company/schemas';
import type { Db } from '../../db/database';
import { openSeededDatabase, testDatabaseKinds } from '../../testing/databases';
import { countMatches, roughly } from './company-count';
import { companyPageIds } from './company-page';
import { walkRows } from './walk-plan';
import { companyCountSql, companySearchSql, PAGE_SIZE, type CompanyFilter } from './company-search';
import { keywordStats, rarestIn } from './gram-counts';

// Large enough that common words are walked (a fifth of the names hold 科技) and rare ones looked
// up, so both ways of finding a page, and the fall-back between them, run here.
const COMPANIES = 5000;

const KEYWORDS = [
  '科技',
  '科',
  '北京',
  '网络科技',
  '王',
  '王伟',
  '有限公司',
  '小程序',
  'saas',
  '饕餮',
  '技北',
];
const FILTERS: Omit<CompanyFilter, 'keyword'>[] = [
  {},
  { province: '广东省' },
  { capital: { min: 100, max: 500 } },
  { status: '存续' },
  { yearFrom: 2015, yearTo: 2020 },
];
const SORTS: CompanySort[] = [
  'relevance',
  'capital_desc',
  'capital_asc',
  'found_desc',
  'found_asc',
];

describe.each(testDatabaseKinds())('company pages on $name', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeededDatabase(kind, COMPANIES);
  });
  afterAll(async () => {
    await db.close();
  });

  /** The reference: rank every match in one statement, take the page. */
  async function referenceIds(filter: CompanyFilter, page: number): Promise<number[]> {
    const { sql, params } = companySearchSql(filter, page);
    return (await db.query<{ id: number }>(sql, params)).map((row) => row.id);
  }

  it('finds every page exactly as ranking every match would, for each keyword, filter and sort', async () => {
    let compared = 0;
    for (const keyword of KEYWORDS) {
      const stats = await keywordStats(db, keyword);
      expect(stats, keyword).toBeDefined();
      for (const rest of FILTERS) {
        for (const sort of SORTS) {
          const filter: CompanyFilter = { keyword, ...rest, sort };
          for (const page of [1, 2, 7, 40]) {
            const expected = await referenceIds(filter, page);
            const got = await companyPageIds(db, filter, (page - 1) * PAGE_SIZE, PAGE_SIZE, stats);
            expect(got, JSON.stringify({ filter, page })).toEqual(expected);
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBe(KEYWORDS.length * FILTERS.length * SORTS.length * 4);
  });

  it('reads a capital sort capital amount by capital amount exactly as ranking every match would', async () => {
    for (const keyword of KEYWORDS) {
      const stats = await keywordStats(db, keyword);
      for (const rest of FILTERS) {
        for (const sort of ['capital_desc', 'capital_asc'] as const) {
          const filter: CompanyFilter = { keyword, ...rest, sort };
          for (const page of [1, 4, 30]) {
            const offset = (page - 1) * PAGE_SIZE;
            // Ranking whole up to 0 matches: every search goes amount by amount.
            const got = await companyPageIds(db, filter, offset, PAGE_SIZE, stats, undefined, 0);
            expect(got, JSON.stringify({ filter, page })).toEqual(await referenceIds(filter, page));
          }
        }
      }
    }
  });

  it('still finds the page when the counts mislead the walk (it looks the class up instead)', async () => {
    const filter: CompanyFilter = { keyword: '科技', province: '西藏自治区' };
    const stats = await keywordStats(db, '科技');
    // Counts that promise every company holds the word: the bounded walk finds too few.
    const misleading = stats && {
      ...stats,
      grams: stats.grams.map((row) => ({
        ...row,
        n_any: COMPANIES,
        n_name: COMPANIES,
        n_person: COMPANIES,
        n_product: COMPANIES,
        name_lengths: stats.register.name_lengths,
      })),
    };
    for (const page of [1, 3]) {
      expect(
        await companyPageIds(db, filter, (page - 1) * PAGE_SIZE, PAGE_SIZE, misleading),
      ).toEqual(await referenceIds(filter, page));
    }
    // And with no counts at all (a database seeded before they existed).
    expect(await companyPageIds(db, { keyword: '科技' }, 0, PAGE_SIZE, undefined)).toEqual(
      await referenceIds({ keyword: '科技' }, 1),
    );
  });

  it('counts exactly unless the rarest gram is common and a filter applies; estimates come close', async () => {
    let estimated = 0;
    for (const keyword of KEYWORDS) {
      for (const rest of FILTERS) {
        const filter: CompanyFilter = { keyword, ...rest };
        const { sql, params } = companyCountSql(filter);
        const exact = (await db.query<{ total: number }>(sql, params))[0]?.total ?? 0;
        const stats = await keywordStats(db, keyword);
        // Small limits, so that this register of 5,000 has words to estimate.
        const counted = await countMatches(db, filter, stats, { exactUpTo: 300, sample: 400 });
        const label = JSON.stringify(filter);
        if (!counted.estimated) {
          expect(counted.total, label).toBe(exact);
          continue;
        }
        estimated += 1;
        expect(rarestIn(stats!, 'any').n_any, label).toBeGreaterThan(300);
        expect(Math.abs(counted.total - exact) / exact, label).toBeLessThan(0.25);
      }
    }
    expect(estimated).toBeGreaterThan(3);
  });
});

describe('walkRows', () => {
  it('walks dense matches and looks sparse ones up', () => {
    // 科技 in a fifth of 1,000,000 names, page 1: about 50 rows, bounded at the minimum.
    expect(walkRows(10, 200_000, 1_000_000)).toBe(2000);
    // Page 50 of it: 2,500 rows expected, four times that allowed.
    expect(walkRows(500, 200_000, 1_000_000)).toBe(10_000);
    // A word in 100 companies: reading 100 matches beats walking 100,000 rows.
    expect(walkRows(10, 100, 1_000_000)).toBeNull();
    expect(walkRows(10, 0, 1_000_000)).toBeNull();
  });

  it('rounds estimates to two significant digits', () => {
    expect(roughly(41_234)).toBe(41_000);
    expect(roughly(987)).toBe(990);
    expect(roughly(57)).toBe(57);
  });
});
