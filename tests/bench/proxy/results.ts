import { cpus } from 'node:os';
import type { LoadResult } from './load';
import type { PageBytes, VisitBytes } from './page-bytes';
import type { Pinning } from './pin';
import { KIND_LABELS, SEARCH_QUERIES } from './queries';
import { deltaMs, ms, percentOf, rps, seconds, table, times } from './report';
import type { SearchLatency } from './search-latency';
import type { Summary } from './stats';

/**
 * The RESULTS.md document. Every figure comes with its ratio to a baseline measured in the same
 * run: `1.42 (×1.63)` is 1.42 ms, 1.63 times the baseline's figure.
 */

export const TARGET_THROUGHPUT = 0.8;
export const TARGET_P99_ADDED_MS = 3;

export interface ProxyRow {
  path: string;
  upstream: 'fixed' | 'embedded';
  through: string;
  /** The `through` of the row this one is compared with; default the bare proxy (or direct). */
  baseline?: string;
  result: LoadResult;
  /** Every run of this config, in round order (round i of each config ran back to back). */
  runs?: LoadResult[];
}

/** A goal for one row: its share of its baseline's throughput and its added p99. */
export interface Target {
  path: string;
  through: string;
  baseline: string;
  minShare: number;
  maxP99AddedMs: number;
}

export type Comparison = Pick<Target, 'path' | 'through' | 'baseline'>;

export interface SearchRow {
  companies: number;
  /** Migrations + seed + indexes; NaN when a kept database was reused. */
  prepareMs: number;
  latency: SearchLatency;
}

export interface ResultsInput {
  date: Date;
  /** os.loadavg() at the start and at the end of the run. */
  loadAverage: [number[], number[]];
  durationMs: number;
  command: string;
  settings: { seconds: number; warmup: number; connections: number; runs: number; passes: number };
  /** CPUs of the server under test and of everything else, when pinned. */
  pinning: Pinning | undefined;
  /** Node flags every proxy under test ran with (production's and `--server-flags`). */
  nodeFlags?: readonly string[];
  proxyRows: ProxyRow[];
  /** Goals judged in the targets table; default: the BFF against the bare proxy. */
  targets?: Target[];
  /** Further pairs shown round by round (e.g. the BFF against the floor), not judged. */
  comparisons?: Comparison[];
  realRows: ProxyRow[];
  replyBytes: number[];
  paths: string[];
  searchRows: SearchRow[];
  /** Page weight of `/`, or why it was not measured. */
  pageBytes?: PageBytes | string;
}

const NONE = Number.NaN;
const count = (n: number) => n.toLocaleString('en-US');
const short = (n: number) => (n >= 1000 ? `${n / 1000}k` : String(n));

/** A figure and its ratio to the baseline's: `1.42 (×1.63)`. */
function msVs(value: number, baseline: number | undefined): string {
  return `${ms(value)} (${times(value, baseline ?? NONE)})`;
}

function baselineOf(rows: ProxyRow[], path: string, through: string): LoadResult | undefined {
  return rows.find((r) => r.path === path && r.through === through)?.result;
}

function failureNotes(rows: ProxyRow[]): string[] {
  return rows
    .filter((r) => r.result.failures > 0)
    .flatMap((r) => [
      `**Invalid:** ${r.path} via ${r.through} had ${r.result.failures} failed requests.`,
      '',
    ]);
}

function proxySection(input: ResultsInput): string {
  const { settings, proxyRows } = input;
  const rows = proxyRows.map(({ path, through, baseline, result }) => {
    const bare = baselineOf(proxyRows, path, baseline ?? 'bare proxy');
    const direct = baselineOf(proxyRows, path, 'direct');
    const cpu = result.serverCpuUs;
    return [
      path,
      through,
      rps(result.rps),
      percentOf(result.rps, bare?.rps ?? NONE),
      percentOf(result.rps, direct?.rps ?? NONE),
      msVs(result.latency.p50, bare?.latency.p50),
      msVs(result.latency.p99, bare?.latency.p99),
      deltaMs(result.latency.p99 - (bare?.latency.p99 ?? NONE)),
      cpu === undefined ? '–' : `${Math.round(cpu)} (${times(cpu, bare?.serverCpuUs ?? NONE)})`,
      count(Math.round(result.bytesPerReply)),
    ];
  });
  const goals: Target[] =
    input.targets ??
    input.paths.map((path) => ({
      path,
      through: 'BFF',
      baseline: 'bare proxy',
      minShare: TARGET_THROUGHPUT,
      maxP99AddedMs: TARGET_P99_ADDED_MS,
    }));
  const targets = goals.map((goal) => {
    const bff = baselineOf(proxyRows, goal.path, goal.through);
    const base = baselineOf(proxyRows, goal.path, goal.baseline);
    const share = (bff?.rps ?? NONE) / (base?.rps ?? NONE);
    const added = (bff?.latency.p99 ?? NONE) - (base?.latency.p99 ?? NONE);
    const cpu = times(bff?.serverCpuUs ?? NONE, base?.serverCpuUs ?? NONE);
    return [
      goal.path,
      `${goal.through} vs ${goal.baseline}`,
      `${percentOf(share, 1)} — ${share >= goal.minShare ? 'met' : 'MISSED'} (≥ ${percentOf(goal.minShare, 1)})`,
      `${deltaMs(added)} ms — ${added <= goal.maxP99AddedMs ? 'met' : 'MISSED'} (≤ ${goal.maxP99AddedMs} ms)`,
      cpu,
    ];
  });
  const bytes = input.paths.map(
    (p, i) => `${p.replace(/^GET /, '')} ${count(input.replyBytes[i] ?? 0)} bytes`,
  );
  return [
    '## 1. Proxy overhead',
    '',
    `Upstream: a fixed upstream (plain \`node:http\` in its own process) replaying the real embedded ` +
      `upstream's replies, recorded at the start of the run (${bytes.join(', ')}), so that the proxy layer ` +
      `is what is measured. autocannon runs in the parent process, each server in its own child process, ` +
      `loopback only; ${settings.connections} connections, ${settings.seconds} s per run after a ` +
      `${settings.warmup} s warm-up, ` +
      (input.pinning
        ? `the server under test pinned to CPU ${input.pinning.serverCpu} and autocannon and the other ` +
          `processes to CPU ${input.pinning.otherCpus} (\`taskset\`), `
        : 'no CPU pinning, ') +
      `configs interleaved, better of ${settings.runs} runs kept. Latencies are exact per-response times. ` +
      (input.nodeFlags && input.nodeFlags.length > 0
        ? `Every proxy, BFF and bare alike, runs with the node flags \`${input.nodeFlags.join(' ')}\` ` +
          '(production starts the BFF with them: `npm run serve`). '
        : '') +
      '"Server CPU" is the CPU time (user + system) of the process autocannon talks to, per answered ' +
      'request: for "direct" the fixed upstream, otherwise the proxy alone; other load on the machine ' +
      'disturbs it far less than req/s. **Baseline for the ratios (in parentheses): the bare ' +
      '`@fastify/http-proxy`** (no validation; the same one access-log line per request as the BFF, at ' +
      'the same level, unmasked) in front of the same upstream; "direct" is the ' +
      'upstream with no proxy. The BFF runs as in production (`NODE_ENV=production`, access log at `info`). ' +
      (input.proxyRows.some((r) => r.through.includes('varying'))
        ? '**Two cases.** "memo hit": the upstream sends the same bytes every time, so every reply after the ' +
          "first comes from the BFF's validated-reply memo (the menu, the footer, popular searches). " +
          '"memo off, varying": the upstream changes one number in every reply (as real traffic with many ' +
          'keywords and pages does) and the BFF runs with `REPLY_MEMO=off`, so every reply is parsed and ' +
          'validated in full; its baseline is the bare proxy in front of the same varying upstream.'
        : '') +
      (input.proxyRows.some((r) => r.through.includes('Accept-Encoding'))
        ? ' "Accept-Encoding: br": the memo-hit BFF asked as a browser asks, so its reply goes out ' +
          "brotli-coded from the memo's kept copy (the bare proxy, its baseline, sends the upstream's " +
          'bytes uncoded; compare the bytes per reply).'
        : ''),
    '',
    table(
      [
        'path',
        'through',
        'req/s',
        'req/s vs bare',
        'req/s vs direct',
        'p50 ms (vs bare)',
        'p99 ms (vs bare)',
        'p99 − bare ms',
        'server CPU µs/req (vs bare)',
        'bytes/reply',
      ],
      rows,
      ['left', 'left'],
    ),
    '',
    ...failureNotes(proxyRows),
    ...(proxyRows.some((r) => r.through.startsWith('diag:'))
      ? [
          '"diag:" rows (`--diagnose`) are steps from the bare proxy to the BFF: the floor the BFF is held ' +
            'to (the bare proxy that also reads each reply whole and runs one JSON.parse on it); Fastify with ' +
            "the BFF's own undici client sending the reply as received; the same plus the reply validated " +
            'the parsed way (decode, JSON.parse, zod, unchanged-check); the same plus the reply validated as ' +
            'the gateway does it, on its bytes first (bff/src/http/byte-check.ts), parsed only when that ' +
            'says no; the BFF without its access log. They are not targets.',
          '',
        ]
      : []),
    '**Targets**: each row against its baseline, measured in the same run.',
    '',
    table(
      ['path', 'compared', 'req/s as % of baseline', 'p99 added', 'CPU µs/req vs baseline'],
      targets,
      ['left', 'left'],
    ),
    ...(input.pinning
      ? [
          '',
          'With the server under test alone on its CPU, its throughput is close to 1 / (its CPU time per ' +
            'request), so "server CPU" explains "req/s vs bare".',
        ]
      : []),
    '',
    ...spreadSection(goals, proxyRows, input.comparisons),
  ].join('\n');
}

function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** `median (min–max)` of per-round values, formatted by `show`. */
export function spread(values: readonly number[], show: (value: number) => string): string {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return '–';
  return `${show(median(finite))} (${show(Math.min(...finite))} to ${show(Math.max(...finite))})`;
}

/**
 * Each target compared round by round (a config and its baseline ran back to back in the same
 * round, so a busy moment of the machine hits both): the median of the per-round ratios and
 * their range. On a shared machine this says more than the better-of-N rows above.
 */
function spreadSection(
  goals: readonly Comparison[],
  proxyRows: readonly ProxyRow[],
  comparisons: readonly Comparison[] = [],
): string[] {
  // The diagnostic steps too, each against its baseline (where the BFF's extra time goes).
  const steps = proxyRows
    .filter((r) => r.through.startsWith('diag:') && r.baseline !== undefined)
    .map((r) => ({ path: r.path, through: r.through, baseline: r.baseline ?? '' }));
  const rows = [...goals, ...steps, ...comparisons].flatMap((goal) => {
    const runs = proxyRows.find((r) => r.path === goal.path && r.through === goal.through)?.runs;
    const base = proxyRows.find((r) => r.path === goal.path && r.through === goal.baseline)?.runs;
    if (!runs || !base || runs.length < 2) return [];
    const pairs = runs.flatMap((run, i) => {
      const other = base[i];
      return other ? [{ run, other }] : [];
    });
    const x = (v: number) => `×${v.toFixed(2)}`;
    const pct = (v: number) => `${Math.round(v * 100)}%`;
    const signed = (v: number) => deltaMs(v);
    return [
      [
        goal.path,
        `${goal.through} vs ${goal.baseline}`,
        String(pairs.length),
        spread(
          pairs.map(({ run, other }) => (run.serverCpuUs ?? NONE) / (other.serverCpuUs ?? NONE)),
          x,
        ),
        spread(
          pairs.map(({ run }) => run.serverCpuUs ?? NONE),
          (v) => Math.round(v).toString(),
        ),
        spread(
          pairs.map(({ other }) => other.serverCpuUs ?? NONE),
          (v) => Math.round(v).toString(),
        ),
        spread(
          pairs.map(({ run, other }) => run.rps / other.rps),
          pct,
        ),
        spread(
          pairs.map(({ run, other }) => run.latency.p99 - other.latency.p99),
          signed,
        ),
      ],
    ];
  });
  if (rows.length === 0) return [];
  return [
    '**Round by round** (median of the rounds, and their range): each round ran the config right after ' +
      'its baseline, so these ratios are less disturbed by other load than the better-of-N rows.',
    '',
    table(
      [
        'path',
        'compared',
        'rounds',
        'CPU/req vs baseline',
        'CPU µs/req',
        'baseline CPU µs/req',
        'req/s vs baseline',
        'p99 added ms',
      ],
      rows,
      ['left', 'left'],
    ),
    '',
  ];
}

function realSection(input: ResultsInput): string {
  const rows = input.realRows.map(({ path, through, result }) => {
    const direct = baselineOf(input.realRows, path, 'direct');
    return [
      path,
      through,
      rps(result.rps),
      percentOf(result.rps, direct?.rps ?? NONE),
      msVs(result.latency.p50, direct?.latency.p50),
      msVs(result.latency.p99, direct?.latency.p99),
    ];
  });
  const small = input.searchRows[0]?.companies ?? 0;
  return [
    `### The same against the real embedded upstream (${count(small)} companies, PGlite), for context`,
    '',
    `One ${input.settings.seconds} s run each, ${input.settings.connections} connections. ` +
      'Baseline for the ratios: the embedded upstream called directly. PGlite answers one query at a ' +
      'time, so the search row is bound by the database, not by the proxy.',
    '',
    table(
      ['path', 'through', 'req/s', 'req/s vs direct', 'p50 ms (vs direct)', 'p99 ms (vs direct)'],
      rows,
      ['left', 'left'],
    ),
    '',
    ...failureNotes(input.realRows),
  ].join('\n');
}

function percentiles(summary: Summary): string {
  return `${ms(summary.p50)} / ${ms(summary.p95)} / ${ms(summary.p99)}`;
}

function searchSection(input: ResultsInput): string {
  const [first] = input.searchRows;
  const overall = input.searchRows.map((row) => {
    const { search, lookup } = row.latency;
    return [
      count(row.companies),
      Number.isFinite(row.prepareMs)
        ? `${seconds(row.prepareMs)} (${row === first ? '–' : times(row.prepareMs, first?.prepareMs ?? NONE)})`
        : 'reused',
      msVs(search.p50, lookup.p50),
      msVs(search.p95, lookup.p95),
      msVs(search.p99, lookup.p99),
      percentiles(lookup),
      row === first ? '–' : times(search.p95, first?.latency.search.p95 ?? NONE),
    ];
  });

  const kinds = first?.latency.byKind ?? [];
  const byKind = kinds.map(({ kind }) => {
    const cells = [KIND_LABELS[kind], String(SEARCH_QUERIES.filter((q) => q.kind === kind).length)];
    for (const row of input.searchRows) {
      const k = row.latency.byKind.find((entry) => entry.kind === kind);
      const { lookup } = row.latency;
      cells.push(
        k ? count(k.medianMatches) : '–',
        k ? msVs(k.summary.p50, lookup.p50) : '–',
        k ? msVs(k.summary.p95, lookup.p95) : '–',
      );
    }
    if (input.searchRows.length > 1) {
      const p95Of = (row: SearchRow | undefined) =>
        row?.latency.byKind.find((entry) => entry.kind === kind)?.summary.p95 ?? NONE;
      cells.push(times(p95Of(input.searchRows.at(-1)), p95Of(first)));
    }
    return cells;
  });
  const kindHeaders = ['kind of query', 'queries'];
  for (const row of input.searchRows) {
    const n = short(row.companies);
    kindHeaders.push(
      `matches @${n} (median)`,
      `p50 ms @${n} (vs lookup)`,
      `p95 ms @${n} (vs lookup)`,
    );
  }
  if (input.searchRows.length > 1) {
    kindHeaders.push(
      `p95 @${short(input.searchRows.at(-1)?.companies ?? 0)} vs @${short(first?.companies ?? 0)}`,
    );
  }

  const samples = SEARCH_QUERIES.length * input.settings.passes;
  return [
    '## 2. Company search latency (embedded upstream, `GET /api/client/customs`)',
    '',
    'Each database is seeded into its own PGlite temp directory with `prepareDatabase` (seed time = ' +
      'migrations + seed + indexes). Requests go one at a time over one keep-alive connection to the ' +
      'embedded upstream (PGlite answers one query at a time, so concurrency would only add queueing); a ' +
      `warm-up pass, then ${input.settings.passes} passes over a mix of ${SEARCH_QUERIES.length} queries ` +
      `(${samples} samples per database; list below). **Baseline for the ratios (in parentheses): the same ` +
      'percentile of an exact-id profile lookup** (`custom_only?eid=…` of companies the searches returned) ' +
      'in the same database, measured the same way; the larger database is also compared with the smaller ' +
      '(seed time and p95).',
    '',
    table(
      [
        'companies',
        'seed time (vs smaller)',
        'search p50 ms (vs lookup)',
        'search p95 ms (vs lookup)',
        'search p99 ms (vs lookup)',
        'lookup p50 / p95 / p99 ms',
        'search p95 vs smaller',
      ],
      overall,
    ),
    '',
    table(kindHeaders, byKind),
    '',
    `Queries: ${SEARCH_QUERIES.map((q) => (q.page === 1 ? q.keyword : `${q.keyword} (page ${q.page})`)).join(', ')}.`,
    '',
  ].join('\n');
}

function pageSection(page: PageBytes | string | undefined): string {
  if (page === undefined) return '';
  if (typeof page === 'string') return ['## Page weight of `/`', '', page, ''].join('\n');
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const row = (label: string, v: VisitBytes) => [
    label,
    String(v.requests),
    kb(v.bytes),
    times(v.bytes, page.cold.bytes),
    kb(v.assetBytes),
    String(v.compressed),
    String(v.fromCache),
    String(v.notModified),
  ];
  return [
    '## Page weight of `/`',
    '',
    'Chromium (`/usr/bin/chromium`, Playwright) loads `/` from the BFF (built SPA, embedded upstream), ' +
      'then opens `/` again in the same profile, with its HTTP cache. Bytes are what crossed the wire ' +
      '(headers and bodies as sent), from the DevTools protocol. **Baseline for the ratio: the first ' +
      'visit.**',
    '',
    table(
      [
        'visit',
        'requests',
        'transferred',
        'vs first visit',
        'of it JS + CSS',
        'compressed replies',
        'from cache',
        '304',
      ],
      [row('first (cold cache)', page.cold), row('second (warm cache)', page.warm)],
    ),
    '',
  ].join('\n');
}

export function renderResults(input: ResultsInput): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const [atStart, atEnd] = input.loadAverage;
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');
  // The end value includes this run's own processes; only the start says whether others were busy.
  const busy = (atStart[0] ?? 0) > cpus().length / 2;
  return [
    '# Benchmark: BFF proxy overhead and company search latency',
    '',
    `Generated by \`${input.command}\` (tests/bench/proxy/run.ts) on ${input.date.toISOString()}: ` +
      `${cpus().length} CPUs (${cpu}), Node ${process.version}, took ${seconds(input.durationMs)}; ` +
      `load average (1/5/15 min) ${load(atStart)} at the start, ${load(atEnd)} at the end. ` +
      'RESULTS.md is overwritten by each run.',
    '',
    ...(busy
      ? [
          '**Note:** the machine was busy when this run started (1-minute load average above half the ' +
            'CPU count: other processes, or the tail of a previous run); absolute figures are lower and ' +
            'noisier than on an idle machine. CPU time per request is the least affected figure.',
          '',
        ]
      : []),
    proxySection(input),
    pageSection(input.pageBytes),
    ...(input.realRows.length > 0 ? [realSection(input)] : []),
    ...(input.searchRows.length > 0 ? [searchSection(input)] : []),
  ].join('\n');
}
