import { routes } from '@ysy/contracts/routes';
import type { LookupDetailsQuery, LookupListQuery } from '@ysy/contracts/lookup/lookup-route';
import type {
  Brand,
  EinItem,
  EnterpriseLogo,
  Patent,
  ReportCompany,
  SoftwareCopyright,
  Trademark,
  WorksCopyright,
} from '@ysy/contracts/lookup/schemas';
import { contractRoute, type ContractRoute } from '../route-kit';
import type { UpstreamContext } from '../context';
import { upstreamMessages } from '../messages';
import {
  PAGE_SIZE,
  searchCompanies,
  SqlParams,
  SUMMARY_COLUMNS,
  toSummary,
  type SummaryRow,
} from '../search/company-search';
import { containsPattern, queryGrams } from '../search/grams';
import { registerSize } from '../search/gram-counts';

/**
 * The lookups (the pages are the product's; the calls are ours, see contracts/src/lookup): paged
 * lists by keyword and/or company, and details by id. Company-based lists (tax ids, reports) use
 * the company search; the register lists (patents, trademarks, copyrights, brands, logos) match the
 * item's own name (its `grams` index) or its owner's name (the company search index).
 */

const NOT_FOUND = 404;

interface Page<T> {
  total: number;
  page: number;
  list: T[];
}

// ------------------------------------------------------------------------- company-based lists

async function companyList<Extra extends object>(
  ctx: UpstreamContext,
  query: LookupListQuery,
  extraColumns: string,
): Promise<{ total: number; estimated?: boolean; rows: (SummaryRow & Extra)[] }> {
  const offset = (query.page - 1) * PAGE_SIZE;
  if (query.eid) {
    const rows = await ctx.db.query<SummaryRow & Extra>(
      `SELECT ${SUMMARY_COLUMNS}${extraColumns} FROM companies c WHERE c.eid = $1`,
      [query.eid],
    );
    return { total: rows.length, rows: offset === 0 ? rows : [] };
  }
  if (query.keyword)
    return searchCompanies<Extra>(ctx.db, { keyword: query.keyword }, query.page, extraColumns);
  const rows = await ctx.db.query<SummaryRow & Extra>(
    `SELECT ${SUMMARY_COLUMNS}${extraColumns} FROM companies c ORDER BY c.id LIMIT $1 OFFSET $2`,
    [PAGE_SIZE, offset],
  );
  const counted = await registerSize(ctx.db);
  if (counted !== undefined) return { total: counted, rows };
  const count = await ctx.db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM companies',
  );
  return { total: count[0]?.total ?? 0, rows };
}

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

const YEARS_COLUMN = `, array(SELECT r.year FROM annual_reports r WHERE r.company_id = c.id ORDER BY r.year DESC) AS years`;

// -------------------------------------------------------------------------- register lists

interface RegisterLookup<Item> {
  /** The item table; alias `x` in the SQL below, its company `c`. */
  table: string;
  /** SELECT list producing the contract item's fields. */
  columns: string;
  /**
   * The item's own searchable texts, lower-cased, as indexed in its `grams` (title, author…);
   * empty when the item is found only through its company's name (logos).
   */
  ownText: readonly string[];
  orderBy: string;
  /** Marks which item type the SELECT list produces. */
  readonly item?: Item;
}

/**
 * A keyword finds items by their own name (the item's `grams` index) and items of companies
 * whose name matches (the company search index, then the item's company_id index); own-name
 * matches rank first. Both arms are index lookups, so the lists scale with the register.
 */
function keywordMatches(
  lookup: RegisterLookup<unknown>,
  keyword: string,
  params: SqlParams,
): string {
  const q = keyword.toLowerCase();
  const pattern = params.add(containsPattern(q));
  const grams = params.add(queryGrams(q));
  const byCompany = `SELECT x.id, 1 AS rank FROM ${lookup.table} x JOIN company_search s ON s.company_id = x.company_id
      WHERE s.grams @> ${grams}::text[] AND s.name LIKE ${pattern}`;
  if (lookup.ownText.length === 0) return byCompany;
  const own = lookup.ownText.map((text) => `${text} LIKE ${pattern}`).join(' OR ');
  return `SELECT x.id, 0 AS rank FROM ${lookup.table} x WHERE x.grams @> ${grams}::text[] AND (${own})
    UNION ALL ${byCompany}`;
}

async function registerList<Item>(
  ctx: UpstreamContext,
  lookup: RegisterLookup<Item>,
  query: LookupListQuery,
): Promise<Page<Item>> {
  const params = new SqlParams();
  let from = `FROM ${lookup.table} x JOIN companies c ON c.id = x.company_id`;
  let rank = '';
  if (query.keyword) {
    from = `FROM (SELECT id, min(rank) AS rank FROM (${keywordMatches(lookup, query.keyword, params)}) m GROUP BY id) b
      JOIN ${lookup.table} x ON x.id = b.id JOIN companies c ON c.id = x.company_id`;
    rank = 'b.rank, ';
  }
  const where = query.eid ? `WHERE c.eid = ${params.add(query.eid)}` : '';
  const countParams = [...params.values];
  const limit = params.add(PAGE_SIZE);
  const offset = params.add((query.page - 1) * PAGE_SIZE);
  // The whole register (no keyword, no company): the page walks the register's order index and
  // stops after its rows, and the register is counted on its own (migration 024). A window count
  // in the page's query would make it read and sort every row first.
  const whole = !query.keyword && !query.eid;
  const rows = await ctx.db.query<Item & { total?: number }>(
    `SELECT ${lookup.columns}${whole ? '' : ', count(*) OVER () AS total'} ${from} ${where}
      ORDER BY ${rank}${lookup.orderBy} LIMIT ${limit} OFFSET ${offset}`,
    params.values,
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    // The whole register, or a page past the end (no row to carry the window count). Every
    // register row has its company (a NOT NULL foreign key), so the register alone counts them.
    const count = await ctx.db.query<{ total: number }>(
      whole
        ? `SELECT count(*)::int AS total FROM ${lookup.table}`
        : `SELECT count(*)::int AS total ${from} ${where}`,
      countParams,
    );
    total = count[0]?.total ?? 0;
  }
  const list = rows.map(({ total: _total, ...item }): Item => item as Item);
  return { total, page: query.page, list };
}

async function registerDetails<Item>(
  ctx: UpstreamContext,
  lookup: RegisterLookup<Item>,
  query: LookupDetailsQuery,
): Promise<Item | undefined> {
  const rows = await ctx.db.query<Item>(
    `SELECT ${lookup.columns} FROM ${lookup.table} x JOIN companies c ON c.id = x.company_id WHERE x.id = $1`,
    [query.id],
  );
  return rows[0];
}

const PATENTS: RegisterLookup<Patent> = {
  table: 'patents',
  columns: `x.id, x.title, x.kind AS type, x.app_no, x.applied_on::text AS app_date, x.pub_no,
    x.published_on::text AS pub_date, x.status, c.name AS applicant, c.eid, x.inventors, x.abstract, x.ipc`,
  ownText: ['lower(x.title)'],
  orderBy: 'x.applied_on DESC, x.id DESC',
};
const TRADEMARKS: RegisterLookup<Trademark> = {
  table: 'trademarks',
  columns: `x.id, x.name, x.reg_no, x.class_no, x.class_name, x.status, c.name AS applicant, c.eid,
    x.applied_on::text AS app_date, x.registered_on::text AS reg_date, x.image`,
  ownText: ['lower(x.name)'],
  orderBy: 'x.applied_on DESC, x.id DESC',
};
const SOFTWARE: RegisterLookup<SoftwareCopyright> = {
  table: 'software_copyrights',
  columns: `x.id, x.full_name AS name, x.short_name, x.version, x.reg_no, x.category, c.name AS owner, c.eid,
    x.finished_on::text AS finish_date, x.published_on::text AS pub_date, x.registered_on::text AS reg_date`,
  ownText: ['lower(x.full_name)', 'lower(x.short_name)'],
  orderBy: 'x.registered_on DESC, x.id DESC',
};
const WORKS: RegisterLookup<WorksCopyright> = {
  table: 'works_copyrights',
  columns: `x.id, x.name, x.reg_no, x.category, x.author, c.name AS owner, c.eid,
    x.finished_on::text AS finish_date, x.published_on::text AS pub_date, x.registered_on::text AS reg_date`,
  ownText: ['lower(x.name)', 'lower(x.author)'],
  orderBy: 'x.registered_on DESC, x.id DESC',
};
const BRANDS: RegisterLookup<Brand> = {
  table: 'brands',
  columns: `x.id, x.name, x.industry, c.eid, c.name AS company_name, x.logo, x.intro, x.founded_year`,
  ownText: ['lower(x.name)'],
  orderBy: 'x.founded_year DESC, x.id DESC',
};
const LOGOS: RegisterLookup<EnterpriseLogo> = {
  table: 'enterprise_logos',
  columns: `x.id, c.eid, c.name AS company_name, x.logo, c.industry, c.province`,
  ownText: [],
  orderBy: 'x.id',
};

/** List and details routes of one register. */
function registerRoutes<Item>(
  ctx: UpstreamContext,
  lookup: RegisterLookup<Item>,
): {
  list: (query: LookupListQuery) => Promise<{ code: 0; data: Page<Item> }>;
  details: (
    query: LookupDetailsQuery,
  ) => Promise<{ code: 0; data: Item } | { code: number; msg: string }>;
} {
  return {
    list: async (query) => ({ code: 0, data: await registerList(ctx, lookup, query) }),
    details: async (query) => {
      const item = await registerDetails(ctx, lookup, query);
      return item === undefined
        ? { code: NOT_FOUND, msg: upstreamMessages.itemNotFound }
        : { code: 0, data: item };
    },
  };
}

export function lookupRoutes(ctx: UpstreamContext): ContractRoute[] {
  const patents = registerRoutes(ctx, PATENTS);
  const trademarks = registerRoutes(ctx, TRADEMARKS);
  const software = registerRoutes(ctx, SOFTWARE);
  const works = registerRoutes(ctx, WORKS);
  const brands = registerRoutes(ctx, BRANDS);
  const logos = registerRoutes(ctx, LOGOS);
  return [
    contractRoute(routes.einList).handle(async ({ query }) => {
      const { total, estimated, rows } = await companyList(ctx, query, '');
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
      const { total, estimated, rows } = await companyList<{ years: number[] }>(
        ctx,
        query,
        YEARS_COLUMN,
      );
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
      const companies = await ctx.db.query<SummaryRow>(
        `SELECT ${SUMMARY_COLUMNS} FROM companies c WHERE c.eid = $1`,
        [query.eid],
      );
      const company = companies[0];
      if (!company) return { code: NOT_FOUND, msg: upstreamMessages.companyNotFound };
      const reports = await ctx.db.query<{
        year: number;
        submit_date: string;
        employees: number;
        total_assets: number;
        revenue: number;
        net_profit: number;
        tax_paid: number;
        address: string;
        phone: string;
        email: string;
        status: string;
      }>(
        `SELECT year, published_on::text AS submit_date, employees, total_assets, revenue, net_profit, tax_paid,
                address, phone, email, status
           FROM annual_reports WHERE company_id = $1 ORDER BY year DESC`,
        [company.id],
      );
      return {
        code: 0,
        data: {
          company: toSummary(company),
          years: reports.map((report) => ({ year: report.year, report })),
        },
      };
    }),
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
