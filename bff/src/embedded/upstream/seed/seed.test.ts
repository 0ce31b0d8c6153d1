import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/database';
import { testDatabaseKinds } from '../../testing/databases';
import { prepareDatabase } from '../prepare';
import { generateCompanies, newGeneratorState } from './companies';
import { patentAppNumber } from './records';
import { isValidCreditCode } from './credit-code';
import { Prng } from './prng';
import { DEFAULT_SEED, readSeedParams } from './seed';

describe('company generator', () => {
  it('yields the same register for the same seed, and another for another seed', () => {
    const a = generateCompanies(new Prng(42), newGeneratorState(), 300);
    const b = generateCompanies(new Prng(42), newGeneratorState(), 300);
    const c = generateCompanies(new Prng(43), newGeneratorState(), 300);
    expect(b).toEqual(a);
    expect(c.companies.map((x) => x.name)).not.toEqual(a.companies.map((x) => x.name));
  });

  it('makes realistic, valid, unique companies', () => {
    const { companies, annualReports, patents } = generateCompanies(
      new Prng(DEFAULT_SEED),
      newGeneratorState(),
      2000,
    );
    expect(new Set(companies.map((c) => c.name)).size).toBe(companies.length);
    expect(new Set(companies.map((c) => c.credit_code)).size).toBe(companies.length);
    for (const c of companies) {
      expect(c.name).toMatch(/^\p{Script=Han}[\p{Script=Han}（）]+(有限公司|股份有限公司)$/u);
      expect(c.legal_person).toMatch(/^\p{Script=Han}{2,4}$/u);
      expect(isValidCreditCode(c.credit_code), c.credit_code).toBe(true);
      expect(c.credit_code.slice(2, 8)).toBe(c.region_code);
      expect(c.credit_code.slice(8, 17)).toBe(c.org_code);
      if (c.founded_on >= '2015-10-01') expect(c.tax_id).toBe(c.credit_code);
      expect(c.shareholders[0]?.name).toBe(c.legal_person);
      expect(c.shareholders.reduce((sum, s) => sum + s.ratio, 0)).toBeCloseTo(100, 1);
      expect(c.business_scope).toMatch(
        /^一般项目：.+。（除依法须经批准的项目外，凭营业执照依法自主开展经营活动）$/u,
      );
      expect(c.founded_on <= '2025-06-30').toBe(true);
    }
    // Several years of reports per company on average, never before founding.
    expect(annualReports.length / companies.length).toBeGreaterThan(2);
    const founded = new Map(companies.map((c) => [c.id, Number(c.founded_on.slice(0, 4))]));
    for (const r of annualReports)
      expect(r.year).toBeGreaterThan(founded.get(r.company_id) ?? 9999);
    expect(patents.length).toBeGreaterThan(0);
  });

  it('numbers patent applications with the CNIPA check digit', () => {
    // Weights 2,3,4,5,6,7,8,9,2,3,4,5 over the 12 digits; the sum mod 11 is the check, 10 → X.
    // 2 0 1 0 1 0 0 0 1 2 3 4 → 4+4+6+2+6+12+20 = 54 → 10 → X
    expect(patentAppNumber(2010, 1, 1234)).toBe('CN201010001234.X');
    // 2 0 2 1 2 0 0 1 2 3 4 5 → 4+8+5+12+9+4+9+16+25 = 92 → 4
    expect(patentAppNumber(2021, 2, 12345)).toBe('CN202120012345.4');
  });
});

describe('a persisted PGlite database', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ysy-pglite-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps the register and stored needs across a restart, and does not seed again', async () => {
    const first = await openDatabase({ dataDir: dir });
    await prepareDatabase(first, { companies: 100 });
    await first.query(
      `INSERT INTO demands (need, phone, created_at) VALUES ('商标注册', '13700001111', now())`,
    );
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    try {
      await prepareDatabase(second, { companies: 300 });
      const counts = await second.query<{ companies: number; demands: number }>(
        `SELECT (SELECT count(*) FROM companies)::int AS companies, (SELECT count(*) FROM demands)::int AS demands`,
      );
      expect(counts[0]).toEqual({ companies: 100, demands: 1 });
    } finally {
      await second.close();
    }
  });
});

describe.each(testDatabaseKinds())('seeding on $name', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await kind.open();
    await prepareDatabase(db, { companies: 500 });
  });
  afterAll(async () => {
    await db.close();
  });

  it('loads the register and the site content and records the seed', async () => {
    const counts = await db.query<{
      companies: number;
      reports: number;
      nav: number;
      consultants: number;
      articles: number;
    }>(
      `SELECT (SELECT count(*) FROM companies)::int AS companies, (SELECT count(*) FROM annual_reports)::int AS reports,
              (SELECT count(*) FROM nav_categories)::int AS nav, (SELECT count(*) FROM consultants)::int AS consultants,
              (SELECT count(*) FROM knowledge_articles)::int AS articles`,
    );
    expect(counts[0]).toMatchObject({ companies: 500, nav: expect.any(Number) });
    expect(counts[0]!.reports).toBeGreaterThan(1000);
    expect(counts[0]!.consultants).toBeGreaterThanOrEqual(8);
    expect(counts[0]!.articles).toBeGreaterThanOrEqual(30);
    expect(await readSeedParams(db)).toEqual({
      companies: 500,
      seed: DEFAULT_SEED,
      generatorVersion: 2,
    });
  });

  it('stores the same companies as the generator makes', async () => {
    const expected = generateCompanies(new Prng(DEFAULT_SEED), newGeneratorState(), 3).companies;
    const rows = await db.query<{ name: string; credit_code: string; founded_on: string }>(
      'SELECT name, credit_code, founded_on FROM companies ORDER BY id LIMIT 3',
    );
    expect(rows).toEqual(
      expected.map((c) => ({ name: c.name, credit_code: c.credit_code, founded_on: c.founded_on })),
    );
  });

  it('restores every index and foreign key it set aside for the bulk load', async () => {
    const indexes = await db.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename IN ('companies', 'company_search') ORDER BY indexname`,
    );
    expect(indexes.map((i) => i.indexname)).toEqual([
      'companies_credit_code_key',
      'companies_credit_code_prefix_idx',
      'companies_eid_key',
      'companies_pkey',
      'companies_tax_id_idx',
      'companies_tax_id_prefix_idx',
      'company_search_capital_idx',
      'company_search_founded_idx',
      'company_search_grams_idx',
      'company_search_len_idx',
      'company_search_name_idx',
      'company_search_pkey',
    ]);
    const fks = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_constraint WHERE contype = 'f' AND conrelid = 'annual_reports'::regclass`,
    );
    expect(fks[0]?.n).toBe(1);
  });

  it('does nothing on a second start: stored needs survive', async () => {
    await db.query(
      `INSERT INTO demands (need, phone, created_at) VALUES ('公司注册', '13800138000', now())`,
    );
    await prepareDatabase(db, { companies: 800, seed: 7 });
    const counts = await db.query<{ companies: number; demands: number }>(
      `SELECT (SELECT count(*) FROM companies)::int AS companies, (SELECT count(*) FROM demands)::int AS demands`,
    );
    expect(counts[0]).toEqual({ companies: 500, demands: 1 });
    expect((await readSeedParams(db))?.seed).toBe(DEFAULT_SEED);
  });
});
