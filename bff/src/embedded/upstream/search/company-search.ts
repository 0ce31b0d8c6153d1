import type { CompanyStatus, CompanySummary } from '@ysy/contracts/company/schemas';
import type { Db } from '../../db/database';
import { containsPattern, escapeLike, queryGrams } from './grams';

/**
 * Company search (customs, customs/count and the company-based lookups). A keyword matches the
 * company name, a person (legal representative, shareholders, officers) or a product. Ranking:
 * exact name, then name prefix, then name substring, then an exact person, then a person
 * substring, then a product; ties by shorter name, then id. A credit code or tax number typed
 * whole also finds its company.
 *
 * Candidates come from the GIN index on `grams` (see grams.ts); the LIKE recheck keeps only real
 * substring matches.
 */

export const PAGE_SIZE = 10;

export interface CompanyFilter {
  keyword: string;
  province?: string;
  /** Registered capital band in 万元: min ≤ capital < max (no max: open-ended). */
  capital?: { min: number; max: number | null };
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
 * The WHERE clause of a company keyword match (table alias `c`), and a function that adds the
 * rank expression's parameters only when a query orders by it.
 */
export function companyMatch(filter: CompanyFilter, params: SqlParams): { where: string; rank: () => string } {
  const q = filter.keyword.trim().toLowerCase();
  const contains = params.add(containsPattern(q));
  const textMatch = `(lower(c.name) LIKE ${contains} OR c.persons LIKE ${contains} OR c.products_text LIKE ${contains})`;
  const grams = params.add(queryGrams(q));
  let where = `(c.grams @> ${grams}::text[] AND ${textMatch})`;
  let code: string | undefined;
  if (CODE_PATTERN.test(q)) {
    code = params.add(q.toUpperCase());
    where = `(${where} OR c.credit_code = ${code} OR c.tax_id = ${code})`;
  }
  const conditions = [where];
  if (filter.province) conditions.push(`c.province = ${params.add(filter.province)}`);
  if (filter.capital) {
    conditions.push(`c.reg_capital >= ${params.add(filter.capital.min)}`);
    if (filter.capital.max !== null) conditions.push(`c.reg_capital < ${params.add(filter.capital.max)}`);
  }
  const rank = () => {
    const codeRank = code ? `WHEN c.credit_code = ${code} OR c.tax_id = ${code} THEN 0 ` : '';
    const exact = params.add(q);
    const prefix = params.add(`${escapeLike(q)}%`);
    const person = params.add(`% ${escapeLike(q)} %`);
    return `CASE ${codeRank}WHEN lower(c.name) = ${exact} THEN 0
      WHEN lower(c.name) LIKE ${prefix} THEN 1
      WHEN lower(c.name) LIKE ${contains} THEN 2
      WHEN c.persons LIKE ${person} THEN 3
      WHEN c.persons LIKE ${contains} THEN 4
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

/** The search query for one page, exposed so tests can EXPLAIN exactly what runs. */
export function companySearchSql(filter: CompanyFilter, page: number, extraColumns = ''): { sql: string; params: unknown[] } {
  const params = new SqlParams();
  const { where, rank } = companyMatch(filter, params);
  const order = rank();
  const limit = params.add(PAGE_SIZE);
  const offset = params.add((page - 1) * PAGE_SIZE);
  const sql = `SELECT ${SUMMARY_COLUMNS}${extraColumns}, count(*) OVER () AS total
    FROM companies c
    WHERE ${where}
    ORDER BY ${order}, length(c.name), c.id
    LIMIT ${limit} OFFSET ${offset}`;
  return { sql, params: params.values };
}

export function companyCountSql(filter: CompanyFilter): { sql: string; params: unknown[] } {
  const params = new SqlParams();
  const { where } = companyMatch(filter, params);
  return { sql: `SELECT count(*)::int AS total FROM companies c WHERE ${where}`, params: params.values };
}

export async function countCompanies(db: Db, filter: CompanyFilter): Promise<number> {
  const { sql, params } = companyCountSql(filter);
  const rows = await db.query<{ total: number }>(sql, params);
  return rows[0]?.total ?? 0;
}

/** One page of matches and the total number of matches. */
export async function searchCompanies<Extra extends object = object>(
  db: Db,
  filter: CompanyFilter,
  page: number,
  extraColumns = '',
): Promise<{ total: number; rows: (SummaryRow & Extra)[] }> {
  const { sql, params } = companySearchSql(filter, page, extraColumns);
  const rows = await db.query<SummaryRow & Extra & { total: number }>(sql, params);
  // The window count comes with the rows; a page past the end has none, so count separately.
  const total = rows[0]?.total ?? (page > 1 ? await countCompanies(db, filter) : 0);
  return { total, rows };
}
