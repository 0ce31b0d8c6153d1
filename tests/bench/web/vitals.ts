/**
 * First-load JS and page vitals against the running product:
 *
 *   BASE_URL=http://127.0.0.1:8111 npx tsx tests/bench/web/vitals.ts [--runs 5]
 *
 * 1. JS bytes (gzip -9 of each file, as a browser that accepts gzip receives it): the initial JS
 *    of `/` (the entry script and its modulepreloads, read from the served index.html) and, from
 *    the build's manifest (web/dist/.vite/manifest.json, the same build the server serves), each
 *    route's own chunk and what else it loads beyond the initial JS. Targets: initial ≤ 120 KB,
 *    each route's own chunk ≤ 30 KB.
 * 2. Largest contentful paint and cumulative layout shift in Chromium with the CPU slowed four
 *    times (DevTools' CPU throttling). Each load is a fresh browser context (cold cache, as a
 *    first visit). The baseline, measured in the same run, is the 404 page: the shell alone, with
 *    no data of its own. Targets: LCP ≤ 1.0 s, CLS ≤ 0.02.
 * 3. With `BASELINE_URL` (another server on the same data, e.g. the same build with
 *    `SERVER_RENDER=off`), every load on BASE_URL is paired with one on the baseline right after
 *    it, and each page's LCP is also given against the baseline's in the same run.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const BASELINE_URL = process.env.BASELINE_URL;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const CPU_SLOWDOWN = 4;
const INITIAL_BUDGET = 120 * 1024;
const ROUTE_BUDGET = 30 * 1024;
const MANIFEST = fileURLToPath(new URL('../../../web/dist/.vite/manifest.json', import.meta.url));
const ROUTE_ASSETS = fileURLToPath(
  new URL('../../../web/dist/.vite/route-assets.json', import.meta.url),
);

/** Each route's files beyond the entry, as the web build lists them (web/build/route-assets.ts). */
function routeAssetsOf(): { path: string; js: string[] }[] {
  try {
    return JSON.parse(readFileSync(ROUTE_ASSETS, 'utf8')) as { path: string; js: string[] }[];
  } catch {
    return [];
  }
}

/** Pages measured; `{company}` is the first company the search for 科技 finds. */
const PAGES = [
  '/404',
  '/',
  '/list?keyword=科技',
  '/company/{company}',
  '/ys',
  '/buyfinance',
  '/registeredcompany',
  '/finance',
  '/vip',
  '/knowledgebase/3?article=1',
];

// ---- JS bytes ---------------------------------------------------------------------------------

async function gzipBytesOf(url: string): Promise<number> {
  const res = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
}

/** The entry script and the modulepreloads of the served index.html, as /dist/… paths. */
async function initialScripts(): Promise<string[]> {
  const html = await (await fetch(`${BASE_URL}/`)).text();
  const entry = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
    (m) => m[1],
  );
  return [...entry, ...preloads].filter((src): src is string => src !== undefined);
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function reportBytes(): Promise<void> {
  const initial = await initialScripts();
  const sizes = new Map<string, number>();
  const sizeOf = async (file: string) => {
    const known = sizes.get(file);
    if (known !== undefined) return known;
    const size = await gzipBytesOf(`${BASE_URL}${file}`);
    sizes.set(file, size);
    return size;
  };
  let initialTotal = 0;
  for (const file of initial) initialTotal += await sizeOf(file);
  console.log(
    `Initial JS of / (entry + ${initial.length - 1} modulepreloads): ${kb(initialTotal)} gzip ` +
      `(${initialTotal} B; ≤ 120 KB: ${initialTotal <= INITIAL_BUDGET ? 'yes' : 'no'})\n`,
  );

  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(MANIFEST, 'utf8')) as Manifest;
  } catch {
    console.log(`(no ${MANIFEST}: run \`npm run build\` for the route chunks)\n`);
    return;
  }
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry || !initial.includes(`/dist/${entry.file}`)) {
    console.log('(the served build is not web/dist: route chunks skipped)\n');
    return;
  }
  const initialFiles = new Set(initial);
  /** A chunk's static imports, transitively, that the initial JS does not already hold. */
  const extraOf = (key: string, seen = new Set<string>()): Set<string> => {
    for (const dep of manifest[key]?.imports ?? []) {
      const file = `/dist/${manifest[dep]?.file ?? ''}`;
      if (seen.has(file) || initialFiles.has(file)) continue;
      seen.add(file);
      extraOf(dep, seen);
    }
    return seen;
  };
  const rows: string[] = [];
  let worst = 0;
  // A page's own chunk is its component's module, as the routes declare it (the build's
  // route-assets.json lists it first for each path; pages that share one are listed once).
  const routeFirstFiles = new Set(routeAssetsOf().map((route) => route.js[0]));
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !routeFirstFiles.has(`/dist/${chunk.file}`)) continue;
    const own = await sizeOf(`/dist/${chunk.file}`);
    let extra = 0;
    for (const file of extraOf(key)) extra += await sizeOf(file);
    worst = Math.max(worst, own);
    const name = key.replace(/^.*\//, '').replace(/\.tsx?$/, '');
    rows.push(`| ${name} | ${kb(own)} | ${kb(extra)} |`);
  }
  rows.sort();
  console.log(
    `Route chunks (largest own chunk ${kb(worst)}; ≤ 30 KB: ${worst <= ROUTE_BUDGET ? 'yes' : 'no'}):\n`,
  );
  console.log('| route | own chunk | + shared chunks not in the initial JS |');
  console.log('| --- | --: | --: |');
  for (const row of rows) console.log(row);
  console.log('');
}

// ---- Vitals -----------------------------------------------------------------------------------

interface Sample {
  lcp: number;
  cls: number;
  /** What the largest contentful paint was: tag, class and the start of its text. */
  element: string;
}

async function measure(browser: Browser, path: string, origin = BASE_URL): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __cls: number; __lcpElement: string };
    w.__lcp = 0;
    w.__cls = 0;
    w.__lcpElement = '';
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
        w.__lcp = entry.startTime;
        const el = entry.element;
        w.__lcpElement = el
          ? `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0] ?? ''} ` +
            `"${(el.textContent ?? '').trim().slice(0, 12)}"`
          : '(removed)';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  // The page has rendered (its h1), then time for the last paints to be reported.
  await page.locator('main h1').first().waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForTimeout(1500);
  const sample = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __cls: number; __lcpElement: string };
    return { lcp: w.__lcp, cls: w.__cls, element: w.__lcpElement };
  });
  await context.close();
  return sample;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The first company the search for 科技 finds, so the profile measured is a real one. */
async function companyId(): Promise<string> {
  const res = await fetch(`${BASE_URL}/api/client/customs?keyword=${encodeURIComponent('科技')}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const reply = (await res.json()) as {
    data?: { customList?: { entInfos?: { eid?: string }[] } };
  };
  const eid = reply.data?.customList?.entInfos?.[0]?.eid;
  if (!eid) throw new Error('the search for 科技 found no company to measure');
  return eid;
}

async function main() {
  await reportBytes();
  const company = await companyId();
  const pages = PAGES.map((path) => path.replace('{company}', company));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const results = new Map<string, Sample[]>();
  const baseline = new Map<string, Sample[]>();
  const add = (into: Map<string, Sample[]>, path: string, sample: Sample) =>
    into.set(path, [...(into.get(path) ?? []), sample]);
  // Interleaved, so load from other work on the machine spreads over every page alike.
  for (let run = 0; run < RUNS + 1; run++) {
    for (const path of pages) {
      const sample = await measure(browser, path);
      const paired = BASELINE_URL ? await measure(browser, path, BASELINE_URL) : undefined;
      if (run === 0) continue; // warm-up: server caches, chunk compilation
      add(results, path, sample);
      if (paired) add(baseline, path, paired);
    }
  }
  await browser.close();
  const lcpOf = (samples: Sample[] | undefined) => median((samples ?? []).map((s) => s.lcp));
  const base = lcpOf(results.get('/404'));
  console.log(`CPU ×${CPU_SLOWDOWN}, ${RUNS} cold loads per page (median), base ${BASE_URL}`);
  if (BASELINE_URL) console.log(`each load paired with one on the baseline ${BASELINE_URL}`);
  const againstBaseline = BASELINE_URL ? ' LCP, baseline | vs baseline |' : '';
  console.log(
    `\n| page | LCP | LCP vs /404 |${againstBaseline} CLS (max) | LCP ≤ 1.0 s | CLS ≤ 0.02 | LCP element (last run) |`,
  );
  console.log(`| --- | --: | --: |${BASELINE_URL ? ' --: | --: |' : ''} --: | :-: | :-: | --- |`);
  for (const path of pages) {
    const samples = results.get(path) ?? [];
    const lcp = lcpOf(samples);
    const cls = Math.max(...samples.map((s) => s.cls));
    const shown = path.replace(company, '{id}');
    const paired = lcpOf(baseline.get(path));
    const vsBaseline = BASELINE_URL
      ? ` ${(paired / 1000).toFixed(2)} s | ×${(lcp / paired).toFixed(2)} |`
      : '';
    console.log(
      `| \`${shown}\` | ${(lcp / 1000).toFixed(2)} s | ×${(lcp / base).toFixed(2)} |${vsBaseline} ${cls.toFixed(3)} | ${lcp <= 1000 ? 'yes' : 'no'} | ${cls <= 0.02 ? 'yes' : 'no'} | ${samples.at(-1)?.element ?? ''} |`,
    );
  }
}

await main();
