import { routes } from '@ysy/contracts/routes';
import type { LookupDetailsQuery, LookupListQuery } from '@ysy/contracts/lookup/lookup-route';
import type { EinItem, ReportCompany } from '@ysy/contracts/lookup/schemas';
import { contractRoute, type ContractRoute } from '../route-kit';
import type { UpstreamContext } from '../context';
import { upstreamMessages } from '../messages';
import { toSummary, type SummaryRow } from '../search/company-search';
import { findCompanySummary, reportCompanies, taxIdCompanies } from '../repositories/companies';
import {
  annualReportsOf,
  BRANDS,
  ENTERPRISE_LOGOS,
  findRegisterItem,
  PATENTS,
  registerPage,
  SOFTWARE_COPYRIGHTS,
  TRADEMARKS,
  WORKS_COPYRIGHTS,
  type Page,
  type Register,
} from '../repositories/registers';

/**
 * The lookups (the pages are the product's; the calls are ours, see contracts/src/lookup): paged
 * lists by keyword and/or company, and details by id. Company-based lists (tax ids, reports) use
 * the company search; the register lists are in repositories/registers.ts.
 */

const NOT_FOUND = 404;

function einItem(row: SummaryRow): EinItem {
  return {
    eid: row.eid,
    name: row.name,
    credit_code: row.credit_code,
    tax_id: row.tax_id,
    legal_person: row.legal_person,
    province: row.province,
    city: row.city,
    status: row.status,
  };
}

/** List and details routes of one register. */
function registerRoutes<Item>(
  ctx: UpstreamContext,
  register: Register<Item>,
): {
  list: (query: LookupListQuery) => Promise<{ code: 0; data: Page<Item> }>;
  details: (
    query: LookupDetailsQuery,
  ) => Promise<{ code: 0; data: Item } | { code: number; msg: string }>;
} {
  return {
    list: async (query) => ({ code: 0, data: await registerPage(ctx.db, register, query) }),
    details: async (query) => {
      const item = await findRegisterItem(ctx.db, register, query.id);
      return item === undefined
        ? { code: NOT_FOUND, msg: upstreamMessages.itemNotFound }
        : { code: 0, data: item };
    },
  };
}

/** The company-based lookups: tax ids, annual reports and one company's report years. */
function companyLookupRoutes(ctx: UpstreamContext): ContractRoute[] {
  return [
    contractRoute(routes.einList).handle(async ({ query }) => {
      const { total, estimated, rows } = await taxIdCompanies(ctx.db, query);
      return {
        code: 0,
        data: {
          total,
          ...(estimated ? { estimated } : {}),
          page: query.page,
          list: rows.map(einItem),
        },
      };
    }),
    contractRoute(routes.reportList).handle(async ({ query }) => {
      const { total, estimated, rows } = await reportCompanies(ctx.db, query);
      const list = rows.map((row): ReportCompany => {
        const { tax_id: _taxId, ...rest } = einItem(row);
        return { ...rest, years: row.years };
      });
      return {
        code: 0,
        data: { total, ...(estimated ? { estimated } : {}), page: query.page, list },
      };
    }),
    contractRoute(routes.declarationYears).handle(async ({ query }) => {
      const company = await findCompanySummary(ctx.db, query.eid);
      if (!company) return { code: NOT_FOUND, msg: upstreamMessages.companyNotFound };
      const reports = await annualReportsOf(ctx.db, company.id);
      return {
        code: 0,
        data: {
          company: toSummary(company),
          years: reports.map((report) => ({ year: report.year, report })),
        },
      };
    }),
  ];
}

export function lookupRoutes(ctx: UpstreamContext): ContractRoute[] {
  const patents = registerRoutes(ctx, PATENTS);
  const trademarks = registerRoutes(ctx, TRADEMARKS);
  const software = registerRoutes(ctx, SOFTWARE_COPYRIGHTS);
  const works = registerRoutes(ctx, WORKS_COPYRIGHTS);
  const brands = registerRoutes(ctx, BRANDS);
  const logos = registerRoutes(ctx, ENTERPRISE_LOGOS);
  return [
    ...companyLookupRoutes(ctx),
    contractRoute(routes.patentList).handle(({ query }) => patents.list(query)),
    contractRoute(routes.patentDetails).handle(({ query }) => patents.details(query)),
    contractRoute(routes.trademarkList).handle(({ query }) => trademarks.list(query)),
    contractRoute(routes.trademarkDetails).handle(({ query }) => trademarks.details(query)),
    contractRoute(routes.softwareCopyrightList).handle(({ query }) => software.list(query)),
    contractRoute(routes.softwareCopyrightDetails).handle(({ query }) => software.details(query)),
    contractRoute(routes.worksCopyrightList).handle(({ query }) => works.list(query)),
    contractRoute(routes.worksCopyrightDetails).handle(({ query }) => works.details(query)),
    contractRoute(routes.brandList).handle(({ query }) => brands.list(query)),
    contractRoute(routes.brandDetails).handle(({ query }) => brands.details(query)),
    contractRoute(routes.enterpriseLogoList).handle(({ query }) => logos.list(query)),
    contractRoute(routes.enterpriseLogoDetails).handle(({ query }) => logos.details(query)),
  ];
}
