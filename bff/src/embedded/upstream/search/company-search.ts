import type { CompanySort, CompanyStatus, CompanySummary } from '@ysy/contracts/company/schemas';
import type { Db } from '../../db/database';
import { containsPattern, escapeLike, queryGrams } from './grams';
import {
  KEEP_RANKED_FROM,
  keepRanked,
  rankedKey,
  readRanked,
  readRankedTotal,
} from './ranked-results';

/**
 * Company search (customs, customs/count and the company-based lookups). A keyword matches the
 * company name, a person (legal representative, shareholders, officers) or a product. Ranking:
 * exact name, then name prefix, then name substring, then an exact person, then a person
 * substring, then a product; ties by shorter name, then id. A credit code or tax number typed
 * whole also finds its company.
 *
 * Candidates come from the GIN index on `company_search.grams` (see grams.ts); the LIKE recheck
 * keeps only real substring matches.
 */

export const PAGE_SIZE = 10;

export interface CompanyFilter {
  keyword: string;
  province?: string;
  /** Registered capital band in 万元: min ≤ capital < max (no max: open-ended). */
  capital?: { min: number; max: number | null };
  status?: CompanyStatus;
  /** Founding years, inclusive. */
  yearFrom?: number;
  yearTo?: number;
  sort?: CompanySort;
}

/** Collects positional parameters while SQL is assembled. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const CODE_PATTERN = /^[0-9A-Za-z]{15,20}$/;

/**
 * The WHERE clause of a company keyword match over `company_search` (alias `s`), and a function
 * that adds the rank expression's parameters only when a query orders by it.
 */
export function companyMatch(
  filter: CompanyFilter,
  params: SqlParams,
): { where: string; rank: () => string } {
  const q = filter.keyword.trim().toLowerCase();
  const contains = params.add(containsPattern(q));
  const textMatch = `(s.name LIKE ${contains} OR s.persons LIKE ${contains} OR s.products LIKE ${contains})`;
  const grams = params.add(queryGrams(q));
  let where = `(s.grams @> ${grams}::text[] AND ${textMatch})`;
  let code: string | undefined;
  if (CODE_PATTERN.test(q)) {
    code = params.add(q.toUpperCase());
    where = `(${where} OR s.company_id IN (SELECT id FROM companies WHERE credit_code = ${code} OR tax_id = ${code}))`;
  }
  const conditions = [where];
  if (filter.province) conditions.push(`s.province = ${params.add(filter.province)}`);
  if (filter.capital) {
    conditions.push(`s.reg_capital >= ${params.add(filter.capital.min)}`);
    if (filter.capital.max !== null)
      conditions.push(`s.reg_capital < ${params.add(filter.capital.max)}`);
  }
  if (filter.status) conditions.push(`s.status = ${params.add(filter.status)}`);
  if (filter.yearFrom !== undefined)
    conditions.push(`s.founded_on >= ${params.add(`${filter.yearFrom}-01-01`)}::date`);
  if (filter.yearTo !== undefined)
    conditions.push(`s.founded_on <= ${params.add(`${filter.yearTo}-12-31`)}::date`);
  const rank = () => {
    const exact = params.add(q);
    const prefix = params.add(`${escapeLike(q)}%`);
    const person = params.add(`% ${escapeLike(q)} %`);
    // A code search matches no name, so its company lands in the last class; it is alone anyway.
    return `CASE WHEN s.name = ${exact} THEN 0
      WHEN s.name LIKE ${prefix} THEN 1
      WHEN s.name LIKE ${contains} THEN 2
      WHEN s.persons LIKE ${person} THEN 3
      WHEN s.persons LIKE ${contains} THEN 4
      ELSE 5 END`;
  };
  return { where: conditions.join(' AND '), rank };
}

/** Columns of a CompanySummary row (table alias `c`). */
export const SUMMARY_COLUMNS = `c.id, c.eid, c.name, c.legal_person, c.reg_capital, c.founded_on::text AS found_date,
  c.status, c.province, c.city, c.industry, c.credit_code, c.tax_id`;

export interface SummaryRow {
  id: number;
  eid: string;
  name: string;
  legal_person: string;
  reg_capital: number;
  found_date: string;
  status: CompanyStatus;
  province: string;
  city: string;
  industry: string;
  credit_code: string;
  tax_id: string;
}

/** 500 → `500万元人民币`, 12.5 → `12.5万元人民币`, as the register prints it. */
export function formatCapital(wan: number): string {
  return `${Number.isInteger(wan) ? wan : wan.toFixed(2).replace(/0+$/, '')}万元人民币`;
}

export function toSummary(row: SummaryRow): CompanySummary {
  return {
    eid: row.eid,
    name: row.name,
    legal_person: row.legal_person,
    reg_capital: formatCapital(row.reg_capital),
    reg_capital_wan: row.reg_capital,
    found_date: row.found_date,
    status: row.status,
    province: row.province,
    city: row.city,
    industry: row.industry,
    credit_code: row.credit_code,
    tax_id: row.tax_id,
  };
}

/**
 * The search query for one page, exposed so tests can EXPLAIN exactly what runs. The matches are
 * ranked as narrow (id, rank, length) tuples and cut to one page before the wide company rows
 * are read: a common word matches a fifth of the register, and sorting all those rows whole (as
 * a window count over the full row would force) cost ten times more.
 */
export function companySearchSql(
  filter: CompanyFilter,
  page: number,
  extraColumns = '',
): { sql: string; params: unknown[] } {
  const params = new SqlParams();
  const match = matchRowsSql(filter, params);
  const limit = params.add(PAGE_SIZE);
  const offset = params.add((page - 1) * PAGE_SIZE);
  const sortKeys = SORT_KEYS[filter.sort ?? 'relevance'];
  const sql = `WITH m AS MATERIALIZED (${match}), p AS (
      SELECT id, rank, len, capital, founded FROM m ORDER BY ${sortKeys} LIMIT ${limit} OFFSET ${offset}
    )
    SELECT ${SUMMARY_COLUMNS}${extraColumns}, (SELECT count(*) FROM m)::int AS total
      FROM p JOIN companies c ON c.id = p.id
     ORDER BY ${sortKeys.replace(/(^|, )/g, '$1p.')}`;
  return { sql, params: params.values };
}

/** Every match as a narrow row: id and the columns the sorts order by. */
function matchRowsSql(filter: CompanyFilter, params: SqlParams): string {
  const { where, rank } = companyMatch(filter, params);
  return `SELECT s.company_id AS id, ${rank()} AS rank, length(s.name) AS len,
             s.reg_capital AS capital, s.founded_on AS founded
        FROM company_search s WHERE ${where}`;
}

/** ORDER BY of each sort over the match rows (ties always fall back to relevance, then id). */
const SORT_KEYS: Record<CompanySort, string> = {
  relevance: 'rank, len, id',
  capital_desc: 'capital DESC, rank, id',
  capital_asc: 'capital, rank, id',
  found_desc: 'founded DESC, rank, id',
  found_asc: 'founded, rank, id',
};

export function companyCountSql(filter: CompanyFilter): { sql: string; params: unknown[] } {
  const params = new SqlParams();
  const { where } = companyMatch(filter, params);
  return {
    sql: `SELECT count(*)::int AS total FROM company_search s WHERE ${where}`,
    params: params.values,
  };
}

export async function countCompanies(db: Db, filter: CompanyFilter): Promise<number> {
  const kept = await readRankedTotal(db, rankedKey(filter));
  if (kept !== undefined) return kept;
  const { sql, params } = companyCountSql(filter);
  const rows = await db.query<{ total: number }>(sql, params);
  return rows[0]?.total ?? 0;
}

/**
 * One page of matches and the total number of matches. A search with many matches is ranked
 * whole once and kept (ranked-results.ts); its pages are then slices of that ranking.
 */
export async function searchCompanies<Extra extends object = object>(
  db: Db,
  filter: CompanyFilter,
  page: number,
  extraColumns = '',
): Promise<{ total: number; rows: (SummaryRow & Extra)[] }> {
  const key = rankedKey(filter);
  const offset = (page - 1) * PAGE_SIZE;
  let kept = await readRanked(db, key, offset, PAGE_SIZE);
  if (!kept && (await keepRanking(db, filter))) {
    kept = await readRanked(db, key, offset, PAGE_SIZE);
  }
  if (kept) {
    return { total: kept.total, rows: await companiesById<Extra>(db, kept.ids, extraColumns) };
  }
  const { sql, params } = companySearchSql(filter, page, extraColumns);
  const rows = await db.query<SummaryRow & Extra & { total: number }>(sql, params);
  // The window count comes with the rows; a page past the end has none, so count separately.
  const total = rows[0]?.total ?? (page > 1 ? await countCompanies(db, filter) : 0);
  return { total, rows };
}

/**
 * Ranks every match of `filter` and keeps the ranking when it has at least `minimum` matches;
 * true when one is kept now.
 */
export async function keepRanking(
  db: Db,
  filter: CompanyFilter,
  minimum = KEEP_RANKED_FROM,
): Promise<boolean> {
  const params = new SqlParams();
  const match = matchRowsSql(filter, params);
  const orderBy = SORT_KEYS[filter.sort ?? 'relevance'];
  return keepRanked(db, rankedKey(filter), match, params.values, orderBy, minimum);
}

/** Summary rows (plus `extraColumns` of `companies c`) of `ids`, in the order given. */
async function companiesById<Extra extends object>(
  db: Db,
  ids: number[],
  extraColumns: string,
): Promise<(SummaryRow & Extra)[]> {
  if (ids.length === 0) return [];
  return db.query<SummaryRow & Extra>(
    `SELECT ${SUMMARY_COLUMNS}${extraColumns}
       FROM unnest($1::int[]) WITH ORDINALITY AS p(id, ord) JOIN companies c ON c.id = p.id
      ORDER BY p.ord`,
    [ids],
  );
}
