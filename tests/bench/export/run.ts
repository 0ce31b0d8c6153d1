import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { buildApp } from '@ysy/bff/app';
import { openDatabase } from '@ysy/bff/embedded/db/database';
import { startEmbedded } from '@ysy/bff/embedded/start';
import { prepareDatabase } from '@ysy/bff/embedded/upstream/prepare';
import { TEST_SUPPORT_API_KEY, testConfig } from '@ysy/bff/testing/test-config';
import { EXPORT_FILE_PATH, EXPORT_ROWS_HEADER } from '@ysy/contracts/account/export-values';
import { routes } from '@ysy/contracts/routes';

/**
 * An export of 5,000 rows through the BFF on the embedded default (PGlite, one process), timed
 * to the last byte, with the process's memory sampled every 10 ms while it runs:
 *
 *   npx tsx tests/bench/export/run.ts [--companies 5000] [--runs 3]
 *
 * The keyword 公司 is in every seeded name, so the file holds every company. Baseline of the
 * same run: the same search as one JSON page through the same BFF. Targets: ≤ 5 s, memory growth
 * ≤ 50 MB (RSS; heap and external buffers given beside it). The BFF and the embedded upstream
 * share the process, so the growth is both of theirs; the bench only counts the bytes it reads.
 * The machine's load average is printed with the figures: the milliseconds depend on it, the
 * ratio to the baseline much less.
 */

const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '3' },
  },
});
const companies = Number(values.companies);
const runs = Number(values.runs);
const KEYWORD = '公司';
const MB = 1024 * 1024;

interface Measured {
  ms: number;
  bytes: number;
  rows: string | null;
  rssGrowthMb: number;
  heapGrowthMb: number;
}

function memoryNow() {
  const m = process.memoryUsage();
  // `external` already counts the ArrayBuffers (Buffers, PGlite's memory) that arrayBuffers names.
  return { rss: m.rss, heap: m.heapUsed + m.external };
}

/** Runs `work` with memory sampled every 10 ms; growth is the peak over the start. */
async function measured(
  work: () => Promise<{ bytes: number; rows: string | null }>,
): Promise<Measured> {
  global.gc?.();
  const start = memoryNow();
  const peak = { ...start };
  const timer = setInterval(() => {
    const now = memoryNow();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heap = Math.max(peak.heap, now.heap);
  }, 10);
  const started = performance.now();
  try {
    const { bytes, rows } = await work();
    const ms = performance.now() - started;
    const end = memoryNow();
    peak.rss = Math.max(peak.rss, end.rss);
    peak.heap = Math.max(peak.heap, end.heap);
    return {
      ms,
      bytes,
      rows,
      rssGrowthMb: (peak.rss - start.rss) / MB,
      heapGrowthMb: (peak.heap - start.heap) / MB,
    };
  } finally {
    clearInterval(timer);
  }
}

/** Reads a reply to the end, counting its bytes without keeping them. */
async function drain(response: Response): Promise<number> {
  let bytes = 0;
  const reader = response.body?.getReader();
  if (!reader) return 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return bytes;
    bytes += value.byteLength;
  }
}

function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
}

/** A simulated QR login through the BFF, as the SPA does it; the session's cookie header. */
async function signIn(base: string, account: string): Promise<string> {
  const xhr = { 'X-Requested-With': 'XMLHttpRequest' };
  const started = await fetch(`${base}/api/bff/login/state`, {
    method: 'POST',
    headers: { ...xhr, 'content-type': 'application/json' },
    body: '{}',
  });
  const state = ((await started.json()) as { data: { state: string } }).data.state;
  const stateCookie = cookiesOf(started).join('; ');
  const scan = await fetch(
    `${base}/wechat-sim/authorize?${new URLSearchParams({ redirect_uri: '/', state, account })}`,
    { redirect: 'manual' },
  );
  const code = new URL(scan.headers.get('location') ?? '', base).searchParams.get('code') ?? '';
  const login = await fetch(
    `${base}${routes.wxLoginCallback.bffPath}?${new URLSearchParams({ code, state })}`,
    { headers: { ...xhr, cookie: stateCookie } },
  );
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  return cookiesOf(login).join('; ');
}

/** The machine's load averages over 1, 5 and 15 minutes. */
function loadNow(): string {
  return loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
}

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const db = await openDatabase({});
process.stdout.write(`seeding ${companies} companies…\n`);
await prepareDatabase(db, { companies });
const embedded = await startEmbedded({ db, supportApiKey: TEST_SUPPORT_API_KEY });
const app = await buildApp({
  config: testConfig({ RATE_LIMITS: 'relaxed', LOG_LEVEL: 'warn' }),
  upstreamUrl: embedded.upstreamUrl,
  supportUrl: embedded.supportUrl,
  imDb: db,
});
const base = await app.listen({ host: '127.0.0.1', port: 0 });
try {
  const cookie = await signIn(base, 'bench_export');
  // 企业会员: 20,000 rows a file and 100,000 a day, room for every run.
  await db.query(`UPDATE users SET vip_level = 2 WHERE account = 'bench_export'`);
  const query = new URLSearchParams({ keyword: KEYWORD });
  const page = async () => {
    const response = await fetch(`${base}${routes.companySearch.bffPath}?${query}`);
    return { bytes: await drain(response), rows: null };
  };
  const file = async () => {
    const response = await fetch(`${base}${EXPORT_FILE_PATH}?${query}`, {
      headers: { cookie, 'X-Requested-With': 'XMLHttpRequest' },
    });
    if (response.status !== 200) throw new Error(`export: ${response.status}`);
    const rows = response.headers.get(EXPORT_ROWS_HEADER);
    return { bytes: await drain(response), rows };
  };
  await page();
  const loadBefore = loadNow();
  const baseline: Measured[] = [];
  const exports: Measured[] = [];
  for (let i = 0; i < runs; i++) {
    baseline.push(await measured(page));
    exports.push(await measured(file));
  }
  const base1 = median(baseline.map((m) => m.ms));
  const exp = median(exports.map((m) => m.ms));
  const rss = Math.max(...exports.map((m) => m.rssGrowthMb));
  const heap = Math.max(...exports.map((m) => m.heapGrowthMb));
  const baseRss = Math.max(...baseline.map((m) => m.rssGrowthMb));
  const lines = [
    `load average (1, 5, 15 min) before / after: ${loadBefore} / ${loadNow()}`,
    `export of ${exports[0]?.rows} rows (${Math.round((exports[0]?.bytes ?? 0) / 1024)} KB), ${runs} runs, ${companies} companies, PGlite`,
    `  time: median ${exp.toFixed(0)} ms (runs ${exports.map((m) => m.ms.toFixed(0)).join(', ')}) — target ≤ 5000 ms: ${exp <= 5000 ? 'met' : 'NOT met'}`,
    `  memory growth: RSS ${rss.toFixed(1)} MB, heap+external ${heap.toFixed(1)} MB — target ≤ 50 MB: ${rss <= 50 ? 'met' : 'NOT met'}`,
    `baseline (the same search as one JSON page): median ${base1.toFixed(0)} ms, RSS growth ${baseRss.toFixed(1)} MB`,
    `  ratios: export / JSON page time ×${(exp / base1).toFixed(1)}, export time / target ${(exp / 5000).toFixed(2)}, RSS growth / target ${(rss / 50).toFixed(2)}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await app.close();
  await embedded.close();
  await db.close();
}
