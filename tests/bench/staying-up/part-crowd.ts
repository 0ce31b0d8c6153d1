import { setTimeout as sleep } from 'node:timers/promises';
import { answers200, waitUntil } from '../../scale/processes';
import { pinFor, unpin } from '../proxy/pin';
import { runCrowd, type CrowdCase, type CrowdRow } from './crowd';
import { readVisitorMix } from './mix';
import type { Options } from './options';
import { startFront } from './front';
import { crowdTables, crowdVerdicts, verdictList } from './report-crowd';
import { peakRssMb, startInstance } from './server';

/**
 * Part 1: one instance on PGlite, pinned to one CPU, the visitors on the other. The baseline is
 * the same mix from a few connections; then the crowd, whose visitors honour Retry-After as the
 * product's pages do, then the same crowd re-sending at once (autocannon's way); then both crowds
 * again through haproxy in front of the same instance, as the deployment runs it.
 */

/** Between runs: visitors of the last run are gone and the instance stops shedding. */
const SETTLE_MS = 3_000;

/**
 * A crowd that re-sends at once leaves connections queued in the kernel for long after it
 * stopped; the next run starts once the instance answers its readiness check again, three times
 * in a row, so no run inherits the last one's queue.
 */
async function settle(url: string): Promise<void> {
  await sleep(SETTLE_MS);
  let inARow = 0;
  await waitUntil(
    'the instance to be ready again after the last run',
    async () => {
      inARow = (await answers200(`${url}/readyz`)) ? inARow + 1 : 0;
      return inARow >= 3;
    },
    120_000,
    500,
  );
}

export interface CrowdPart {
  markdown: string;
  rows: CrowdRow[];
}

export async function crowdPart(opts: Options, log: (line: string) => void): Promise<CrowdPart> {
  log(`part 1: starting one instance (${opts.seedCompanies} companies)…`);
  const server = await startInstance({
    port: opts.port,
    // After haproxy's four (startFront below).
    healthPort: opts.port + 5,
    seedCompanies: opts.seedCompanies,
    env: opts.env,
    ...(opts.profile === undefined
      ? {}
      : { nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${opts.profile}`] }),
  });
  try {
    const paths = await readVisitorMix(server.url);
    if (opts.pin) pinFor(server.pid, []);
    // A first pass so the measured runs meet compiled code and warm caches.
    await runCrowd(server, paths, {
      label: 'warm-up',
      visitors: opts.baselineVisitors,
      seconds: 5,
      honourRetryAfter: true,
    });
    const cases = [
      { label: 'baseline', visitors: opts.baselineVisitors, honourRetryAfter: true },
      { label: 'crowd, Retry-After honoured', visitors: opts.visitors, honourRetryAfter: true },
      { label: 'crowd, re-sent at once', visitors: opts.visitors, honourRetryAfter: false },
    ];
    const rows: CrowdRow[] = [];
    const run = async (crowdCase: Omit<CrowdCase, 'seconds'>) => {
      await settle(server.url);
      log(`part 1: ${crowdCase.label}, ${crowdCase.visitors} connections for ${opts.seconds} s…`);
      const row = await runCrowd(server, paths, { ...crowdCase, seconds: opts.seconds });
      rows.push(row);
      return row;
    };
    for (const crowdCase of cases) await run(crowdCase);
    const [baseline, honoured] = rows;
    if (baseline === undefined || honoured === undefined) throw new Error('no runs');
    log('part 1: haproxy (docker/haproxy.cfg) in front of the same instance…');
    const front = await startFront(server, opts.port + 1);
    let behind: CrowdRow;
    try {
      if (opts.pin) pinFor(server.pid, [front.pid]);
      const via = { via: front.url, viaLog: front.logFile, visitors: opts.visitors };
      behind = await run({
        ...via,
        label: 'behind haproxy: crowd, Retry-After honoured',
        honourRetryAfter: true,
      });
      await run({
        ...via,
        label: 'behind haproxy: crowd, re-sent at once',
        honourRetryAfter: false,
      });
    } finally {
      await front.stop();
    }
    const since = peakRssMb(server.pid);
    const markdown = [
      crowdTables(rows, baseline),
      '',
      `Peak RSS since start (seeding included): ${since === undefined ? '–' : `${Math.round(since)} MB`}.`,
      '',
      "Against the issue's targets (the crowd whose visitors honour Retry-After), the instance alone:",
      '',
      verdictList(crowdVerdicts(honoured)),
      '',
      'and the same instance behind haproxy:',
      '',
      verdictList(crowdVerdicts(behind)),
    ].join('\n');
    return { markdown, rows };
  } finally {
    if (opts.pin) unpin([server.pid]);
    await server.stop();
  }
}
