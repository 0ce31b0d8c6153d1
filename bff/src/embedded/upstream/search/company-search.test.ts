import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { openSeededDatabase, testDatabaseKinds } from '../../testing/databases';
import {
  companyCountSql,
  companySearchSql,
  countCompanies,
  PAGE_SIZE,
  searchCompanies,
  type CompanyFilter,
} from './company-search';
import { ESTIMATE_PAGES_AHEAD } from '@ysy/contracts/company/values';

// Enough rows that the planner weighs an index against a scan as it would in production (with a
// few hundred rows a sequential scan of a handful of pages is rightly cheaper).
const COMPANIES = 5000;

interface Named {
  name: string;
  legal_person: string;
}

async function allMatches(db: Db, filter: CompanyFilter): Promise<Named[]> {
  const out: Named[] = [];
  for (let page = 1; ; page++) {
    const { rows } = await searchCompanies(db, filter, page);
    out.push(...rows);
    if (rows.length < PAGE_SIZE) return out;
  }
}

/** The rank category a result should have, computed independently of the SQL. */
function category(keyword: string, row: Named & { persons?: string }): number {
  const q = keyword.toLowerCase();
  const name = row.name.toLowerCase();
  if (name === q) return 0;
  if (name.startsWith(q)) return 1;
  if (name.includes(q)) return 2;
  return 3;
}

/** A company as the register (`companies`) holds it: what a keyword may match. */
interface RegisterRow {
  name: string;
  legal_person: string;
  shareholders: { name: string }[];
  members: { name: string }[];
  products: string[];
  province: string;
  reg_capital: number;
  status: string;
  founded_on: string;
}

/**
 * The oracle: every company row read whole from `companies`, never from the search table the
 * code under test reads (a derived table that lost or garbled a row would agree with itself).
 */
async function readRegister(db: Db): Promise<RegisterRow[]> {
  return db.query<RegisterRow>(
    `SELECT name, legal_person, shareholders, members, products, province, reg_capital, status,
            founded_on::text AS founded_on
       FROM companies`,
  );
}

/**
 * The search rule, written independently of the SQL: the keyword is a case-blind substring of
 * the name, of a person (legal representative, shareholder or officer; a company holding shares
 * is not a person) or of a product; then the province, the capital band, the status and the
 * founding years, if given.
 */
function matches(row: RegisterRow, filter: CompanyFilter): boolean {
  const q = filter.keyword.trim().toLowerCase();
  const has = (text: string) => text.toLowerCase().includes(q);
  const persons = [
    row.legal_person,
    ...row.shareholders.map((s) => s.name),
    ...row.members.map((m) => m.name),
  ].filter((name) => !name.endsWith('公司'));
  const found = has(row.name) || persons.some(has) || row.products.some(has);
  if (!found) return false;
  if (filter.province && row.province !== filter.province) return false;
  if (filter.capital) {
    if (row.reg_capital < filter.capital.min) return false;
    if (filter.capital.max !== null && row.reg_capital >= filter.capital.max) return false;
  }
  if (filter.status && row.status !== filter.status) return false;
  const year = Number(row.founded_on.slice(0, 4));
  if (filter.yearFrom !== undefined && year < filter.yearFrom) return false;
  if (filter.yearTo !== undefined && year > filter.yearTo) return false;
  return true;
}

describe.each(testDatabaseKinds())('company search on $name', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeededDatabase(kind, COMPANIES);
  });
  afterAll(async () => {
    await db.close();
  });

  it('puts the exact name first', async () => {
    const [target] = await db.query<{ name: string }>('SELECT name FROM companies WHERE id = 4321');
    const { rows, total } = await searchCompanies(db, { keyword: target!.name }, 1);
    expect(total).toBeGreaterThanOrEqual(1);
    expect(rows[0]?.name).toBe(target!.name);
  });

  it('orders name prefix before other name matches before person/product matches', async () => {
    for (const keyword of ['深圳', '北京', '上海']) {
      const rows = await allMatches(db, { keyword });
      const categories = rows.map((row) => category(keyword, row));
      expect(categories, keyword).toEqual([...categories].sort((a, b) => a - b));
      expect(categories.filter((c) => c === 1).length, `${keyword} prefix`).toBeGreaterThan(0);
    }
  });

  it('finds people (legal representative, shareholders) and products, after name matches', async () => {
    const [someone] = await db.query<{ legal_person: string; name: string }>(
      'SELECT legal_person, name FROM companies WHERE id = 77',
    );
    const people = await allMatches(db, { keyword: someone!.legal_person });
    expect(people.map((r) => r.name)).toContain(someone!.name);

    const products = await allMatches(db, { keyword: '企业管理软件' });
    expect(products.length).toBeGreaterThan(0);
    const withProduct = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM companies WHERE '企业管理软件' = ANY(products)`,
    );
    expect(products.length).toBe(withProduct[0]?.n);
  });

  it('finds a company by its whole credit code', async () => {
    const [target] = await db.query<{ name: string; credit_code: string }>(
      'SELECT name, credit_code FROM companies WHERE id = 1234',
    );
    const { rows } = await searchCompanies(db, { keyword: target!.credit_code }, 1);
    expect(rows[0]?.name).toBe(target!.name);
  });

  it('counts exactly what a full scan of the register finds, and the list total agrees', async () => {
    const register = await readRegister(db);
    expect(register).toHaveLength(COMPANIES);
    for (const keyword of ['科', '科技', '北京', '网络科技', '王', '有限公司', 'saas', '张伟']) {
      const expected = register.filter((row) => matches(row, { keyword })).length;
      const counted = (await countCompanies(db, { keyword })).total;
      const { total } = await searchCompanies(db, { keyword }, 1);
      expect(expected, keyword).toBeGreaterThan(0);
      expect(counted, keyword).toBe(expected);
      expect(total, keyword).toBe(counted);
    }
  });

  it('answers a page past the end with no rows and the real total', async () => {
    const total = (await countCompanies(db, { keyword: '北京' })).total;
    const page = Math.ceil(total / PAGE_SIZE) + 1;
    const result = await searchCompanies(db, { keyword: '北京' }, page);
    expect(result).toEqual({ total, estimated: false, rows: [] });
  });

  it('takes LIKE wildcards in the keyword literally', async () => {
    for (const keyword of ['%', '_', '科技%', '\\', '有限_司']) {
      expect((await countCompanies(db, { keyword })).total, keyword).toBe(0);
    }
  });

  it('filters by province and registered capital', async () => {
    const filter: CompanyFilter = {
      keyword: '科技',
      province: '广东省',
      capital: { min: 100, max: 500 },
    };
    const rows = await allMatches(db, filter);
    expect(rows.length).toBeGreaterThan(0);
    const detail = await db.query<{ province: string; reg_capital: number }>(
      `SELECT province, reg_capital FROM companies WHERE name = ANY($1::text[])`,
      [rows.map((r) => r.name)],
    );
    for (const row of detail) {
      expect(row.province).toBe('广东省');
      expect(row.reg_capital).toBeGreaterThanOrEqual(100);
      expect(row.reg_capital).toBeLessThan(500);
    }
    expect((await countCompanies(db, filter)).total).toBe(rows.length);
    const register = await readRegister(db);
    expect(rows.length).toBe(register.filter((row) => matches(row, filter)).length);
  });

  it.each(['科技', '北京', '王', '网络科技'])(
    'uses the grams index for %s (EXPLAIN)',
    async (keyword) => {
      for (const { sql, params } of [
        companySearchSql({ keyword }, 1),
        companyCountSql({ keyword }),
      ]) {
        const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
        const text = plan.map((row) => row['QUERY PLAN']).join('\n');
        expect(text, text).toMatch(/Bitmap Index Scan on company_search_grams_idx/);
        expect(text).not.toMatch(/Seq Scan on company_search/);
      }
    },
  );

  // Small limits, so that this register of 5,000 has words to estimate (科技 is in about a fifth
  // of the names; the filters keep a few hundred of them).
  const limits = { exactUpTo: 300, sample: 400 };
  const FILTERS: CompanyFilter[] = [
    { keyword: '科技', yearTo: 1999 },
    { keyword: '科技', province: '广东省' },
    { keyword: '科技', capital: { min: 100, max: 500 }, sort: 'found_desc' },
  ];

  it('reads the pages ahead of an estimate, learns the exact count at the end, and never overshoots', async () => {
    const register = await readRegister(db);
    let estimatedPages = 0;
    for (const filter of FILTERS) {
      const label = JSON.stringify(filter);
      const expected = register.filter((row) => matches(row, filter));
      // Page on as far as each reply lets a pager go, as a visitor clicking the last offered page.
      let page = 1;
      for (;;) {
        const reply = await searchCompanies(db, filter, page, '', limits);
        expect(reply.rows.length, `${label} page ${page}`).toBeGreaterThan(0);
        if (!reply.estimated) {
          expect(reply.total, label).toBe(expected.length);
          expect(Math.ceil(reply.total / PAGE_SIZE), label).toBeGreaterThanOrEqual(page);
          break;
        }
        estimatedPages += 1;
        // Each page the estimate lets a pager offer holds a full page.
        for (let ahead = 1; ahead <= ESTIMATE_PAGES_AHEAD; ahead++) {
          const next = await searchCompanies(db, filter, page + ahead, '', limits);
          expect(next.rows, `${label} page ${page + ahead}`).toHaveLength(PAGE_SIZE);
        }
        page += ESTIMATE_PAGES_AHEAD;
      }
      // A page past the end (a kept link) says the exact count.
      const past = await searchCompanies(
        db,
        filter,
        Math.ceil(expected.length / PAGE_SIZE) + 3,
        '',
        limits,
      );
      expect(past, label).toEqual({ total: expected.length, estimated: false, rows: [] });
    }
    expect(estimatedPages).toBeGreaterThan(3);
  });
});
