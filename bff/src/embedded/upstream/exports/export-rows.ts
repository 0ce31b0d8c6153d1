import { MATCH_FIELD_NAMES } from '@ysy/contracts/account/exports';
import type { Db } from '../../db/database';
import { withCodeMatches } from '../search/code-match';
import { companyPageIds } from '../search/company-page';
import {
  formatCapital,
  SUMMARY_COLUMNS,
  type CompanyFilter,
  type SummaryRow,
} from '../search/company-search';
import { keywordStats } from '../search/gram-counts';
import { matchField, type MatchableCompany } from '../search/match-field';
import type { ExportRow } from './workbook';

/**
 * The companies of an export, in the list's order: the same search (company-page.ts) asked for
 * every result from the first at once, so the file holds exactly the pages the list shows, one
 * after another.
 */

/** Companies read (and written into the file) per statement. */
const BATCH = 500;

/** The ids of the search's first `limit` results, in result order. */
export async function exportIds(db: Db, search: CompanyFilter, limit: number): Promise<number[]> {
  const stats = await keywordStats(db, search.keyword);
  const filter = await withCodeMatches(db, search);
  return companyPageIds(db, filter, 0, limit, stats);
}

type CompanyRow = SummaryRow & MatchableCompany & { address: string };

function toExportRow(keyword: string, c: CompanyRow): ExportRow {
  const match = matchField(keyword, c);
  return [
    c.name,
    c.credit_code,
    c.legal_person,
    formatCapital(c.reg_capital),
    c.found_date,
    c.status,
    c.city === c.province ? c.province : `${c.province} ${c.city}`,
    c.address,
    match ? `${MATCH_FIELD_NAMES[match.field]}：${match.text}` : '',
  ];
}

/** The rows of `ids`, BATCH at a time, in the order given. */
export async function* exportRows(
  db: Db,
  keyword: string,
  ids: readonly number[],
): AsyncGenerator<ExportRow[]> {
  for (let from = 0; from < ids.length; from += BATCH) {
    const rows = await db.query<CompanyRow>(
      `SELECT ${SUMMARY_COLUMNS}, c.address, c.shareholders, c.members, c.products, c.business_scope
         FROM unnest($1::int[]) WITH ORDINALITY AS p(id, ord) JOIN companies c ON c.id = p.id
        ORDER BY p.ord`,
      [ids.slice(from, from + BATCH)],
    );
    yield rows.map((row) => toExportRow(keyword, row));
  }
}
