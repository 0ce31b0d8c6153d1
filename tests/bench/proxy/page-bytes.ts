import { chromium, type Page } from '@playwright/test';

/**
 * What a visitor's browser transfers for `/`: a first visit with an empty cache, then a second
 * visit in the same browser profile (its HTTP cache kept), as someone coming back to the site.
 * Bytes are Chromium's own count of what crossed the wire per response (headers and the body as
 * sent, compressed or not), from the DevTools protocol; nothing is estimated.
 */

export interface VisitBytes {
  requests: number;
  /** Bytes on the wire, headers included. */
  bytes: number;
  /** Of those, scripts and styles under /dist/. */
  assetBytes: number;
  /** Transferred replies with a body coded br or gzip. */
  compressed: number;
  /** Taken from the browser's cache without asking the server. */
  fromCache: number;
  /** Revalidated: the server answered 304 with no body. */
  notModified: number;
}

export interface PageBytes {
  cold: VisitBytes;
  warm: VisitBytes;
}

interface Seen {
  url: string;
  status: number;
  encoding: string;
  fromCache: boolean;
  bytes: number;
}

export const CHROMIUM = '/usr/bin/chromium';

async function visit(page: Page, url: string): Promise<VisitBytes> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map<string, Seen>();
  cdp.on('Network.responseReceived', (event) => {
    const { response } = event;
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    seen.set(event.requestId, {
      url: response.url,
      status: response.status,
      encoding: headers['content-encoding'] ?? '',
      fromCache: response.fromDiskCache === true || response.fromPrefetchCache === true,
      bytes: 0,
    });
  });
  // The status as it came over the wire: a revalidated reply shows as the cached 200 above,
  // its 304 only here.
  const wireStatus = new Map<string, number>();
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    wireStatus.set(event.requestId, event.statusCode);
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const entry = seen.get(event.requestId);
    if (entry) entry.fromCache = true;
    else
      seen.set(event.requestId, { url: '', status: 200, encoding: '', fromCache: true, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = seen.get(event.requestId);
    if (entry) entry.bytes = event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Late replies (the footer's data below the fold) are in by now; give the events a moment.
  await page.waitForTimeout(500);
  await cdp.detach();
  const list = [...seen].map(([id, entry]) => ({
    ...entry,
    status: wireStatus.get(id) ?? entry.status,
  }));
  const isAsset = (s: Seen) => /\/dist\/.*\.(js|css)(\?|$)/.test(s.url);
  return {
    requests: list.length,
    bytes: list.reduce((sum, s) => sum + (s.fromCache ? 0 : s.bytes), 0),
    assetBytes: list.filter(isAsset).reduce((sum, s) => sum + (s.fromCache ? 0 : s.bytes), 0),
    compressed: list.filter((s) => !s.fromCache && (s.encoding === 'br' || s.encoding === 'gzip'))
      .length,
    fromCache: list.filter((s) => s.fromCache).length,
    notModified: list.filter((s) => s.status === 304).length,
  };
}

/** Loads `${baseUrl}/` twice in one Chromium profile: cold, then warm. */
export async function measurePageBytes(baseUrl: string): Promise<PageBytes> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const first = await context.newPage();
    const cold = await visit(first, `${baseUrl}/`);
    await first.close();
    const second = await context.newPage();
    const warm = await visit(second, `${baseUrl}/`);
    await context.close();
    return { cold, warm };
  } finally {
    await browser.close();
  }
}
