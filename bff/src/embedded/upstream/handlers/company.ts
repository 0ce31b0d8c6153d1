import { routes } from '@ysy/contracts/routes';
import type {
  CapitalBand,
  CompanyDetail,
  CompanySort,
  CompanyStatus,
  EinDetails,
  ProvinceArea,
} from '@ysy/contracts/company/schemas';
import type { Db } from '../../db/database';
import { contractRoute, HttpError, type ContractRoute } from '../route-kit';
import type { UpstreamContext } from '../context';
import { upstreamMessages } from '../messages';
import { PROVINCES } from '../seed/data/regions';
import { matchField } from '../search/match-field';
import { profileExtras } from './company-profile-extras';
import {
  countCompanies,
  searchCompanies,
  SUMMARY_COLUMNS,
  toSummary,
  type CompanyFilter,
  type SummaryRow,
} from '../search/company-search';

/** A band as this upstream always sends it: the contract's optional fields all present. */
type FullCapitalBand = CapitalBand & { id: number; name: string; min: number; max: number | null };

/** Registered-capital bands of the search filter, in 万元 (min ≤ capital < max). */
export const CAPITAL_BANDS: readonly FullCapitalBand[] = [
  { id: 1, name: '100万以内', min: 0, max: 100 },
  { id: 2, name: '100万-200万', min: 100, max: 200 },
  { id: 3, name: '200万-500万', min: 200, max: 500 },
  { id: 4, name: '500万-1000万', min: 500, max: 1000 },
  { id: 5, name: '1000万-5000万', min: 1000, max: 5000 },
  { id: 6, name: '5000万以上', min: 5000, max: null },
];

const NOT_FOUND = 404;
/** Entries the search filter shows before its 更多 toggle. */
const PROVINCES_SHOWN = 12;
const BANDS_SHOWN = 4;

export function filterOf(query: {
  keyword: string;
  province?: string | undefined;
  yuan?: number | undefined;
  status?: CompanyStatus | undefined;
  year_from?: number | undefined;
  year_to?: number | undefined;
  sort?: CompanySort | undefined;
}): CompanyFilter {
  const filter: CompanyFilter = { keyword: query.keyword };
  if (query.province) filter.province = query.province;
  if (query.status) filter.status = query.status;
  if (query.year_from !== undefined) filter.yearFrom = query.year_from;
  if (query.year_to !== undefined) filter.yearTo = query.year_to;
  if (query.sort) filter.sort = query.sort;
  if (query.yuan !== undefined) {
    const band = CAPITAL_BANDS.find((b) => b.id === query.yuan);
    if (!band) throw new HttpError(400, { code: 400, msg: upstreamMessages.capitalBandUnknown });
    filter.capital = { min: band.min, max: band.max };
  }
  return filter;
}

interface DetailRow extends SummaryRow {
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

/** Columns the result lines need beside the summary: what the keyword can match. */
const MATCH_COLUMNS = `, c.shareholders, c.members, c.products, c.business_scope`;
interface MatchColumns {
  shareholders: { name: string }[];
  members: { name: string }[];
  products: string[];
  business_scope: string;
}

/** The scope as the result line shows it: without the register's boilerplate prefix. */
function scopeExcerpt(scope: string): string {
  return scope.replace(/^一般项目：/u, '').replace(/（除依法须经批准的项目外.*$/u, '');
}

export async function companyIdByEid(db: Db, eid: string): Promise<number | undefined> {
  const rows = await db.query<{ id: number }>('SELECT id FROM companies WHERE eid = $1', [eid]);
  return rows[0]?.id;
}

export function companyRoutes(ctx: UpstreamContext): ContractRoute[] {
  return [
    contractRoute(routes.customs).handle(async ({ query }) => {
      const { total, estimated, rows } = await searchCompanies<MatchColumns>(
        ctx.db,
        filterOf(query),
        query.page,
        MATCH_COLUMNS,
      );
      const entInfos = rows.map((row) => {
        const match = matchField(query.keyword, row);
        const summary = toSummary(row);
        return {
          ...summary,
          scope: scopeExcerpt(row.business_scope),
          ...(match ? { match } : {}),
        };
      });
      return {
        code: 0,
        data: {
          customList: {
            total,
            ...(estimated ? { estimated: true } : {}),
            page: query.page,
            entInfos,
          },
        },
      };
    }),
    contractRoute(routes.customsCount).handle(async ({ query }) => {
      const { total, estimated } = await countCompanies(ctx.db, filterOf(query));
      return { code: 0, data: { total, ...(estimated ? { estimated: true } : {}) } };
    }),
    contractRoute(routes.customOnly).handle(async ({ query }) => {
      const rows = await ctx.db.query<DetailRow>(
        `SELECT ${SUMMARY_COLUMNS}, c.business_scope, c.address, c.reg_authority, c.approved_on::text AS approved_date,
                c.company_type, c.employees, c.shareholders, c.members, c.phone, c.email, c.website
           FROM companies c WHERE c.eid = $1`,
        [query.eid],
      );
      const row = rows[0];
      if (!row) return { code: NOT_FOUND, msg: upstreamMessages.companyNotFound };
      const { facts, counts } = await profileExtras(ctx.db, row.id, row);
      const custom: CompanyDetail = {
        ...toSummary(row),
        business_scope: row.business_scope,
        address: row.address,
        reg_authority: row.reg_authority,
        approved_date: row.approved_date,
        company_type: row.company_type,
        employees: row.employees,
        shareholders: row.shareholders.map((s) => ({
          name: s.name,
          ratio: s.ratio,
          amount: s.amount,
        })),
        members: row.members.map((m) => ({ name: m.name, position: m.position })),
        phone: row.phone,
        email: row.email,
        website: row.website,
        facts,
        counts,
      };
      return { code: 0, data: { custom } };
    }),
    contractRoute(routes.seniorDimensionYuan).handle(async () => {
      // clickMore marks the last entry of the collapsed list: the page shows the entries up to
      // it and a 更多 toggle for the rest.
      const provincArea: ProvinceArea[] = PROVINCES.map((name, i) => ({
        id: i + 1,
        name,
        ...(i === PROVINCES_SHOWN - 1 ? { clickMore: true } : {}),
      }));
      const yuan = CAPITAL_BANDS.map((band, i) =>
        i === BANDS_SHOWN - 1 ? { ...band, clickMore: true } : band,
      );
      return { code: 0, data: { seniorDimensionYuan: { provincArea, yuan } } };
    }),
    contractRoute(routes.einDetails).handle(async ({ query }) => {
      const rows = await ctx.db.query<EinDetails>(
        `SELECT eid, name, credit_code, tax_id, legal_person, address, phone, bank, bank_account, tax_authority,
                taxpayer_type, founded_on::text AS reg_date
           FROM companies WHERE eid = $1`,
        [query.eid],
      );
      const row = rows[0];
      if (!row) return { code: NOT_FOUND, msg: upstreamMessages.companyNotFound };
      return { code: 0, data: row };
    }),
  ];
}
