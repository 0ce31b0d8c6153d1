import { chromium } from '@playwright/test';
const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:8111';
const path = process.argv[2] ?? '/';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (let i = 0; i < 2; i++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __lt: [number, number][] };
    w.__lcp = 0;
    w.__lt = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) w.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries())
        w.__lt.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(BASE + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const r = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __lt: [number, number][] };
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const res = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (e) =>
        `${Math.round(e.startTime)}-${Math.round(e.responseEnd)} ${e.initiatorType} ${e.name.replace(location.origin, '').slice(0, 70)}`,
    );
    const paints = performance
      .getEntriesByType('paint')
      .map((p) => `${p.name} ${Math.round(p.startTime)}`);
    return {
      html: [
        Math.round(nav.responseEnd),
        Math.round(nav.domInteractive),
        Math.round(nav.domContentLoadedEventEnd),
      ],
      lcp: Math.round(w.__lcp),
      paints,
      lt: w.__lt,
      res,
    };
  });
  if (i === 1) console.log(JSON.stringify(r, null, 1));
  await context.close();
}
await browser.close();
