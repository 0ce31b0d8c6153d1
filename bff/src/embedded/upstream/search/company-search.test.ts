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
import { containsPattern, queryGrams } from './grams';

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

/** Every statement `db` runs, with its parameters (to EXPLAIN what a search ran). */
function recording(db: Db): { db: Db; statements: { sql: string; params: unknown[] }[] } {
  const statements: { sql: string; params: unknown[] }[] = [];
  const recorded: Db = {
    kind: db.kind,
    query: <T>(sql: string, params?: unknown[]) => {
      statements.push({ sql, params: params ?? [] });
      return db.query<T>(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
  };
  return { db: recorded, statements };
}

async function plansOf(db: Db, statements: { sql: string; params: unknown[] }[]): Promise<string> {
  const plans: string[] = [];
  for (const { sql, params } of statements) {
    const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
    plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  return plans.join('\n\n');
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
  credit_code: string;
  tax_id: string;
}

/**
 * The oracle: every company row read whole from `companies`, never from the search table the
 * code under test reads (a derived table that lost or garbled a row would agree with itself).
 */
async function readRegister(db: Db): Promise<RegisterRow[]> {
  return db.query<RegisterRow>(
    `SELECT name, legal_person, shareholders, members, products, province, reg_capital, status,
            founded_on::text AS founded_on, credit_code, tax_id
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
  // A code typed whole (15–20 letters and digits) is a credit code or tax number; part of one
  // (11–17, with a digit) is the beginning of one.
  const code = filter.keyword.trim().toUpperCase();
  const codes = [row.credit_code, row.tax_id];
  const byCode =
    (/^[0-9A-Z]{15,20}$/.test(code) && codes.includes(code)) ||
    (/^(?=.*[0-9])[0-9A-Z]{11,17}$/.test(code) && codes.some((c) => c.startsWith(code)));
  const found = has(row.name) || persons.some(has) || row.products.some(has) || byCode;
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

  it('finds a pasted code through the indexes, the same companies as the scan of the table', async () => {
    const codes = await db.query<{
      credit_code: string;
      tax_id: string;
      reg_no: string;
      province: string;
    }>(
      `(SELECT credit_code, tax_id, reg_no, province FROM companies WHERE id IN (1234, 4321))
       UNION ALL (SELECT credit_code, tax_id, reg_no, province FROM companies
                   WHERE tax_id <> credit_code ORDER BY id LIMIT 1)
       UNION ALL (SELECT credit_code, tax_id, reg_no, province FROM companies
                   WHERE reg_no <> credit_code ORDER BY id LIMIT 1)`,
    );
    const keywords = codes.flatMap((c) => [c.credit_code, c.tax_id, c.reg_no]);
    keywords.push(codes[0]!.credit_code.toLowerCase(), 'Z'.repeat(18), '123456789012345');
    for (const keyword of keywords) {
      // The scan as it was: the code inside the text match, over every row of the table.
      const q = keyword.toLowerCase();
      const before = await db.query<{ name: string }>(
        `SELECT c.name FROM company_search s JOIN companies c ON c.id = s.company_id
          WHERE (s.grams @> $1::text[] AND (s.name LIKE $2 OR s.persons LIKE $2 OR s.products LIKE $2))
             OR s.company_id IN (SELECT id FROM companies WHERE credit_code = $3 OR tax_id = $3)
          ORDER BY length(s.name), s.company_id`,
        [queryGrams(q), containsPattern(q), keyword.toUpperCase()],
      );
      for (const province of [undefined, codes[0]!.province]) {
        const filter: CompanyFilter = province ? { keyword, province } : { keyword };
        const { db: recorded, statements } = recording(db);
        const { rows, total } = await searchCompanies(recorded, filter, 1);
        const expected = province
          ? await db.query<{ name: string }>(
              `SELECT name FROM companies WHERE name = ANY($1::text[]) AND province = $2 ORDER BY id`,
              [before.map((row) => row.name), province],
            )
          : before;
        expect(
          rows.map((row) => row.name),
          keyword,
        ).toEqual(expected.map((row) => row.name));
        expect(total, keyword).toBe(expected.length);
        const plans = await plansOf(db, statements);
        expect(plans, plans).not.toMatch(/Seq Scan on (company_search|companies)/);
      }
    }
  });

  it('finds the companies whose code begins with part of a code', async () => {
    const register = await readRegister(db);
    const [target] = await db.query<{ name: string; credit_code: string }>(
      'SELECT name, credit_code FROM companies WHERE id = 1234',
    );
    for (const length of [11, 13, 17]) {
      const keyword = target!.credit_code.slice(0, length);
      const expected = register.filter((row) => matches(row, { keyword }));
      const { db: recorded, statements } = recording(db);
      const found = await allMatches(recorded, { keyword });
      expect(found.map((row) => row.name).sort(), keyword).toEqual(
        expected.map((row) => row.name).sort(),
      );
      expect(
        found.map((row) => row.name),
        keyword,
      ).toContain(target!.name);
      expect((await countCompanies(db, { keyword })).total, keyword).toBe(expected.length);
      const plans = await plansOf(db, statements);
      expect(plans, plans).not.toMatch(/Seq Scan on (company_search|companies)/);
    }
  });

  it('knows from the counts, reading no row, that a filter leaves a word no match', async () => {
    const register = await readRegister(db);
    const cities = ['杭州', '深圳', '北京', '成都'];
    let tried = 0;
    for (const keyword of cities) {
      const holders = register.filter((row) => matches(row, { keyword }));
      const provinces = new Set(holders.map((row) => row.province));
      const elsewhere = register.find((row) => !provinces.has(row.province))?.province;
      if (holders.length === 0 || elsewhere === undefined) continue;
      tried += 1;
      const { db: recorded, statements } = recording(db);
      const result = await searchCompanies(recorded, { keyword, province: elsewhere }, 1);
      expect(result, `${keyword} ${elsewhere}`).toEqual({ total: 0, estimated: false, rows: [] });
      const count = await countCompanies(recorded, { keyword, province: elsewhere });
      expect(count.total).toBe(0);
      expect(statements.map((st) => st.sql).join('\n')).not.toMatch(/company_search s/);
    }
    expect(tried).toBeGreaterThan(1);
    // The seed's per-province counts are what migration 028 computes for a database seeded before.
    const differ = await db.query<{ gram: string }>(
      `SELECT g.gram FROM search_gram_counts g
         JOIN (SELECT gram, jsonb_object_agg(province, n) AS provinces
                 FROM (SELECT gram, s.province, count(*)::int AS n
                         FROM company_search s, unnest(s.grams) AS gram GROUP BY gram, s.province) t
                GROUP BY gram) p ON p.gram = g.gram
        WHERE g.provinces IS DISTINCT FROM p.provinces`,
    );
    expect(differ).toEqual([]);
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
