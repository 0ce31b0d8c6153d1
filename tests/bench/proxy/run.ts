import { existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { request } from 'undici';
import { livePids, startChild, stopAll, type Child } from './children';
import { best, runLoad, type LoadOptions, type LoadResult } from './load';
import { canPin, pinFor, pinning, unpin } from './pin';
import { PRODUCTION_NODE_FLAGS } from './production-flags';
import { recordReply, type RecordedReply } from './recorded';
import {
  renderResults,
  TARGET_P99_ADDED_MS,
  TARGET_THROUGHPUT,
  type ProxyRow,
  type SearchRow,
  type Target,
} from './results';
import { measureSearch } from './search-latency';
import { measurePageBytes, type PageBytes } from './page-bytes';
import { isRecord } from '@ysy/contracts/common/is-record';

/**
 * `npm run bench`: the proxy benchmark of issue 2 part 6 and the search latency figures, in one
 * run. Servers under test run in child processes; autocannon runs here. Prints a markdown
 * report and writes it to RESULTS.md beside this file. `--quick` skips the 200,000-company
 * database (the slowest part: its seed).
 */

const { values: opt } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1.5' },
    connections: { type: 'string', default: '10' },
    runs: { type: 'string', default: '2' },
    passes: { type: 'string', default: '5' },
    small: { type: 'string', default: '20000' },
    large: { type: 'string', default: '200000' },
    /** Keep (or reuse) the large database in this directory instead of a temp one. */
    'large-dir': { type: 'string' },
    /**
     * Also measure the steps between the bare proxy and the BFF: the BFF's undici client alone,
     * plus reply validation (parsed, and on the bytes as the gateway does it), and the BFF with
     * LOG_LEVEL=silent.
     */
    diagnose: { type: 'boolean', default: false },
    /** Leave CPU placement to the OS (default: the server under test gets a CPU to itself). */
    'no-pin': { type: 'boolean', default: false },
    /** Only part 1 against the fixed upstream (for profiling and quick comparisons). */
    'proxy-only': { type: 'boolean', default: false },
    /**
     * Only the unseen-reply case (bare proxy and memo-off BFF in front of the varying upstream),
     * for quick before/after comparisons and profiles of that path; implies --proxy-only.
     */
    'unseen-only': { type: 'boolean', default: false },
    /** Skip the page-weight part (Chromium loading `/` cold and warm). */
    'no-page': { type: 'boolean', default: false },
    /** Write a V8 CPU profile of each BFF and bare-proxy process into this directory. */
    profile: { type: 'string' },
    /**
     * Node flags for every proxy under test, BFF and bare proxy alike (e.g.
     * `--max-semi-space-size=16`), to compare a runtime setting like for like.
     */
    'server-flags': { type: 'string', default: '' },
    out: { type: 'string', default: fileURLToPath(new URL('./RESULTS.md', import.meta.url)) },
  },
});

function positive(name: string, text: string | undefined): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

const settings = {
  seconds: positive('seconds', opt.seconds),
  warmup: positive('warmup', opt.warmup),
  connections: positive('connections', opt.connections),
  runs: positive('runs', opt.runs),
  passes: positive('passes', opt.passes),
  small: positive('small', opt.small),
  large: positive('large', opt.large),
};

/** `unseenShare`: the goal for replies the BFF has never seen (memo off, varying replies). */
const PATHS = [
  { label: 'GET /api/ysy/index/get_nav', path: '/api/ysy/index/get_nav', unseenShare: 0.9 },
  {
    label: 'GET /api/client/customs?keyword=科技',
    path: `/api/client/customs?keyword=${encodeURIComponent('科技')}`,
    unseenShare: 0.85,
  },
] as const;

/** Added p99 allowed for replies the BFF has never seen. */
const UNSEEN_P99_ADDED_MS = 2;

const BARE = 'bare proxy';
const MEMO_HIT = 'BFF, memo hit';
const BARE_VARYING = 'bare proxy, varying replies';
const MEMO_OFF = 'BFF, memo off, varying replies';
/** `--diagnose`: the floor the unseen-reply goal names, the bare proxy plus one JSON.parse. */
const FLOOR = 'diag: floor (bare proxy + JSON.parse)';
/** The memo-hit BFF asked as a browser asks: its reply brotli-coded (from the memo's copy). */
const MEMO_HIT_BR = 'BFF, memo hit, Accept-Encoding: br';

function targets(unseenOnly: boolean): Target[] {
  return PATHS.flatMap(({ label, unseenShare }) => [
    ...(unseenOnly
      ? []
      : [
          {
            path: label,
            through: MEMO_HIT,
            baseline: BARE,
            minShare: TARGET_THROUGHPUT,
            maxP99AddedMs: TARGET_P99_ADDED_MS,
          },
        ]),
    {
      path: label,
      through: MEMO_OFF,
      baseline: BARE_VARYING,
      minShare: unseenShare,
      maxP99AddedMs: UNSEEN_P99_ADDED_MS,
    },
  ]);
}

const runStarted = performance.now();
const elapsed = () => `${((performance.now() - runStarted) / 1000).toFixed(0).padStart(3)} s`;
const say = (text: string) => console.log(`[${elapsed()}] ${text}`);

/** Before any load: the server answers 200 with the recorded reply's JSON (same data). */
async function checkServes(server: Child, path: string, expected: RecordedReply): Promise<void> {
  const response = await request(new URL(path, server.url));
  const text = await response.body.text();
  const json: unknown = JSON.parse(text);
  if (response.statusCode !== 200 || !isRecord(json) || json.code !== 0) {
    throw new Error(`${server.name} ${path}: HTTP ${response.statusCode} ${text.slice(0, 200)}`);
  }
  if (!isDeepStrictEqual(json, JSON.parse(expected.body))) {
    throw new Error(`${server.name} ${path}: the reply differs from the recorded one`);
  }
}

/** Before any load: two replies in a row differ, and both are successes of the same shape. */
async function checkVaries(server: Child, path: string, expected: RecordedReply): Promise<void> {
  const texts: string[] = [];
  for (let i = 0; i < 2; i++) {
    const response = await request(new URL(path, server.url));
    const text = await response.body.text();
    const json: unknown = JSON.parse(text);
    if (response.statusCode !== 200 || !isRecord(json) || json.code !== 0) {
      throw new Error(`${server.name} ${path}: HTTP ${response.statusCode} ${text.slice(0, 200)}`);
    }
    texts.push(text);
  }
  const [a, b] = texts;
  if (a === b) throw new Error(`${server.name} ${path}: the replies do not vary`);
  const shape = (text: string) => text.replace(/\d+/g, '0');
  if (shape(a ?? '') !== shape(expected.body)) {
    throw new Error(
      `${server.name} ${path}: the reply differs from the recorded one beyond numbers`,
    );
  }
}

/**
 * Node flags of a proxy under test, BFF and bare proxy alike: production's (`npm run serve`,
 * see production-flags.ts), then `--server-flags`, and with `--profile` a V8 CPU profile (so
 * both pay the profiler).
 */
function serverFlags(name: string): string[] {
  const extra = [
    ...PRODUCTION_NODE_FLAGS,
    ...(opt['server-flags'] ?? '').split(' ').filter((flag) => flag !== ''),
  ];
  if (opt.profile === undefined) return extra;
  // One directory per server: V8 writes a profile per thread (tsx's loader runs in a worker).
  return [...extra, '--cpu-prof', `--cpu-prof-dir=${opt.profile}/${name}`];
}

const pin = !opt['no-pin'] && canPin();

/** One load run against `server`, pinned to its own CPU unless --no-pin. */
function loadOn(
  server: Child,
  path: string,
  load: LoadOptions,
  headers?: Record<string, string>,
): Promise<LoadResult> {
  if (pin) pinFor(server.process.pid, livePids());
  return runLoad(new URL(path, server.url).href, {
    ...load,
    headers,
    serverPid: server.process.pid,
  });
}

interface Config {
  label: string;
  server: Child;
  /** In front of the varying upstream: compared with the bare proxy in front of it. */
  varying?: boolean;
  /** Request headers of this config's load. */
  headers?: Record<string, string>;
}

/**
 * Warm-up, then `runs` rounds that go through every config in turn (so a slow moment of the
 * machine hits all configs alike rather than one), keeping each config's better run.
 */
async function measureConfigs(
  configs: Config[],
  runs: number,
): Promise<Map<string, LoadResult[]>[]> {
  const load = { connections: settings.connections, seconds: settings.seconds };
  for (const { path } of PATHS) {
    for (const config of configs) {
      await loadOn(config.server, path, { ...load, seconds: settings.warmup }, config.headers);
    }
  }
  const results = PATHS.map(() => new Map<string, LoadResult[]>());
  for (let round = 1; round <= runs; round++) {
    for (const [i, { label, path }] of PATHS.entries()) {
      for (const config of configs) {
        const result = await loadOn(config.server, path, load, config.headers);
        const list = results[i]?.get(config.label) ?? [];
        list.push(result);
        results[i]?.set(config.label, list);
        say(
          `  round ${round} ${label} via ${config.label}: ${Math.round(result.rps)} req/s, ` +
            `p50 ${result.latency.p50.toFixed(2)} ms, p99 ${result.latency.p99.toFixed(2)} ms, ` +
            `server CPU ${result.serverCpuUs?.toFixed(0) ?? '?'} µs/req` +
            (result.failures > 0 ? `, ${result.failures} FAILURES` : ''),
        );
      }
    }
  }
  return results;
}

function searchOn(server: Child) {
  if (pin) pinFor(server.process.pid, livePids());
  return measureSearch(server.url, settings.passes);
}

function rowsOf(
  upstream: ProxyRow['upstream'],
  measured: Map<string, LoadResult[]>[],
  configs: Config[],
): ProxyRow[] {
  return PATHS.flatMap(({ label }, i) =>
    configs.map((config) => {
      const runs = measured[i]?.get(config.label);
      if (!runs || runs.length === 0) throw new Error(`missing result for ${config.label}`);
      const baseline = config.varying ? BARE_VARYING : undefined;
      return { path: label, upstream, through: config.label, baseline, result: best(runs), runs };
    }),
  );
}

async function main(): Promise<void> {
  const loadAverage = loadavg();
  if ((loadAverage[0] ?? 0) > cpus().length / 2) {
    say(
      `note: load average ${loadAverage[0]?.toFixed(2)} on ${cpus().length} CPUs — the machine is busy; ` +
        'figures will be lower and noisier than on an idle machine',
    );
  }
  say(
    `benchmark: ${settings.connections} connections, ${settings.seconds} s per run, best of ${settings.runs}; ` +
      `search at ${settings.small}${opt.quick ? '' : ` and ${settings.large}`} companies`,
  );

  // The real embedded upstream on the small database: recorded from, measured for context,
  // and the first search-latency figure.
  say(`seeding ${settings.small} companies …`);
  const small = await startChild(
    'embedded upstream',
    'embedded-upstream.ts',
    [String(settings.small)],
    {
      timeoutMs: 300_000,
      onLog: (text) => say(`  ${text}`),
    },
  );
  const recorded = await Promise.all(PATHS.map(({ path }) => recordReply(small.url, path)));
  for (const [i, reply] of recorded.entries()) {
    say(`recorded ${PATHS[i]?.label}: ${Buffer.byteLength(reply.body)} bytes`);
  }

  // 1. Proxy overhead against the fixed upstream.
  const [fixed, varying] = await Promise.all([
    startChild('fixed upstream', 'fixed-upstream.ts', [], {
      firstMessage: { type: 'replies', replies: recorded },
    }),
    startChild('varying upstream', 'fixed-upstream.ts', ['varying'], {
      firstMessage: { type: 'replies', replies: recorded },
    }),
  ]);
  const unseenOnly = opt['unseen-only'];
  const [bareVarying, bffOff] = await Promise.all([
    startChild(BARE_VARYING, 'bare-proxy.ts', [varying.url], {
      nodeFlags: serverFlags('bare-varying'),
    }),
    startChild(MEMO_OFF, 'bff.ts', [varying.url, 'info', 'off'], {
      nodeFlags: serverFlags('bff-memo-off'),
    }),
  ]);
  const fixedConfigs: Config[] = [];
  if (!unseenOnly) {
    const [bare, bff] = await Promise.all([
      startChild(BARE, 'bare-proxy.ts', [fixed.url], { nodeFlags: serverFlags('bare-fixed') }),
      startChild(MEMO_HIT, 'bff.ts', [fixed.url, 'info', 'on'], {
        nodeFlags: serverFlags('bff-fixed'),
      }),
    ]);
    fixedConfigs.push(
      { label: 'direct', server: fixed },
      { label: BARE, server: bare },
      { label: MEMO_HIT, server: bff },
      { label: MEMO_HIT_BR, server: bff, headers: { 'accept-encoding': 'br' } },
    );
  }
  fixedConfigs.push(
    { label: BARE_VARYING, server: bareVarying, varying: true },
    { label: MEMO_OFF, server: bffOff, varying: true },
  );
  if (opt.diagnose) {
    // Steps from the bare proxy to the memo-off BFF on replies it has never seen: where the
    // BFF's extra time per request goes.
    const [floor, pool, validate, ajv, bytes, silent] = await Promise.all([
      startChild('floor', 'bare-proxy.ts', [varying.url, 'info', 'parse'], {
        nodeFlags: serverFlags('diag-floor'),
      }),
      startChild('pool step', 'gateway-steps.ts', [varying.url, 'pool'], {
        nodeFlags: serverFlags('diag-pool'),
      }),
      startChild('validate step', 'gateway-steps.ts', [varying.url, 'validate'], {
        nodeFlags: serverFlags('diag-validate'),
      }),
      startChild('ajv step', 'gateway-steps.ts', [varying.url, 'ajv'], {
        nodeFlags: serverFlags('diag-ajv'),
      }),
      startChild('bytes step', 'gateway-steps.ts', [varying.url, 'bytes'], {
        nodeFlags: serverFlags('diag-bytes'),
      }),
      startChild('BFF (silent)', 'bff.ts', [varying.url, 'silent', 'off'], {
        nodeFlags: serverFlags('bff-silent'),
      }),
    ]);
    fixedConfigs.push(
      { label: FLOOR, server: floor, varying: true },
      { label: 'diag: BFF client, no validation', server: pool, varying: true },
      { label: 'diag: + reply validation, parsed', server: validate, varying: true },
      { label: 'diag: + reply validation, parsed, ajv shortcut', server: ajv, varying: true },
      { label: 'diag: + reply validation on the bytes', server: bytes, varying: true },
      { label: 'diag: BFF memo off, LOG_LEVEL=silent', server: silent, varying: true },
    );
  }
  for (const [i, { path }] of PATHS.entries()) {
    const expected = recorded[i];
    if (!expected) continue;
    for (const config of fixedConfigs) {
      if (config.varying) await checkVaries(config.server, path, expected);
      else await checkServes(config.server, path, expected);
    }
  }
  say('proxy overhead against the fixed upstream …');
  const fixedMeasured = await measureConfigs(fixedConfigs, settings.runs);
  for (const config of fixedConfigs) if (config.server !== fixed) await config.server.stop();
  await fixed.stop();
  await varying.stop();

  // Page weight: what Chromium transfers for `/`, first visit and second visit.
  let pageBytes: PageBytes | string | undefined;
  if (!opt['no-page'] && !unseenOnly) {
    const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
    if (!existsSync(`${webDist}/index.html`)) {
      pageBytes = 'not measured: no built SPA (run `npm run build` first)';
      say(pageBytes);
    } else {
      if (pin) unpin(livePids());
      const pages = await startChild('BFF (pages)', 'bff.ts', [
        small.url,
        'info',
        'on',
        String(small.info.supportUrl ?? small.url),
        webDist,
      ]);
      say('page weight of / in Chromium, cold and warm …');
      pageBytes = await measurePageBytes(pages.url);
      say(
        `  cold ${pageBytes.cold.bytes} bytes in ${pageBytes.cold.requests} requests, ` +
          `warm ${pageBytes.warm.bytes} bytes (${pageBytes.warm.fromCache} from cache, ` +
          `${pageBytes.warm.notModified} × 304)`,
      );
      await pages.stop();
    }
  }

  // The same through the BFF in front of the real embedded upstream, for context.
  let realMeasured: Map<string, LoadResult[]>[] = [];
  let realConfigs: Config[] = [];
  const searchRows: SearchRow[] = [];
  if (!opt['proxy-only'] && !unseenOnly) {
    const bffReal = await startChild('BFF', 'bff.ts', [small.url], {
      nodeFlags: serverFlags('bff-real'),
    });
    realConfigs = [
      { label: 'direct', server: small },
      { label: 'BFF', server: bffReal },
    ];
    say(`the real embedded upstream (${settings.small} companies), one run each …`);
    realMeasured = await measureConfigs(realConfigs, 1);
    await bffReal.stop();

    // 2. Search latency.
    say(`search latency at ${settings.small} companies …`);
    searchRows.push({
      companies: settings.small,
      prepareMs: Number(small.info.prepareMs),
      latency: await searchOn(small),
    });
  }
  await small.stop();

  if (!opt.quick && !opt['proxy-only'] && !unseenOnly) {
    if (pin) unpin(livePids());
    say(`seeding ${settings.large} companies (a few minutes) …`);
    const large = await startChild(
      'embedded upstream (large)',
      'embedded-upstream.ts',
      [String(settings.large), ...(opt['large-dir'] ? [opt['large-dir']] : [])],
      { timeoutMs: 900_000, onLog: (text) => say(`  ${text}`) },
    );
    say(`search latency at ${settings.large} companies …`);
    searchRows.push({
      companies: settings.large,
      prepareMs: large.info.seeded === 1 ? Number(large.info.prepareMs) : Number.NaN,
      latency: await searchOn(large),
    });
    await large.stop();
  }

  const markdown = renderResults({
    date: new Date(),
    loadAverage: [loadAverage, loadavg()],
    durationMs: performance.now() - runStarted,
    command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    settings,
    pinning: pin ? pinning() : undefined,
    nodeFlags: serverFlags('report').filter((flag) => !flag.startsWith('--cpu-prof')),
    proxyRows: rowsOf('fixed', fixedMeasured, fixedConfigs),
    targets: targets(unseenOnly),
    comparisons: opt.diagnose
      ? PATHS.map(({ label }) => ({ path: label, through: MEMO_OFF, baseline: FLOOR }))
      : [],
    realRows: rowsOf('embedded', realMeasured, realConfigs),
    replyBytes: recorded.map((reply) => Buffer.byteLength(reply.body)),
    paths: PATHS.map((p) => p.label),
    searchRows,
    pageBytes,
  });
  console.log(`\n${markdown}`);
  writeFileSync(opt.out, markdown);
  say(`written to ${opt.out}`);
}

process.on('SIGINT', () => {
  void stopAll().then(() => process.exit(130));
});

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stopAll();
}
