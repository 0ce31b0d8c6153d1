import { MATCH_FIELD_NAMES } from '@ysy/contracts/account/exports';
import type { Db } from '../../db/database';
import { withCodeMatches } from '../search/code-match';
import { companyPageIds } from '../search/company-page';
import { formatCapital, type CompanyFilter } from '../search/company-search';
import { keywordStats } from '../search/gram-counts';
import { matchField, type MatchableCompany } from '../search/match-field';
import type { ExportRow } from './workbook';

/**
 * The companies of an export, in the list's order: the same search (company-page.ts) asked for
 * every result from the first at once, so the file holds exactly the pages the list shows, one
 * after another.
 *
 * Each statement answers one JSON text (json_agg) instead of a row per company: PGlite decodes a
 * result field by field in JavaScript, which cost several times the query itself at a dozen
 * fields a row, while one text is parsed natively. Both drivers read the text the same way.
 */

/** Companies read (and written into the file) per statement. */
const BATCH = 1000;

/** The ids of the search's first `limit` results, in result order. */
export async function exportIds(db: Db, search: CompanyFilter, limit: number): Promise<number[]> {
  const stats = await keywordStats(db, search.keyword);
  const filter = await withCodeMatches(db, search);
  return companyPageIds(db, filter, 0, limit, stats);
}

/** A company's columns of the file, as the list shows them. */
export interface ListedCompany {
  id: number;
  name: string;
  credit_code: string;
  legal_person: string;
  /** 万元; a double prints in JSON as the shortest text that reads back the same value. */
  reg_capital: number;
  found_date: string;
  status: string;
  province: string;
  city: string;
  address: string;
}

/** The texts besides the name and legal representative that the 命中字段 column may name. */
type MatchTexts = Pick<MatchableCompany, 'shareholders' | 'members' | 'products'> & {
  business_scope: string;
};

const NO_TEXTS: MatchTexts = { shareholders: [], members: [], products: [], business_scope: '' };

/** `ids`' companies in the order given (a company gone meanwhile is left out). */
async function listedCompanies(db: Db, ids: readonly number[]): Promise<ListedCompany[]> {
  const [row] = await db.query<{ rows: string | null }>(
    `SELECT json_agg(json_build_object(
              'id', c.id, 'name', c.name, 'credit_code', c.credit_code,
              'legal_person', c.legal_person, 'reg_capital', c.reg_capital,
              'found_date', c.founded_on::text, 'status', c.status, 'province', c.province,
              'city', c.city, 'address', c.address) ORDER BY p.ord)::text AS rows
       FROM unnest($1::int[]) WITH ORDINALITY AS p(id, ord) JOIN companies c ON c.id = p.id`,
    [ids],
  );
  return JSON.parse(row?.rows ?? '[]') as ListedCompany[];
}

/** The match texts of `ids`' companies, by id; nothing is read for no ids. */
async function matchTexts(db: Db, ids: readonly number[]): Promise<Map<number, MatchTexts>> {
  if (ids.length === 0) return new Map();
  const [row] = await db.query<{ rows: string | null }>(
    `SELECT json_agg(json_build_object(
              'id', c.id, 'shareholders', c.shareholders, 'members', c.members,
              'products', c.products, 'business_scope', c.business_scope))::text AS rows
       FROM companies c WHERE c.id = ANY($1::int[])`,
    [ids],
  );
  const texts = JSON.parse(row?.rows ?? '[]') as (MatchTexts & { id: number })[];
  return new Map(texts.map((t) => [t.id, t]));
}

/** The file's row of `c`, given what the keyword matched in it. */
export function toExportRow(c: ListedCompany, match: ReturnType<typeof matchField>): ExportRow {
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

/**
 * The rows of `ids`, `batch` at a time, in the order given. The shareholders, officers, products
 * and scope (most of a company's bytes) are read only for the companies whose name and legal
 * representative do not hold the keyword: matchField looks at those two first, so for the others
 * the rest cannot change the 命中字段 column.
 */
export async function* exportRows(
  db: Db,
  keyword: string,
  ids: readonly number[],
  batch = BATCH,
): AsyncGenerator<ExportRow[]> {
  for (let from = 0; from < ids.length; from += batch) {
    const companies = await listedCompanies(db, ids.slice(from, from + batch));
    const own = companies.map((c) => matchField(keyword, { ...c, ...NO_TEXTS }));
    const texts = await matchTexts(
      db,
      companies.filter((_, i) => own[i] === undefined).map((c) => c.id),
    );
    yield companies.map((c, i) => {
      const rest = texts.get(c.id);
      return toExportRow(c, rest ? matchField(keyword, { ...c, ...rest }) : own[i]);
    });
  }
}
