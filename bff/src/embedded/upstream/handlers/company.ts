import { routes } from '@ysy/contracts/routes';
import type {
  CapitalBand,
  CompanyDetail,
  CompanySort,
  CompanyStatus,
  ProvinceArea,
} from '@ysy/contracts/company/schemas';
import { contractRoute, HttpError, type ContractRoute } from '../route-kit';
import type { UpstreamContext } from '../context';
import { upstreamMessages } from '../messages';
import { PROVINCES } from '../seed/data/regions';
import { matchField } from '../search/match-field';
import { profileExtras } from './company-profile-extras';
import { toSummary, type CompanyFilter } from '../search/company-search';
import {
  countCompanies,
  findCompanyDetail,
  findEinDetails,
  searchCompanyPage,
  type DetailRow,
} from '../repositories/companies';

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

/** The scope as the result line shows it: without the register's boilerplate prefix. */
function scopeExcerpt(scope: string): string {
  return scope.replace(/^一般项目：/u, '').replace(/（除依法须经批准的项目外.*$/u, '');
}

function companyDetail(
  row: DetailRow,
  extras: Pick<CompanyDetail, 'facts' | 'counts'>,
): CompanyDetail {
  return {
    ...toSummary(row),
    business_scope: row.business_scope,
    address: row.address,
    reg_authority: row.reg_authority,
    approved_date: row.approved_date,
    company_type: row.company_type,
    employees: row.employees,
    shareholders: row.shareholders.map((s) => ({ name: s.name, ratio: s.ratio, amount: s.amount })),
    members: row.members.map((m) => ({ name: m.name, position: m.position })),
    phone: row.phone,
    email: row.email,
    website: row.website,
    ...extras,
  };
}

/** The company search: a page of results and the count of matches. */
function companySearchRoutes(ctx: UpstreamContext): ContractRoute[] {
  return [
    contractRoute(routes.companySearch).handle(async ({ query }) => {
      const { total, estimated, rows } = await searchCompanyPage(
        ctx.db,
        filterOf(query),
        query.page,
      );
      const entInfos = rows.map((row) => {
        const match = matchField(query.keyword, row);
        return {
          ...toSummary(row),
          scope: scopeExcerpt(row.business_scope),
          ...(match ? { match } : {}),
        };
      });
      const customList = {
        total,
        ...(estimated ? { estimated: true } : {}),
        page: query.page,
        entInfos,
      };
      return { code: 0, data: { customList } };
    }),
    contractRoute(routes.companySearchCount).handle(async ({ query }) => {
      const { total, estimated } = await countCompanies(ctx.db, filterOf(query));
      return { code: 0, data: { total, ...(estimated ? { estimated: true } : {}) } };
    }),
    contractRoute(routes.capitalBands).handle(async () => {
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
  ];
}

/** A company's profile and its tax details. */
function companyProfileRoutes(ctx: UpstreamContext): ContractRoute[] {
  return [
    contractRoute(routes.companyProfile).handle(async ({ query }) => {
      const row = await findCompanyDetail(ctx.db, query.eid);
      if (!row) return { code: NOT_FOUND, msg: upstreamMessages.companyNotFound };
      const custom = companyDetail(row, await profileExtras(ctx.db, row.id, row));
      return { code: 0, data: { custom } };
    }),
    contractRoute(routes.einDetails).handle(async ({ query }) => {
      const row = await findEinDetails(ctx.db, query.eid);
      if (!row) return { code: NOT_FOUND, msg: upstreamMessages.companyNotFound };
      return { code: 0, data: row };
    }),
  ];
}

export function companyRoutes(ctx: UpstreamContext): ContractRoute[] {
  return [...companySearchRoutes(ctx), ...companyProfileRoutes(ctx)];
}
