import { PAGE_SIZE } from '@ysy/contracts/common/pagination';
import type { LookupListQuery } from '@ysy/contracts/lookup/lookup-route';
import type {
  Brand,
  EnterpriseLogo,
  Patent,
  SoftwareCopyright,
  Trademark,
  WorksCopyright,
} from '@ysy/contracts/lookup/schemas';
import type { Db } from '../../db/database';
import { SqlParams } from '../search/company-search';
import { containsPattern, queryGrams } from '../search/grams';

/**
 * SQL of the registers a company owns records in (patents, trademarks, copyrights, brands,
 * logos, annual reports): paged lists by keyword and/or company, one record by id, and the
 * names the generated images show. The register lists match the item's own name (its `grams`
 * index) or its owner's name (the company search index).
 */

export interface Page<T> {
  total: number;
  page: number;
  list: T[];
}

export interface Register<Item> {
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

export const PATENTS: Register<Patent> = {
  table: 'patents',
  columns: `x.id, x.title, x.kind AS type, x.app_no, x.applied_on::text AS app_date, x.pub_no,
    x.published_on::text AS pub_date, x.status, c.name AS applicant, c.eid, x.inventors, x.abstract, x.ipc`,
  ownText: ['lower(x.title)'],
  orderBy: 'x.applied_on DESC, x.id DESC',
};
export const TRADEMARKS: Register<Trademark> = {
  table: 'trademarks',
  columns: `x.id, x.name, x.reg_no, x.class_no, x.class_name, x.status, c.name AS applicant, c.eid,
    x.applied_on::text AS app_date, x.registered_on::text AS reg_date, x.image`,
  ownText: ['lower(x.name)'],
  orderBy: 'x.applied_on DESC, x.id DESC',
};
export const SOFTWARE_COPYRIGHTS: Register<SoftwareCopyright> = {
  table: 'software_copyrights',
  columns: `x.id, x.full_name AS name, x.short_name, x.version, x.reg_no, x.category, c.name AS owner, c.eid,
    x.finished_on::text AS finish_date, x.published_on::text AS pub_date, x.registered_on::text AS reg_date`,
  ownText: ['lower(x.full_name)', 'lower(x.short_name)'],
  orderBy: 'x.registered_on DESC, x.id DESC',
};
export const WORKS_COPYRIGHTS: Register<WorksCopyright> = {
  table: 'works_copyrights',
  columns: `x.id, x.name, x.reg_no, x.category, x.author, c.name AS owner, c.eid,
    x.finished_on::text AS finish_date, x.published_on::text AS pub_date, x.registered_on::text AS reg_date`,
  ownText: ['lower(x.name)', 'lower(x.author)'],
  orderBy: 'x.registered_on DESC, x.id DESC',
};
export const BRANDS: Register<Brand> = {
  table: 'brands',
  columns: `x.id, x.name, x.industry, c.eid, c.name AS company_name, x.logo, x.intro, x.founded_year`,
  ownText: ['lower(x.name)'],
  orderBy: 'x.founded_year DESC, x.id DESC',
};
export const ENTERPRISE_LOGOS: Register<EnterpriseLogo> = {
  table: 'enterprise_logos',
  columns: `x.id, c.eid, c.name AS company_name, x.logo, c.industry, c.province`,
  ownText: [],
  orderBy: 'x.id',
};

/**
 * A keyword finds items by their own name (the item's `grams` index) and items of companies
 * whose name matches (the company search index, then the item's company_id index); own-name
 * matches rank first. Both arms are index lookups, so the lists scale with the register.
 */
function keywordMatches(register: Register<unknown>, keyword: string, params: SqlParams): string {
  const q = keyword.toLowerCase();
  const pattern = params.add(containsPattern(q));
  const grams = params.add(queryGrams(q));
  const byCompany = `SELECT x.id, 1 AS rank FROM ${register.table} x JOIN company_search s ON s.company_id = x.company_id
      WHERE s.grams @> ${grams}::text[] AND s.name LIKE ${pattern}`;
  if (register.ownText.length === 0) return byCompany;
  const own = register.ownText.map((text) => `${text} LIKE ${pattern}`).join(' OR ');
  return `SELECT x.id, 0 AS rank FROM ${register.table} x WHERE x.grams @> ${grams}::text[] AND (${own})
    UNION ALL ${byCompany}`;
}

/** One page of the register: a keyword's matches, one company's items, or the whole register. */
export async function registerPage<Item>(
  db: Db,
  register: Register<Item>,
  query: LookupListQuery,
): Promise<Page<Item>> {
  const params = new SqlParams();
  let from = `FROM ${register.table} x JOIN companies c ON c.id = x.company_id`;
  let rank = '';
  if (query.keyword) {
    from = `FROM (SELECT id, min(rank) AS rank FROM (${keywordMatches(register, query.keyword, params)}) m GROUP BY id) b
      JOIN ${register.table} x ON x.id = b.id JOIN companies c ON c.id = x.company_id`;
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
  const rows = await db.query<Item & { total?: number }>(
    `SELECT ${register.columns}${whole ? '' : ', count(*) OVER () AS total'} ${from} ${where}
      ORDER BY ${rank}${register.orderBy} LIMIT ${limit} OFFSET ${offset}`,
    params.values,
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    // The whole register, or a page past the end (no row to carry the window count). Every
    // register row has its company (a NOT NULL foreign key), so the register alone counts them.
    const count = await db.query<{ total: number }>(
      whole
        ? `SELECT count(*)::int AS total FROM ${register.table}`
        : `SELECT count(*)::int AS total ${from} ${where}`,
      countParams,
    );
    total = count[0]?.total ?? 0;
  }
  const list = rows.map(({ total: _total, ...item }): Item => item as Item);
  return { total, page: query.page, list };
}

export async function findRegisterItem<Item>(
  db: Db,
  register: Register<Item>,
  id: number,
): Promise<Item | undefined> {
  const rows = await db.query<Item>(
    `SELECT ${register.columns} FROM ${register.table} x JOIN companies c ON c.id = x.company_id WHERE x.id = $1`,
    [id],
  );
  return rows[0];
}

export interface AnnualReportRow {
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
}

/** The company's annual reports, newest first. */
export async function annualReportsOf(db: Db, companyId: number): Promise<AnnualReportRow[]> {
  return db.query<AnnualReportRow>(
    `SELECT year, published_on::text AS submit_date, employees, total_assets, revenue, net_profit, tax_paid,
            address, phone, email, status
       FROM annual_reports WHERE company_id = $1 ORDER BY year DESC`,
    [companyId],
  );
}

/** What an enterprise logo image shows: its company's trade name, in the logo's colour. */
export async function findLogoFace(
  db: Db,
  id: number,
): Promise<{ trade_name: string; color: string } | undefined> {
  const rows = await db.query<{ trade_name: string; color: string }>(
    'SELECT c.trade_name, l.color FROM enterprise_logos l JOIN companies c ON c.id = l.company_id WHERE l.id = $1',
    [id],
  );
  return rows[0];
}

/** The name of a brand or trademark (what its generated image shows). */
export async function registerItemName(
  db: Db,
  table: 'brands' | 'trademarks',
  id: number,
): Promise<string | undefined> {
  const rows = await db.query<{ name: string }>(`SELECT name FROM ${table} WHERE id = $1`, [id]);
  return rows[0]?.name;
}
