import { bulkInsert } from '../../db/bulk-insert';
import type { Db } from '../../db/database';
import { withDeferredIndexes } from '../../db/deferred-indexes';
import { SCHEMA_LOCK_KEY } from '../../db/migrate';
import { GramCounter, writeGramCounts } from '../search/gram-counts';
import {
  BRAND_COLUMNS,
  CHANGE_COLUMNS,
  COMPANY_COLUMNS,
  COMPANY_SEARCH_COLUMNS,
  CONSULTANT_COLUMNS,
  FOOTER_GROUP_COLUMNS,
  FOOTER_LINK_COLUMNS,
  IM_ACCOUNT_COLUMNS,
  KNOWLEDGE_ARTICLE_COLUMNS,
  KNOWLEDGE_NODE_COLUMNS,
  LOGO_COLUMNS,
  NAV_COLUMNS,
  PATENT_COLUMNS,
  REPORT_COLUMNS,
  SOFTWARE_COLUMNS,
  TRADEMARK_COLUMNS,
  WORKS_COLUMNS,
} from './columns';
import { changeHistory } from './changes';
import { generateCompanies, newGeneratorState } from './companies';
import type { CompanyBatch } from './rows';
import { consultantRows, knowledgeRows, SUPPORT_AGENT } from './content';
import { Prng } from './prng';
import { analyzeRegister, REGISTER_TABLES, settleSearchTable } from './search-indexes';
import { footerRows, navRows } from './site-links';

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

/** Companies generated and inserted per round: bounds memory at any seed size. */
const COMPANY_BATCH = 5000;

/** The seed params recorded in `meta`, or null when the database was never seeded. */
export async function readSeedParams(db: Db): Promise<SeedParams | null> {
  const rows = await db.query<{ value: SeedParams }>(`SELECT value FROM meta WHERE key = 'seed'`);
  return rows[0]?.value ?? null;
}

async function insertBatch(db: Db, batch: CompanyBatch, changeRng: Prng): Promise<void> {
  await bulkInsert(db, 'companies', COMPANY_COLUMNS, batch.companies);
  await bulkInsert(db, 'company_search', COMPANY_SEARCH_COLUMNS, batch.companySearch);
  await bulkInsert(db, 'annual_reports', REPORT_COLUMNS, batch.annualReports);
  await bulkInsert(db, 'trademarks', TRADEMARK_COLUMNS, batch.trademarks);
  await bulkInsert(db, 'patents', PATENT_COLUMNS, batch.patents);
  await bulkInsert(db, 'software_copyrights', SOFTWARE_COLUMNS, batch.softwareCopyrights);
  await bulkInsert(db, 'works_copyrights', WORKS_COLUMNS, batch.worksCopyrights);
  await bulkInsert(db, 'brands', BRAND_COLUMNS, batch.brands);
  await bulkInsert(db, 'enterprise_logos', LOGO_COLUMNS, batch.enterpriseLogos);
  await bulkInsert(db, 'company_changes', CHANGE_COLUMNS, changeHistory(changeRng, batch));
}

/** The menu, footer links, knowledge base, consultants, and the chat accounts of consultants and support. */
async function insertSiteContent(tx: Db, contentRng: Prng): Promise<void> {
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
}

/**
 * Generates and inserts the register in rounds of COMPANY_BATCH companies, with its indexes
 * dropped meanwhile; resolves once they are rebuilt. `loadedAt`: when the last row was in.
 */
async function insertRegister(
  tx: Db,
  params: SeedParams,
  log: (msg: string) => void,
): Promise<{ grams: GramCounter; loadedAt: number }> {
  const rng = new Prng(params.seed);
  // The change history draws from its own stream: the register is the same with or without it.
  const changeRng = new Prng(params.seed ^ 0xc4a6e);
  const state = newGeneratorState();
  const grams = new GramCounter();
  let loadedAt = 0;
  await withDeferredIndexes(tx, REGISTER_TABLES, async () => {
    // The tables are empty here (no seed recorded, and seeding is one transaction). Truncating
    // them in this transaction lets PostgreSQL with wal_level=minimal (our PGlite) skip the
    // WAL for everything loaded below.
    await tx.exec(`TRUNCATE ${REGISTER_TABLES.join(', ')}`);
    for (let done = 0; done < params.companies;) {
      const n = Math.min(COMPANY_BATCH, params.companies - done);
      const batch = generateCompanies(rng, state, n);
      grams.add(batch.companySearch);
      await insertBatch(tx, batch, changeRng);
      done += n;
      if (done % 50_000 === 0 || done === params.companies)
        log(`seeded ${done} of ${params.companies} companies`);
    }
    loadedAt = performance.now();
  });
  return { grams, loadedAt };
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
    await insertSiteContent(tx, new Prng(params.seed ^ 0x5eed));
    const { grams, loadedAt } = await insertRegister(tx, params, log);
    const loadMs = loadedAt - started;
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
