import type { Db } from '../../db/database';
import { SqlParams, type CompanyFilter } from './company-filter';

/**
 * A keyword shaped like a company's code. Typed whole (15–20 letters and digits: a unified social
 * credit code has 18, an old tax number 15), it finds the company whose credit code or tax number
 * it is; part of one (11–17 letters and digits, at least one a digit) finds those whose credit
 * code or tax number begins with it. Fewer would list a district: a credit code's first eight
 * characters are the registering authority, the kind and the region, and most new codes go on
 * with MA (at 1,000,000 companies an eight-character beginning is held by about 7,000). People
 * paste codes from invoices and licences, whole or cut short.
 *
 * The codes are looked up once per search through the btree indexes of migration 028 (equality
 * and LIKE 'prefix%'), and the search's statements then name the companies by id: a code inside
 * the text match made every statement read the whole search table.
 */

const WHOLE_CODE = /^[0-9A-Za-z]{15,20}$/;
const PARTIAL_CODE = /^(?=.*[0-9])[0-9A-Za-z]{11,17}$/;

/** A credit code or tax number typed whole. */
export function isCode(keyword: string): boolean {
  return WHOLE_CODE.test(keyword.trim());
}

/** The condition on `companies` (unaliased) of the codes `keyword` matches, if it is code-shaped. */
function codeCondition(keyword: string, params: SqlParams): string | undefined {
  const code = keyword.trim().toUpperCase();
  const conditions: string[] = [];
  if (WHOLE_CODE.test(code)) {
    const whole = params.add(code);
    conditions.push(`credit_code = ${whole}`, `tax_id = ${whole}`);
  }
  // Letters and digits only: nothing in it is a LIKE wildcard.
  if (PARTIAL_CODE.test(code)) {
    const prefix = params.add(`${code}%`);
    conditions.push(`credit_code LIKE ${prefix}`, `tax_id LIKE ${prefix}`);
  }
  return conditions.length > 0 ? conditions.join(' OR ') : undefined;
}

/**
 * The companies of `company_search s` the keyword matches by code, as a condition: by id once
 * looked up (withCodeMatches), else by the code itself (the definition, which reads the table).
 */
export function codeMatchSql(filter: CompanyFilter, params: SqlParams): string | undefined {
  if (filter.codeIds !== undefined)
    return filter.codeIds.length > 0
      ? `s.company_id = ANY(${params.add(filter.codeIds)}::int[])`
      : undefined;
  const condition = codeCondition(filter.keyword, params);
  return condition && `s.company_id IN (SELECT id FROM companies WHERE ${condition})`;
}

/** Some company may match the keyword by code (unknown until looked up: true if code-shaped). */
export function mayMatchCode(filter: CompanyFilter): boolean {
  if (filter.codeIds !== undefined) return filter.codeIds.length > 0;
  return codeCondition(filter.keyword, new SqlParams()) !== undefined;
}

/** `filter` with the companies its keyword matches by code looked up (none: not code-shaped). */
export async function withCodeMatches(db: Db, filter: CompanyFilter): Promise<CompanyFilter> {
  if (filter.codeIds !== undefined) return filter;
  const params = new SqlParams();
  const condition = codeCondition(filter.keyword, params);
  if (condition === undefined) return { ...filter, codeIds: [] };
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM companies WHERE ${condition} ORDER BY id`,
    params.values,
  );
  return { ...filter, codeIds: rows.map((row) => row.id) };
}
