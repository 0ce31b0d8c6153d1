import { codeMatchSql } from './code-match';
import { SqlParams, type CompanyFilter } from './company-filter';
import { containsPattern, escapeLike, queryGrams } from './grams';

/**
 * What a company keyword matches, as SQL over `company_search` (alias `s`): the company name, a
 * person (legal representative, shareholders, officers) or a product, or a credit code or tax
 * number (whole or its beginning: code-match.ts). Ranking: exact name, then name prefix, then name
 * substring, then an exact person, then a person substring, then a product (or the code); ties by
 * shorter name, then id.
 */

export { SqlParams, type CompanyFilter };

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

/** Some text of the row (`s`) holds the keyword (`contains`: its `%q%` pattern). */
export function textMatchSql(contains: string): string {
  return `(s.name LIKE ${contains} OR s.persons LIKE ${contains} OR s.products LIKE ${contains})`;
}

/** `condition`, or a company the keyword matches by code (`code`: from codeMatchSql). */
export function orCodeSql(condition: string, code: string | undefined): string {
  if (code === undefined) return condition;
  return `(${condition} OR ${code})`;
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
  const grams = params.add(queryGrams(q));
  const code = codeMatchSql(filter, params);
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
