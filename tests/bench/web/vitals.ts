/**
 * Largest contentful paint and cumulative layout shift of the service pages in Chromium with the
 * CPU slowed four times (DevTools' CPU throttling), against the running product:
 *
 *   BASE_URL=http://127.0.0.1:8111 npx tsx tests/bench/web/vitals.ts [--runs 5]
 *
 * Each load is a fresh browser context (cold cache, as a first visit). The baseline, measured in
 * the same run, is the 404 page: the shell alone, with no data of its own. Targets: LCP ≤ 1.0 s,
 * CLS ≤ 0.02 on /, /ys, /buyfinance, /vip and a knowledge-base article.
 */
import { chromium, type Browser } from '@playwright/test';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const CPU_SLOWDOWN = 4;

const PAGES = ['/404', '/', '/ys', '/buyfinance', '/vip', '/knowledgebase/3?article=1'];

interface Sample {
  lcp: number;
  cls: number;
}

async function measure(browser: Browser, path: string): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    w.__lcp = 0;
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
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
  await page.goto(BASE_URL + path, { waitUntil: 'networkidle' });
  // The page has rendered (its h1), then time for the last paints to be reported.
  await page.locator('main h1').first().waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForTimeout(1500);
  const sample = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    return { lcp: w.__lcp, cls: w.__cls };
  });
  await context.close();
  return sample;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function main() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const results = new Map<string, Sample[]>();
  // Interleaved, so load from other work on the machine spreads over every page alike.
  for (let run = 0; run < RUNS + 1; run++) {
    for (const path of PAGES) {
      const sample = await measure(browser, path);
      if (run === 0) continue; // warm-up: server caches, chunk compilation
      results.set(path, [...(results.get(path) ?? []), sample]);
    }
  }
  await browser.close();
  const base = median((results.get('/404') ?? []).map((s) => s.lcp));
  console.log(`CPU ×${CPU_SLOWDOWN}, ${RUNS} cold loads per page (median), base ${BASE_URL}\n`);
  console.log('| page | LCP | LCP vs /404 | CLS (max) | LCP ≤ 1.0 s | CLS ≤ 0.02 |');
  console.log('| --- | --: | --: | --: | :-: | :-: |');
  for (const path of PAGES) {
    const samples = results.get(path) ?? [];
    const lcp = median(samples.map((s) => s.lcp));
    const cls = Math.max(...samples.map((s) => s.cls));
    console.log(
      `| \`${path}\` | ${(lcp / 1000).toFixed(2)} s | ×${(lcp / base).toFixed(2)} | ${cls.toFixed(3)} | ${lcp <= 1000 ? 'yes' : 'no'} | ${cls <= 0.02 ? 'yes' : 'no'} |`,
    );
  }
}

await main();
