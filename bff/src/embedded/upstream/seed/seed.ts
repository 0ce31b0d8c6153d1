import { bulkInsert, type Columns } from '../../db/bulk-insert';
import type { Db } from '../../db/database';
import { SCHEMA_LOCK_KEY } from '../../db/migrate';
import {
  generateCompanies,
  newGeneratorState,
  type AnnualReportRow,
  type BrandRow,
  type CompanyBatch,
  type CompanyRow,
  type CompanySearchRow,
  type EnterpriseLogoRow,
  type PatentRow,
  type SoftwareCopyrightRow,
  type TrademarkRow,
  type WorksCopyrightRow,
} from './companies';
import {
  consultantRows,
  footerRows,
  knowledgeRows,
  navRows,
  SUPPORT_AGENT,
  type ConsultantRow,
  type FooterGroupRow,
  type FooterLinkRow,
  type KnowledgeArticleRow,
  type KnowledgeNodeRow,
  type NavRow,
} from './content';
import { Prng } from './prng';
import { analyzeRegister, REGISTER_TABLES, settleSearchTable } from './search-indexes';
import { withDeferredIndexes } from '../../db/deferred-indexes';
import { GramCounter, writeGramCounts } from '../search/gram-counts';

export const DEFAULT_SEED = 20_240_601;
/** Bump when the generator changes what a seed produces. */
export const GENERATOR_VERSION = 2;

export interface SeedParams {
  companies: number;
  seed: number;
  generatorVersion: number;
}

export interface SeedResult {
  /** false: the database already held a seeded register, nothing was written. */
  seeded: boolean;
  params: SeedParams;
  /** Milliseconds spent generating + inserting, and then rebuilding indexes + ANALYZE. */
  insertMs: number;
  indexMs: number;
}

const COMPANY_COLUMNS: Columns<CompanyRow> = [
  ['id', 'int'],
  ['eid', 'text'],
  ['name', 'text'],
  ['trade_name', 'text'],
  ['legal_person', 'text'],
  ['credit_code', 'text'],
  ['org_code', 'text'],
  ['tax_id', 'text'],
  ['reg_no', 'text'],
  ['company_type', 'text'],
  ['reg_capital', 'float'],
  ['paid_capital', 'float'],
  ['currency', 'text'],
  ['founded_on', 'date'],
  ['approved_on', 'date'],
  ['term_end', 'date'],
  ['status', 'text'],
  ['province', 'text'],
  ['city', 'text'],
  ['district', 'text'],
  ['region_code', 'text'],
  ['address', 'text'],
  ['industry', 'text'],
  ['business_scope', 'text'],
  ['products', 'text[]'],
  ['reg_authority', 'text'],
  ['tax_authority', 'text'],
  ['taxpayer_type', 'text'],
  ['bank', 'text'],
  ['bank_account', 'text'],
  ['phone', 'text'],
  ['email', 'text'],
  ['website', 'text'],
  ['employees', 'int'],
  ['shareholders', 'jsonb'],
  ['members', 'jsonb'],
];

const COMPANY_SEARCH_COLUMNS: Columns<CompanySearchRow> = [
  ['company_id', 'int'],
  ['name', 'text'],
  ['persons', 'text'],
  ['products', 'text'],
  ['province', 'text'],
  ['reg_capital', 'float'],
  ['status', 'text'],
  ['founded_on', 'date'],
  ['grams', 'text[]'],
];

const REPORT_COLUMNS: Columns<AnnualReportRow> = [
  ['company_id', 'int'],
  ['year', 'int'],
  ['published_on', 'date'],
  ['status', 'text'],
  ['address', 'text'],
  ['phone', 'text'],
  ['email', 'text'],
  ['employees', 'int'],
  ['total_assets', 'float'],
  ['revenue', 'float'],
  ['net_profit', 'float'],
  ['tax_paid', 'float'],
];

const TRADEMARK_COLUMNS: Columns<TrademarkRow> = [
  ['id', 'int'],
  ['company_id', 'int'],
  ['reg_no', 'text'],
  ['name', 'text'],
  ['class_no', 'int'],
  ['class_name', 'text'],
  ['status', 'text'],
  ['applied_on', 'date'],
  ['registered_on', 'date'],
  ['expires_on', 'date'],
  ['agency', 'text'],
  ['goods', 'text[]'],
  ['image', 'text'],
  ['grams', 'text[]'],
];

const PATENT_COLUMNS: Columns<PatentRow> = [
  ['id', 'int'],
  ['company_id', 'int'],
  ['app_no', 'text'],
  ['pub_no', 'text'],
  ['title', 'text'],
  ['kind', 'text'],
  ['status', 'text'],
  ['applied_on', 'date'],
  ['published_on', 'date'],
  ['inventors', 'text[]'],
  ['ipc', 'text'],
  ['abstract', 'text'],
  ['agency', 'text'],
  ['grams', 'text[]'],
];

const SOFTWARE_COLUMNS: Columns<SoftwareCopyrightRow> = [
  ['id', 'int'],
  ['company_id', 'int'],
  ['reg_no', 'text'],
  ['full_name', 'text'],
  ['short_name', 'text'],
  ['version', 'text'],
  ['category', 'text'],
  ['finished_on', 'date'],
  ['published_on', 'date'],
  ['registered_on', 'date'],
  ['grams', 'text[]'],
];

const WORKS_COLUMNS: Columns<WorksCopyrightRow> = [
  ['id', 'int'],
  ['company_id', 'int'],
  ['reg_no', 'text'],
  ['name', 'text'],
  ['category', 'text'],
  ['author', 'text'],
  ['finished_on', 'date'],
  ['published_on', 'date'],
  ['registered_on', 'date'],
  ['grams', 'text[]'],
];

const BRAND_COLUMNS: Columns<BrandRow> = [
  ['id', 'int'],
  ['company_id', 'int'],
  ['name', 'text'],
  ['industry', 'text'],
  ['intro', 'text'],
  ['founded_year', 'int'],
  ['logo', 'text'],
  ['grams', 'text[]'],
];

const LOGO_COLUMNS: Columns<EnterpriseLogoRow> = [
  ['id', 'int'],
  ['company_id', 'int'],
  ['logo', 'text'],
  ['color', 'text'],
];

const NAV_COLUMNS: Columns<NavRow> = [
  ['id', 'int'],
  ['parent_id', 'int'],
  ['sort', 'int'],
  ['category_name', 'text'],
  ['url', 'text'],
  ['icon', 'text'],
  ['img', 'jsonb'],
  ['show', 'text'],
  ['desc', 'text'],
];

const FOOTER_GROUP_COLUMNS: Columns<FooterGroupRow> = [
  ['id', 'int'],
  ['sort', 'int'],
  ['category_name', 'text'],
];
const FOOTER_LINK_COLUMNS: Columns<FooterLinkRow> = [
  ['id', 'int'],
  ['group_id', 'int'],
  ['sort', 'int'],
  ['category_name', 'text'],
  ['url', 'text'],
];

const KNOWLEDGE_NODE_COLUMNS: Columns<KnowledgeNodeRow> = [
  ['id', 'int'],
  ['parent_id', 'int'],
  ['sort', 'int'],
  ['name', 'text'],
  ['url', 'text'],
  ['description', 'text'],
];
const KNOWLEDGE_ARTICLE_COLUMNS: Columns<KnowledgeArticleRow> = [
  ['id', 'int'],
  ['node_id', 'int'],
  ['sort', 'int'],
  ['title', 'text'],
  ['summary', 'text'],
  ['content', 'text'],
  ['author', 'text'],
  ['views', 'int'],
  ['updated_on', 'date'],
];

const CONSULTANT_COLUMNS: Columns<ConsultantRow> = [
  ['id', 'int'],
  ['username', 'text'],
  ['position', 'text'],
  ['buphoto', 'text'],
  ['qyh_qywx', 'text'],
  ['areas_of_expertise', 'text[]'],
  ['im_accid', 'text'],
  ['phone', 'text'],
  ['intro', 'text'],
  ['sort', 'int'],
];

interface ImAccountRow {
  accid: string;
  token: string;
  kind: string;
  nick: string;
  icon: string;
}
const IM_ACCOUNT_COLUMNS: Columns<ImAccountRow> = [
  ['accid', 'text'],
  ['token', 'text'],
  ['kind', 'text'],
  ['nick', 'text'],
  ['icon', 'text'],
];

/** Companies generated and inserted per round: bounds memory at any seed size. */
const COMPANY_BATCH = 5000;

/** The seed params recorded in `meta`, or null when the database was never seeded. */
export async function readSeedParams(db: Db): Promise<SeedParams | null> {
  const rows = await db.query<{ value: SeedParams }>(`SELECT value FROM meta WHERE key = 'seed'`);
  return rows[0]?.value ?? null;
}

async function insertBatch(db: Db, batch: CompanyBatch): Promise<void> {
  await bulkInsert(db, 'companies', COMPANY_COLUMNS, batch.companies);
  await bulkInsert(db, 'company_search', COMPANY_SEARCH_COLUMNS, batch.companySearch);
  await bulkInsert(db, 'annual_reports', REPORT_COLUMNS, batch.annualReports);
  await bulkInsert(db, 'trademarks', TRADEMARK_COLUMNS, batch.trademarks);
  await bulkInsert(db, 'patents', PATENT_COLUMNS, batch.patents);
  await bulkInsert(db, 'software_copyrights', SOFTWARE_COLUMNS, batch.softwareCopyrights);
  await bulkInsert(db, 'works_copyrights', WORKS_COLUMNS, batch.worksCopyrights);
  await bulkInsert(db, 'brands', BRAND_COLUMNS, batch.brands);
  await bulkInsert(db, 'enterprise_logos', LOGO_COLUMNS, batch.enterpriseLogos);
}

/**
 * Seeds an empty, migrated database once: site content, consultants, the support agent and
 * `companies` generated companies with their records, then the search indexes. All in one
 * transaction, so a crash mid-way leaves no half register and the next start seeds again.
 * When `meta` already records a seed, it does nothing: stored needs, users and calls survive.
 */
export async function seedDatabase(
  db: Db,
  opts: { companies: number; seed?: number; log?: (msg: string) => void },
): Promise<SeedResult> {
  const params: SeedParams = {
    companies: opts.companies,
    seed: opts.seed ?? DEFAULT_SEED,
    generatorVersion: GENERATOR_VERSION,
  };
  if (!Number.isInteger(params.companies) || params.companies < 0) {
    throw new Error(`companies must be a whole number ≥ 0, got ${params.companies}`);
  }
  const log = opts.log ?? (() => undefined);

  const result = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    const existing = await readSeedParams(tx);
    if (existing) {
      log(
        `database already seeded (${existing.companies} companies, seed ${existing.seed}); not seeding again`,
      );
      return { seeded: false, params: existing, insertMs: 0, indexMs: 0 };
    }

    const started = performance.now();
    let loadMs = 0;
    const contentRng = new Prng(params.seed ^ 0x5eed);
    await bulkInsert(tx, 'nav_categories', NAV_COLUMNS, navRows());
    const footer = footerRows();
    await bulkInsert(tx, 'footer_groups', FOOTER_GROUP_COLUMNS, footer.groups);
    await bulkInsert(tx, 'footer_links', FOOTER_LINK_COLUMNS, footer.links);
    const knowledge = knowledgeRows(contentRng);
    await bulkInsert(tx, 'knowledge_nodes', KNOWLEDGE_NODE_COLUMNS, knowledge.nodes);
    await bulkInsert(tx, 'knowledge_articles', KNOWLEDGE_ARTICLE_COLUMNS, knowledge.articles);
    const consultants = consultantRows(contentRng);
    await bulkInsert(tx, 'consultants', CONSULTANT_COLUMNS, consultants);
    await bulkInsert(tx, 'im_accounts', IM_ACCOUNT_COLUMNS, [
      ...consultants.map((c) => ({
        accid: c.im_accid,
        token: contentRng.hex(32),
        kind: 'consultant',
        nick: c.username,
        icon: c.buphoto,
      })),
      {
        accid: SUPPORT_AGENT.accid,
        token: contentRng.hex(32),
        kind: 'support',
        nick: SUPPORT_AGENT.nick,
        icon: SUPPORT_AGENT.icon,
      },
    ]);

    const rng = new Prng(params.seed);
    const state = newGeneratorState();
    const grams = new GramCounter();
    await withDeferredIndexes(tx, REGISTER_TABLES, async () => {
      // The tables are empty here (no seed recorded, and seeding is one transaction). Truncating
      // them in this transaction lets PostgreSQL with wal_level=minimal (our PGlite) skip the
      // WAL for everything loaded below.
      await tx.exec(`TRUNCATE ${REGISTER_TABLES.join(', ')}`);
      for (let done = 0; done < params.companies;) {
        const n = Math.min(COMPANY_BATCH, params.companies - done);
        const batch = generateCompanies(rng, state, n);
        grams.add(batch.companySearch);
        await insertBatch(tx, batch);
        done += n;
        if (done % 50_000 === 0 || done === params.companies)
          log(`seeded ${done} of ${params.companies} companies`);
      }
      loadMs = performance.now() - started;
    });
    // The counts a search reads to choose its plan (search/gram-counts.ts).
    await writeGramCounts(tx, grams);
    await analyzeRegister(tx);
    const indexMs = performance.now() - started - loadMs;

    await tx.query(`INSERT INTO meta (key, value) VALUES ('seed', $1::jsonb)`, [
      JSON.stringify(params),
    ]);
    log(
      `seeded ${params.companies} companies (seed ${params.seed}) in ${Math.round(loadMs)} ms, ` +
        `indexes and statistics in ${Math.round(indexMs)} ms`,
    );
    return { seeded: true, params, insertMs: loadMs, indexMs };
  });
  if (result.seeded) {
    const started = performance.now();
    await settleSearchTable(db);
    log(`search table ordered and vacuumed: ${Math.round(performance.now() - started)} ms`);
  }
  return result;
}
