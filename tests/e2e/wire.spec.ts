import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * Speed on the wire as a visitor's browser sees it: the first visit gets the scripts compressed,
 * and a second visit in the same browser downloads no script or style again and asks the server
 * for none of the public data it already has (fresh in its cache, or a 304). The menu and the
 * configuration come inside the server-drawn page, whose unchanged HTML costs a 304 too.
 */

interface Seen {
  url: string;
  /** The status on the wire (a revalidated reply: 304). */
  status: number;
  encoding: string;
  fromCache: boolean;
  bytes: number;
}

async function visit(page: Page, path: string): Promise<Seen[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map<string, Seen>();
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    const known = seen.get(requestId);
    seen.set(requestId, {
      url: response.url,
      status: known?.status ?? response.status,
      encoding: headers['content-encoding'] ?? '',
      fromCache: known?.fromCache === true || response.fromDiskCache === true,
      bytes: known?.bytes ?? 0,
    });
  });
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    const known = seen.get(requestId);
    if (known) known.status = statusCode;
    else
      seen.set(requestId, {
        url: '',
        status: statusCode,
        encoding: '',
        fromCache: false,
        bytes: 0,
      });
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const known = seen.get(requestId);
    if (known) known.fromCache = true;
    else seen.set(requestId, { url: '', status: 200, encoding: '', fromCache: true, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const known = seen.get(requestId);
    if (known) known.bytes = encodedDataLength;
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await cdp.detach();
  return [...seen.values()].filter((s) => s.url !== '');
}

const isAsset = (s: Seen) => /\/dist\/assets\/.+\.(js|css)$/.test(new URL(s.url).pathname);
const PUBLIC_DATA = ['/api/ysy/index/get_nav', '/api/ysy/index/get_bottom', '/api/bff/config'];
/** Drawn by the server with the page: their replies arrive inside its HTML. */
const IN_THE_PAGE = ['/api/ysy/index/get_nav', '/api/bff/config'];

test('the first visit gets compressed scripts; the second downloads no asset and no known data', async ({
  context,
}) => {
  const first = await context.newPage();
  const cold = await visit(first, '/');
  await first.close();

  const scripts = cold.filter((s) => isAsset(s) && s.url.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  // The entry chunk and the other large scripts come brotli-coded (the small ones need not).
  const largest = scripts.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  expect(largest.encoding).toBe('br');
  expect(largest.bytes).toBeLessThan(200_000);
  for (const path of PUBLIC_DATA) {
    const fetched = cold.some((s) => new URL(s.url).pathname === path && s.status === 200);
    expect([path, fetched]).toEqual([path, !IN_THE_PAGE.includes(path)]);
  }

  const second = await context.newPage();
  const warm = await visit(second, '/');
  await second.close();

  // No script or style crosses the wire again.
  const assets = warm.filter(isAsset);
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) expect([asset.url, asset.fromCache]).toEqual([asset.url, true]);
  // The public data comes from the browser's cache, or costs a bodyless 304.
  for (const path of PUBLIC_DATA) {
    for (const s of warm.filter((w) => new URL(w.url).pathname === path)) {
      expect([path, s.fromCache || s.status === 304]).toEqual([path, true]);
    }
  }
  // index.html itself is revalidated, never taken stale from the cache.
  const page = warm.find((s) => new URL(s.url).pathname === '/');
  expect(page?.fromCache).toBe(false);
  expect(page?.status).toBe(304);
});
