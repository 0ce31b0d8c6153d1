import type { CompanySort } from '@ysy/contracts/company/schemas';
import type { Db } from '../../db/database';
import { filterConditions, SqlParams, type CompanyFilter } from './company-match';

/**
 * A search whose keyword can match no text (its grams are in none, by the counts) but matched
 * codes: its results are the code's companies alone, found by id. Part of a code can match a
 * whole district's companies (91320106: 1,771 of 200,000); naming them one by one beats a plan
 * that walks the register looking for them among all the rows.
 */

/** Result order of the code's companies: all in one relevance class (shorter name, then id). */
const ORDER: Record<CompanySort, string> = {
  relevance: 'length(s.name), s.company_id',
  capital_desc: 's.reg_capital DESC, length(s.name), s.company_id',
  capital_asc: 's.reg_capital, length(s.name), s.company_id',
  found_desc: 's.founded_on DESC, length(s.name), s.company_id',
  found_asc: 's.founded_on, length(s.name), s.company_id',
};

function fromCodes(filter: CompanyFilter, params: SqlParams): string {
  const ids = params.add(filter.codeIds ?? []);
  const where = filterConditions(filter, params);
  return `FROM unnest(${ids}::int[]) AS code(id) JOIN company_search s ON s.company_id = code.id
    ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}`;
}

/** Ids of results `offset` to `offset + limit` among the code's companies. */
export async function codeOnlyIds(
  db: Db,
  filter: CompanyFilter,
  offset: number,
  limit: number,
): Promise<number[]> {
  if (!filter.codeIds?.length) return [];
  const params = new SqlParams();
  const from = fromCodes(filter, params);
  const rows = await db.query<{ id: number }>(
    `SELECT s.company_id AS id ${from} ORDER BY ${ORDER[filter.sort ?? 'relevance']}
      LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`,
    params.values,
  );
  return rows.map((row) => row.id);
}

/** How many of the code's companies the filters keep. */
export async function codeOnlyCount(db: Db, filter: CompanyFilter): Promise<number> {
  if (!filter.codeIds?.length) return 0;
  // Every company has its search row: without a filter, each id is a result.
  if (filterConditions(filter, new SqlParams()).length === 0) return filter.codeIds.length;
  const params = new SqlParams();
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n ${fromCodes(filter, params)}`,
    params.values,
  );
  return rows[0]?.n ?? 0;
}
