import type { EinDetails } from '@ysy/contracts/company/schemas';
import type { Db } from '../../db/database';
import type { MatchCount } from '../search/company-count';
import {
  countCompanies,
  PAGE_SIZE,
  searchCompanies,
  SUMMARY_COLUMNS,
  type CompanyFilter,
  type SummaryRow,
} from '../search/company-search';
import { suggestCompanies } from '../search/company-suggest';
import { registerSize } from '../search/gram-counts';

/**
 * SQL of `companies`: a company by eid, its profile, and the company search (search/ holds the
 * query builders; this module is what handlers call).
 */

export { countCompanies, suggestCompanies };

export async function companyIdByEid(db: Db, eid: string): Promise<number | undefined> {
  const rows = await db.query<{ id: number }>('SELECT id FROM companies WHERE eid = $1', [eid]);
  return rows[0]?.id;
}

export async function findCompanySummary(db: Db, eid: string): Promise<SummaryRow | undefined> {
  const rows = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM companies c WHERE c.eid = $1`,
    [eid],
  );
  return rows[0];
}

/** The texts a keyword can match beside the name: what a result line says it matched. */
export interface MatchTexts {
  shareholders: { name: string }[];
  members: { name: string }[];
  products: string[];
  business_scope: string;
}
const MATCH_COLUMNS = `, c.shareholders, c.members, c.products, c.business_scope`;

/** One page of a company search, each row with the texts the keyword can match. */
export async function searchCompanyPage(
  db: Db,
  filter: CompanyFilter,
  page: number,
): Promise<MatchCount & { rows: (SummaryRow & MatchTexts)[] }> {
  return searchCompanies<MatchTexts>(db, filter, page, MATCH_COLUMNS);
}

export interface DetailRow extends SummaryRow {
  business_scope: string;
  address: string;
  reg_authority: string;
  approved_date: string;
  company_type: string;
  employees: number;
  shareholders: { name: string; ratio: number; amount: number }[];
  members: { name: string; position: string }[];
  phone: string;
  email: string;
  website: string;
}

export async function findCompanyDetail(db: Db, eid: string): Promise<DetailRow | undefined> {
  const rows = await db.query<DetailRow>(
    `SELECT ${SUMMARY_COLUMNS}, c.business_scope, c.address, c.reg_authority, c.approved_on::text AS approved_date,
            c.company_type, c.employees, c.shareholders, c.members, c.phone, c.email, c.website
       FROM companies c WHERE c.eid = $1`,
    [eid],
  );
  return rows[0];
}

/** The company's latest annual report (year and publication) and its records per register. */
export interface RecordSummary {
  report_year: number | null;
  report_date: string | null;
  reports: number;
  trademarks: number;
  patents: number;
  software_copyrights: number;
  works_copyrights: number;
}

export async function recordSummary(db: Db, companyId: number): Promise<RecordSummary | undefined> {
  const rows = await db.query<RecordSummary>(
    `SELECT (SELECT max(year) FROM annual_reports WHERE company_id = $1) AS report_year,
            (SELECT published_on::text FROM annual_reports WHERE company_id = $1 ORDER BY year DESC LIMIT 1) AS report_date,
            (SELECT count(*)::int FROM annual_reports WHERE company_id = $1) AS reports,
            (SELECT count(*)::int FROM trademarks WHERE company_id = $1) AS trademarks,
            (SELECT count(*)::int FROM patents WHERE company_id = $1) AS patents,
            (SELECT count(*)::int FROM software_copyrights WHERE company_id = $1) AS software_copyrights,
            (SELECT count(*)::int FROM works_copyrights WHERE company_id = $1) AS works_copyrights`,
    [companyId],
  );
  return rows[0];
}

export async function findEinDetails(db: Db, eid: string): Promise<EinDetails | undefined> {
  const rows = await db.query<EinDetails>(
    `SELECT eid, name, credit_code, tax_id, legal_person, address, phone, bank, bank_account, tax_authority,
            taxpayer_type, founded_on::text AS reg_date
       FROM companies WHERE eid = $1`,
    [eid],
  );
  return rows[0];
}

/** What a company-based lookup list asks: one company, a keyword, or the whole register. */
export interface CompanyListQuery {
  eid?: string | undefined;
  keyword?: string | undefined;
  page: number;
}

type CompanyList<Extra> = { total: number; estimated?: boolean; rows: (SummaryRow & Extra)[] };

/** A page of companies for the tax-id lookup. */
export function taxIdCompanies(db: Db, query: CompanyListQuery): Promise<CompanyList<object>> {
  return companyList(db, query, '');
}

/** A page of companies for the annual-report lookup, each with its report years, newest first. */
export function reportCompanies(
  db: Db,
  query: CompanyListQuery,
): Promise<CompanyList<{ years: number[] }>> {
  return companyList<{ years: number[] }>(
    db,
    query,
    `, array(SELECT r.year FROM annual_reports r WHERE r.company_id = c.id ORDER BY r.year DESC) AS years`,
  );
}

async function companyList<Extra extends object>(
  db: Db,
  query: CompanyListQuery,
  extraColumns: string,
): Promise<CompanyList<Extra>> {
  const offset = (query.page - 1) * PAGE_SIZE;
  if (query.eid) {
    const rows = await db.query<SummaryRow & Extra>(
      `SELECT ${SUMMARY_COLUMNS}${extraColumns} FROM companies c WHERE c.eid = $1`,
      [query.eid],
    );
    return { total: rows.length, rows: offset === 0 ? rows : [] };
  }
  if (query.keyword)
    return searchCompanies<Extra>(db, { keyword: query.keyword }, query.page, extraColumns);
  const rows = await db.query<SummaryRow & Extra>(
    `SELECT ${SUMMARY_COLUMNS}${extraColumns} FROM companies c ORDER BY c.id LIMIT $1 OFFSET $2`,
    [PAGE_SIZE, offset],
  );
  const counted = await registerSize(db);
  if (counted !== undefined) return { total: counted, rows };
  const count = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM companies');
  return { total: count[0]?.total ?? 0, rows };
}
