import { deltaMs, percentOf, rps, table, times } from './report';
import { spreadSection } from './results-rounds';
import {
  NONE,
  TARGET_P99_ADDED_MS,
  TARGET_THROUGHPUT,
  baselineOf,
  count,
  failureNotes,
  msVs,
  type ProxyRow,
  type ResultsInput,
  type Target,
} from './results-types';

/** One row per config: its figures and their ratios to the bare proxy and to direct. */
function configRows(proxyRows: ProxyRow[]): string[][] {
  return proxyRows.map(({ path, through, baseline, result }) => {
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
}

function goalsOf(input: ResultsInput): Target[] {
  return (
    input.targets ??
    input.paths.map((path) => ({
      path,
      through: 'BFF',
      baseline: 'bare proxy',
      minShare: TARGET_THROUGHPUT,
      maxP99AddedMs: TARGET_P99_ADDED_MS,
    }))
  );
}

/** One row per goal: met or missed, in throughput and in added p99. */
function targetRows(goals: Target[], proxyRows: ProxyRow[]): string[][] {
  return goals.map((goal) => {
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
}

/** How the proxy figures were measured, and what each case means. */
function proxyIntro(input: ResultsInput): string {
  const { settings } = input;
  const bytes = input.paths.map(
    (p, i) => `${p.replace(/^GET /, '')} ${count(input.replyBytes[i] ?? 0)} bytes`,
  );
  return (
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
      : '')
  );
}

const DIAG_NOTE =
  '"diag:" rows (`--diagnose`) are steps from the bare proxy to the BFF: the floor the BFF is held ' +
  'to (the bare proxy that also reads each reply whole and runs one JSON.parse on it); Fastify with ' +
  "the BFF's own undici client sending the reply as received; the same plus the reply validated " +
  'the parsed way (decode, JSON.parse, zod, unchanged-check); the same with the ajv shortcut before ' +
  'zod (the layer the byte check replaced, kept as its A/B); the same plus the reply validated as ' +
  'the gateway does it, on its bytes first (bff/src/http/byte-check.ts), parsed only when that ' +
  'says no; the BFF without its access log. They are not targets.';

export function proxySection(input: ResultsInput): string {
  const { proxyRows } = input;
  const goals = goalsOf(input);
  return [
    '## 1. Proxy overhead',
    '',
    proxyIntro(input),
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
      configRows(proxyRows),
      ['left', 'left'],
    ),
    '',
    ...failureNotes(proxyRows),
    ...(proxyRows.some((r) => r.through.startsWith('diag:')) ? [DIAG_NOTE, ''] : []),
    '**Targets**: each row against its baseline, measured in the same run.',
    '',
    table(
      ['path', 'compared', 'req/s as % of baseline', 'p99 added', 'CPU µs/req vs baseline'],
      targetRows(goals, proxyRows),
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
