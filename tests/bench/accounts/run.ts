import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres, stopPostgres, type Postgres } from '../../scale/services';
import { startServer, type ServerProcess } from './child';
import { measureFanOut, measureReads } from './measure';
import { HELP, parseOptions, type Options } from './options';
import type { Population } from './population';
import { reportMarkdown } from './report';
import { Browser, type Cookies } from './session';

/**
 * `npm run bench:accounts -- [--companies N] [--postgres] [--keep DIR]`: the accounts measures
 * of issue 24 through the BFF — 我的关注 and 动态提醒 page 1 and the unread count of a user
 * watching 1,000 companies with 10,000 alerts, and recording a change of a company with 10,000
 * watchers (the write, and how soon the watchers' badges count it) — against a plain public read
 * of the same run. Prints a markdown report and writes it beside this file (or --out).
 */

const log = (line: string) => console.error(`[accounts] ${line}`);

function loadAverage(): string {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return '(no uptime)';
  }
}

const READER = 'bench_reader';
const sampleAccount = (i: number) => `bench_watcher_${i}`;

function isPopulation(value: unknown): value is Population {
  return (
    typeof value === 'object' &&
    value !== null &&
    'readerId' in value &&
    'hotCompanyId' in value &&
    typeof value.hotCompanyId === 'number' &&
    'lookupEids' in value &&
    Array.isArray(value.lookupEids)
  );
}

/** Signs the users in through the BFF, then has the server write their watches and alerts. */
async function prepareAccounts(browser: Browser, server: ServerProcess, opts: Options) {
  const reader = await browser.signIn(READER);
  const watchers: Cookies[] = [];
  for (let i = 1; i <= opts.sample; i++) watchers.push(await browser.signIn(sampleAccount(i)));
  const population = await server.ask({
    type: 'populate',
    spec: {
      readerAccount: READER,
      sampleAccounts: watchers.map((_, i) => sampleAccount(i + 1)),
      watched: opts.watched,
      alerts: opts.alerts,
      watchers: opts.watchers,
    },
  });
  if (!isPopulation(population)) throw new Error(`populate: ${JSON.stringify(population)}`);
  return { reader, watchers, population };
}

async function bench(opts: Options, dir: string): Promise<string> {
  let postgres: Postgres | undefined;
  if (opts.postgres) {
    postgres = await startPostgres({ dir, port: opts.port, settings: ['max_wal_size=4GB'] });
    log(`PostgreSQL on ${postgres.url}`);
  }
  const started = performance.now();
  const server = await startServer(
    [
      '--companies',
      String(opts.companies),
      ...(postgres ? ['--database-url', postgres.url] : ['--pglite', dir]),
    ],
    log,
    // Seeding 1,000,000 companies on a busy machine takes the better part of an hour.
    3 * 60 * 60_000,
  );
  const browser = new Browser(server.url);
  try {
    const { reader, watchers, population } = await prepareAccounts(browser, server, opts);
    const preparedMs = performance.now() - started;
    log(`ready after ${Math.round(preparedMs / 1000)} s; measuring`);
    const loadBefore = loadAverage();
    const reads = await measureReads(browser, reader, population.lookupEids, opts.runs);
    const fanOut = await measureFanOut(
      browser,
      server,
      population.hotCompanyId,
      watchers,
      opts.records,
    );
    return reportMarkdown(
      {
        measuredAt: new Date().toISOString(),
        database:
          server.database.startsWith('PostgreSQL') && !postgres
            ? `PGlite (${server.database})`
            : server.database,
        companies: population.companies,
        loadBefore,
        loadAfter: loadAverage(),
        preparedMs,
      },
      opts,
      reads,
      fanOut,
    );
  } finally {
    await browser.close();
    await server.stop();
    if (postgres) await stopPostgres(postgres);
  }
}

async function main(): Promise<void> {
  const opts = parseOptions(process.argv.slice(2));
  if (opts === 'help') {
    console.log(HELP);
    return;
  }
  const dir = opts.keep ?? mkdtempSync(join(tmpdir(), 'ysy-bench-accounts-'));
  try {
    const report = await bench(opts, dir);
    console.log(report);
    const name = opts.postgres ? 'RESULTS-postgres.md' : 'RESULTS-pglite.md';
    const out = opts.out ?? fileURLToPath(new URL(`./${name}`, import.meta.url));
    writeFileSync(out, report);
    log(`written to ${out}`);
  } finally {
    if (opts.keep === undefined) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
