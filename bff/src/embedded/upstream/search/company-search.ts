import type { CompanySort, CompanyStatus, CompanySummary } from '@ysy/contracts/company/schemas';
import { PAGE_SIZE } from '@ysy/contracts/common/pagination';
import { ESTIMATE_PAGES_AHEAD } from '@ysy/contracts/company/values';
export { companyMatch, filterConditions, SqlParams, type CompanyFilter } from './company-match';
export { isCode } from './code-match';
import type { Db } from '../../db/database';
import { withCodeMatches } from './code-match';
import { companyMatch, SqlParams, type CompanyFilter } from './company-match';
import { countMatches, exactCount, type CountLimits, type MatchCount } from './company-count';
import { companyPageIds } from './company-page';
import { keywordStats } from './gram-counts';

/**
 * Company search (companySearch, companySearch/count and the company-based lookups). A keyword matches the
 * company name, a person (legal representative, shareholders, officers) or a product. Ranking:
 * exact name, then name prefix, then name substring, then an exact person, then a person
 * substring, then a product; ties by shorter name, then id. A credit code or tax number typed
 * whole also finds its company, and the beginning of one the companies whose code begins with
 * it (code-match.ts).
 *
 * `companySearchSql` and `companyCountSql` rank and count every match in one statement: the
 * definition of the results, kept as the reference the faster search is tested against (and
 * timed against by the seed's `--bench`).
 */

export { PAGE_SIZE };

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

/** ORDER BY of each sort over the match rows (ties fall back to the relevance order). */
const SORT_KEYS: Record<CompanySort, string> = {
  relevance: 'rank, len, id',
  capital_desc: 'capital DESC, rank, len, id',
  capital_asc: 'capital, rank, len, id',
  found_desc: 'founded DESC, rank, len, id',
  found_asc: 'founded, rank, len, id',
};

export function companyCountSql(filter: CompanyFilter): { sql: string; params: unknown[] } {
  const params = new SqlParams();
  const { where } = companyMatch(filter, params);
  return {
    sql: `SELECT count(*)::int AS total FROM company_search s WHERE ${where}`,
    params: params.values,
  };
}

export async function countCompanies(db: Db, filter: CompanyFilter): Promise<MatchCount> {
  const stats = await keywordStats(db, filter.keyword);
  return countMatches(db, await withCodeMatches(db, filter), stats);
}

/**
 * One page of matches and the number of matches (estimated for very common words with filters;
 * see company-count.ts). The page is found without ranking every match (company-page.ts).
 *
 * The search reads ESTIMATE_PAGES_AHEAD pages past the one asked for: when it finds fewer, it has
 * seen the last result and the count is exact; when it says a count is estimated, those pages
 * hold results, so a pager that offers no page beyond them never offers an empty one.
 */
export async function searchCompanies<Extra extends object = object>(
  db: Db,
  search: CompanyFilter,
  page: number,
  extraColumns = '',
  countLimits?: CountLimits,
): Promise<MatchCount & { rows: (SummaryRow & Extra)[] }> {
  const stats = await keywordStats(db, search.keyword);
  const filter = await withCodeMatches(db, search);
  const offset = (page - 1) * PAGE_SIZE;
  const wanted = PAGE_SIZE * (1 + ESTIMATE_PAGES_AHEAD);
  const found = await companyPageIds(db, filter, offset, wanted, stats);
  const rows = await companiesById<Extra>(db, found.slice(0, PAGE_SIZE), extraColumns);
  // Fewer than asked for, and some (or none from the first): the last result is among them.
  if (found.length < wanted && (found.length > 0 || offset === 0))
    return { total: offset + found.length, estimated: false, rows };
  const count = await countMatches(db, filter, stats, countLimits);
  // Past the end of an estimate (a page typed or kept from before): count exactly, so that the
  // page says what there is and its pager leads back to the real last page.
  if (found.length === 0 && count.estimated)
    return { total: await exactCount(db, filter), estimated: false, rows };
  // An estimate never says there are fewer results than the search has seen.
  const seen = found.length > 0 ? offset + found.length : 0;
  return { ...count, total: Math.max(count.total, seen), rows };
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
