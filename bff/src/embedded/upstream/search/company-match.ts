import type { CompanySort, CompanyStatus } from '@ysy/contracts/company/schemas';
import { containsPattern, escapeLike, queryGrams } from './grams';

/**
 * What a company keyword matches, as SQL over `company_search` (alias `s`): the company name, a
 * person (legal representative, shareholders, officers) or a product, and a credit code or tax
 * number typed whole. Ranking: exact name, then name prefix, then name substring, then an exact
 * person, then a person substring, then a product (or the code); ties by shorter name, then id.
 */

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

/** The list filters as conditions on `company_search` (alias `s`). */
export function filterConditions(filter: CompanyFilter, params: SqlParams): string[] {
  const conditions: string[] = [];
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
  return conditions;
}

/** A credit code or tax number typed whole. */
export function isCode(keyword: string): boolean {
  return CODE_PATTERN.test(keyword.trim());
}

/**
 * The WHERE clause of a company keyword match over `company_search` (alias `s`), and a function
 * that adds the rank expression's parameters only when a query orders by it.
 */
/** Some text of the row (`s`) holds the keyword (`contains`: its `%q%` pattern). */
export function textMatchSql(contains: string): string {
  return `(s.name LIKE ${contains} OR s.persons LIKE ${contains} OR s.products LIKE ${contains})`;
}

/** `condition`, or the company whose credit code or tax number is `code` (when one is typed). */
export function orCodeSql(condition: string, code: string | undefined): string {
  if (code === undefined) return condition;
  return `(${condition} OR s.company_id IN (SELECT id FROM companies WHERE credit_code = ${code} OR tax_id = ${code}))`;
}

/** The placeholders of the keyword's patterns that the relevance rank compares with. */
export interface RankPatterns {
  exact: string;
  prefix: string;
  contains: string;
  person: string;
}

/** The relevance class of a row (0 best): exact name, prefix, substring, exact person, person, else. */
export function rankSql(p: RankPatterns): string {
  // A code search matches no name, so its company lands in the last class; it is alone anyway.
  return `CASE WHEN s.name = ${p.exact} THEN 0
      WHEN s.name LIKE ${p.prefix} THEN 1
      WHEN s.name LIKE ${p.contains} THEN 2
      WHEN s.persons LIKE ${p.person} THEN 3
      WHEN s.persons LIKE ${p.contains} THEN 4
      ELSE 5 END`;
}

export function companyMatch(
  filter: CompanyFilter,
  params: SqlParams,
): { where: string; rank: () => string } {
  const q = filter.keyword.trim().toLowerCase();
  const contains = params.add(containsPattern(q));
  const grams = params.add(queryGrams(q));
  const code = CODE_PATTERN.test(q) ? params.add(q.toUpperCase()) : undefined;
  const where = orCodeSql(`(s.grams @> ${grams}::text[] AND ${textMatchSql(contains)})`, code);
  const conditions = [where, ...filterConditions(filter, params)];
  const rank = () =>
    rankSql({
      exact: params.add(q),
      prefix: params.add(`${escapeLike(q)}%`),
      contains,
      person: params.add(`% ${escapeLike(q)} %`),
    });
  return { where: conditions.join(' AND '), rank };
}
