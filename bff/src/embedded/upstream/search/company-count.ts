import type { Db } from '../../db/database';
import { mayMatchCode } from './code-match';
import { codeOnlyCount } from './code-only';
import { companyMatch, SqlParams, type CompanyFilter } from './company-match';
import { isOneGram, rarestIn, type KeywordStats } from './gram-counts';
import { noTextMatch } from './walk-plan';

/**
 * The number of companies a search matches: exact where that is cheap, else estimated (the page
 * then says 约).
 *
 * - No match by the counts (a gram in no text, or in no company of the filtered province): 0.
 * - A keyword shaped like a code: its companies (looked up by id, code-match.ts) counted, with
 *   the text matches if any can match.
 * - A keyword of one gram without filters: its gram count, exact, without counting.
 * - A keyword whose rarest gram few companies hold (up to EXACT_COUNT_UP_TO): counted.
 * - Otherwise: of the first COUNT_SAMPLE (500) companies holding the rarest gram in storage order
 *   (by name length, then id: see settleSearchTable; the filters relate to it only through the
 *   name's length, and at 1,000,000 companies the bench's estimates were within 10% of the exact
 *   counts), the share that matches, times the
 *   gram's count, rounded to two significant digits. Counting 科技 with a province filter exactly
 *   would read a fifth of the register for a number nobody needs to the unit.
 * - An estimate under ESTIMATE_FROM is counted after all: small numbers should be right.
 */
export const EXACT_COUNT_UP_TO = 2000;
export const COUNT_SAMPLE = 500;
export const ESTIMATE_FROM = 200;

export interface MatchCount {
  total: number;
  estimated: boolean;
}

function hasFilter(filter: CompanyFilter): boolean {
  return Boolean(
    filter.province ||
    filter.capital ||
    filter.status ||
    filter.yearFrom !== undefined ||
    filter.yearTo !== undefined,
  );
}

/** `n` to two significant digits (41,234 → 41,000). */
export function roughly(n: number): number {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

export async function exactCount(db: Db, filter: CompanyFilter): Promise<number> {
  const params = new SqlParams();
  const { where } = companyMatch(filter, params);
  const rows = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM company_search s WHERE ${where}`,
    params.values,
  );
  return rows[0]?.total ?? 0;
}

/** When a count is exact (at most `exactUpTo` holders of the rarest gram) and the sample's size. */
export interface CountLimits {
  exactUpTo: number;
  sample: number;
}

export async function countMatches(
  db: Db,
  filter: CompanyFilter,
  stats: KeywordStats | undefined,
  limits: CountLimits = { exactUpTo: EXACT_COUNT_UP_TO, sample: COUNT_SAMPLE },
): Promise<MatchCount> {
  if (stats && filter.codeIds !== undefined && noTextMatch(stats, filter))
    return { total: await codeOnlyCount(db, filter), estimated: false };
  // A code's companies are looked up by id: counted with the text matches.
  if (!stats || mayMatchCode(filter))
    return { total: await exactCount(db, filter), estimated: false };
  if (noTextMatch(stats, filter)) return { total: 0, estimated: false };
  const rarest = rarestIn(stats, 'any');
  if (isOneGram(stats) && !hasFilter(filter)) return { total: rarest.n_any, estimated: false };
  if (rarest.n_any <= limits.exactUpTo)
    return { total: await exactCount(db, filter), estimated: false };
  const params = new SqlParams();
  const { where } = companyMatch(filter, params);
  const rows = await db.transaction(async (tx) => {
    // The sample is the first rows in storage order. A sequential scan of a big table may start
    // where another scan is (synchronized scans), which would change the sample and the number
    // from one request to the next; from the start, the same search always says the same.
    await tx.exec('SET LOCAL synchronize_seqscans = off');
    return tx.query<{ seen: number; hits: number }>(
      `SELECT count(*)::int AS seen, (count(*) FILTER (WHERE ${where}))::int AS hits
         FROM (SELECT * FROM company_search s
                WHERE s.grams @> ARRAY[${params.add(rarest.gram)}]::text[]
                LIMIT ${params.add(limits.sample)}) s`,
      params.values,
    );
  });
  const seen = rows[0]?.seen ?? 0;
  const hits = rows[0]?.hits ?? 0;
  // Every holder of the gram was in the sample: the hits are the count.
  if (seen < limits.sample) return { total: hits, estimated: false };
  const estimate = (hits / seen) * rarest.n_any;
  if (estimate < ESTIMATE_FROM) return { total: await exactCount(db, filter), estimated: false };
  return { total: roughly(estimate), estimated: true };
}
