import { basename, dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../../config/env';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../../../db/data-dir-lock';
import { openDatabase, type Db } from '../../db/database';
import { migrate } from '../../db/migrate';
import { companyCountSql, companySearchSql } from '../search/company-search';
import { DEFAULT_SEED, readSeedParams, seedDatabase } from './seed';

/**
 * Seeds the embedded upstream's database, the one `npm run serve` would use (DATABASE_URL, else
 * PGlite under DATA_DIR), and reports how long each step took.
 *
 *   npm run seed -w @ysy/bff -- --companies 200000
 *   npm run seed -w @ysy/bff -- --companies 200000 --memory --bench   (in memory, then time searches)
 *
 * Options: --companies N (default SEED_COMPANIES), --seed N, --data-dir DIR, --database-url URL,
 * --memory (in-memory PGlite, nothing kept), --bench (time company searches afterwards).
 * A database that is already seeded is left alone (delete DATA_DIR/pglite to start over).
 */

const HELP = `用法: npm run seed -w @ysy/bff -- [--companies N] [--seed N] [--data-dir DIR] [--database-url URL] [--memory] [--bench]`;

const BENCH_KEYWORDS = ['科', '王', '科技', '北京', '深圳市', '网络科技', '企业管理软件', '张伟'];

function ms(started: number): string {
  return `${Math.round(performance.now() - started)} ms`;
}

async function timeQuery(db: Db, sql: string, params: unknown[], runs = 5): Promise<number> {
  await db.query(sql, params);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await db.query(sql, params);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

async function bench(db: Db): Promise<void> {
  console.log('\nsearch timings (median of 5, ms):');
  console.log('keyword\tmatches\tpage 1\tcount');
  for (const keyword of BENCH_KEYWORDS) {
    const list = companySearchSql({ keyword }, 1);
    const count = companyCountSql({ keyword });
    const total = (await db.query<{ total: number }>(count.sql, count.params))[0]?.total ?? 0;
    const listMs = await timeQuery(db, list.sql, list.params);
    const countMs = await timeQuery(db, count.sql, count.params);
    console.log(`${keyword}\t${total}\t${listMs.toFixed(1)}\t${countMs.toFixed(1)}`);
  }
}

function describeTarget(postgres: boolean, pgliteFolder: string | undefined): string {
  if (postgres) return 'PostgreSQL (DATABASE_URL)';
  return pgliteFolder === undefined ? 'PGlite in memory' : `PGlite in ${pgliteFolder}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      companies: { type: 'string' },
      seed: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      memory: { type: 'boolean', default: false },
      bench: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  // npm runs workspace scripts inside bff/; relative paths (DATA_DIR, --data-dir) should mean
  // what they mean for `npm run serve`, i.e. relative to where the command was typed.
  const invokedFrom = process.env.INIT_CWD;
  if (invokedFrom) process.chdir(invokedFrom);
  const config = loadConfig();

  const companies =
    values.companies === undefined ? config.seedCompanies : Number(values.companies);
  const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
  if (!Number.isInteger(companies) || companies < 0 || !Number.isInteger(seed)) {
    console.error(`--companies 和 --seed 必须是非负整数\n${HELP}`);
    process.exitCode = 2;
    return;
  }

  const target = values.memory
    ? {}
    : values['database-url'] !== undefined || config.databaseUrl !== undefined
      ? { databaseUrl: values['database-url'] ?? config.databaseUrl }
      : { dataDir: values['data-dir'] ?? join(config.dataDir, 'pglite') };
  const folder = 'dataDir' in target ? target.dataDir : undefined;
  console.log('database:', describeTarget('databaseUrl' in target, folder));

  // A PGlite folder is one process's, a server's or this one's: seeding one a server has open
  // would corrupt it, so the server's lock is taken first (and a live holder refuses the seed).
  const lock = folder === undefined ? undefined : await lockPgliteFolder(folder);
  const total = performance.now();
  let step = performance.now();
  const db = await openDatabase(target);
  console.log(`open: ${ms(step)}`);
  try {
    step = performance.now();
    const applied = await migrate(db);
    console.log(
      `migrate: ${ms(step)} (applied: ${applied.length > 0 ? applied.join(', ') : 'none'})`,
    );

    const existing = await readSeedParams(db);
    if (existing) {
      console.log(
        `already seeded with ${existing.companies} companies (seed ${existing.seed}); nothing to do`,
      );
    } else {
      const result = await seedDatabase(db, {
        companies,
        seed,
        log: (message) => console.log(message),
      });
      console.log(`generate + insert: ${Math.round(result.insertMs)} ms`);
      console.log(`indexes + statistics: ${Math.round(result.indexMs)} ms`);
    }
    console.log(`total: ${ms(total)}`);
    if (values.bench) await bench(db);
  } finally {
    await db.close();
    await lock?.release();
  }
}

/** The lock a server on the same folder takes (`DATA_DIR/pglite` is DATA_DIR's). */
function lockPgliteFolder(folder: string): Promise<DataDirLock> {
  return lockDataDir(
    dirname(folder),
    {
      onWait: (_holder, waitMs) =>
        console.log(`the process that held ${folder} is gone; waiting up to ${waitMs} ms`),
      onCompromised: (error) => {
        // Another process now writes the same files: every further write of ours could undo theirs.
        console.error(`lock on ${folder} lost: ${error.message}`);
        process.exit(1);
      },
    },
    basename(folder),
  );
}

main().catch((error: unknown) => {
  // A held folder is the operator's to resolve: its message says how, a stack would not help.
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exitCode = 1;
});
