import { buildApp } from '@ysy/bff/app';
import { ifNoneMatchHits } from '@ysy/bff/http/http-cache';
import { SESSION_COOKIE, sealToken } from '@ysy/bff/plugins/session-cookie';
import { TEST_SESSION_SECRET, testConfig } from '@ysy/bff/testing/test-config';
import { isRecord } from '@ysy/contracts/common/is-record';
import type { CachePolicy, RouteDef } from '@ysy/contracts/common/route';
import { routeList, routes, type RouteId } from '@ysy/contracts/routes';
import { routeSamples } from '@ysy/contracts/testing/route-samples';
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../web/build/precompress';
import { json, startFakeUpstream, type FakeUpstream } from './fake-upstream';

/**
 * Speed on the wire, as a browser and a shared cache see it: which replies may be kept and by
 * whom (a table over every route, so a new route cannot go without a decision), ETag and 304
 * for public data, and compression of assets and large JSON replies with the right Vary.
 */

/**
 * Every route's cache policy. Public: the same for every visitor and slow to change. Private:
 * may depend on the session. No-store: side effects, logins, personal data. A route missing
 * here fails the first test.
 */
const CACHE_TABLE: Record<RouteId, CachePolicy> = {
  getNav: 'public',
  getBottom: 'public',
  wxLoginCallback: 'no-store',
  issueToken: 'no-store',
  revokeToken: 'no-store',
  getLatestUser: 'no-store',
  knowledgeIndex: 'public',
  knowledgeIndexYsy: 'public',
  companyProfile: 'public',
  companySearch: 'public',
  companySearchCount: 'public',
  capitalBands: 'public',
  einDetails: 'public',
  customerServiceAll: 'public',
  publishDemand: 'no-store',
  getPhoneCode: 'no-store',
  freePhone: 'no-store',
  freePhoneStatus: 'no-store',
  kfAccount: 'no-store',
  getOrCreate: 'no-store',
  knowledgeArticle: 'public',
  einList: 'public',
  reportList: 'public',
  declarationYears: 'public',
  patentList: 'public',
  patentDetails: 'public',
  trademarkList: 'public',
  trademarkDetails: 'public',
  softwareCopyrightList: 'public',
  softwareCopyrightDetails: 'public',
  worksCopyrightList: 'public',
  worksCopyrightDetails: 'public',
  brandList: 'public',
  brandDetails: 'public',
  enterpriseLogoList: 'public',
  enterpriseLogoDetails: 'public',
  bffConfig: 'public',
  bffLogout: 'no-store',
  bffLoginState: 'no-store',
  companySuggest: 'public',
  companyErrorReport: 'no-store',
  serviceOffer: 'public',
  serviceList: 'public',
  serviceOrder: 'no-store',
  contactMessage: 'no-store',
  vipTiers: 'public',
  sitePage: 'public',
  campaign: 'public',
  // accounts: a company's change history is public data; a user's watches and alerts are personal
  companyChanges: 'public',
  watchCompany: 'no-store',
  unwatchCompany: 'no-store',
  watchStatus: 'no-store',
  myWatches: 'no-store',
  alertList: 'no-store',
  alertUnread: 'no-store',
  markAlertsRead: 'no-store',
  searchHistory: 'no-store',
  recordSearch: 'no-store',
  removeSearch: 'no-store',
  clearSearchHistory: 'no-store',
  searchHistorySetting: 'no-store',
  setSearchHistorySetting: 'no-store',
  myOrders: 'no-store',
  myNeeds: 'no-store',
  myBenefits: 'no-store',
  myData: 'no-store',
  deleteAccount: 'no-store',
  myExports: 'no-store',
  verifyPhoneLogin: 'no-store',
  imTicket: 'no-store',
  agentLogin: 'no-store',
};

const TOKEN = 'upstream-token-wire-0001';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const PUBLIC = /^public, max-age=\d+, stale-while-revalidate=\d+$/;
const STRONG_ETAG = /^"[^"]+"$/;

let upstream: FakeUpstream;
let app: FastifyInstance;
let sessionCookie: string;
let distDir: string;
let assetPath: string;
let assetText: string;

/**
 * A built SPA in a temp folder: an entry chunk and an index.html big enough to compress (a real
 * page's HTML is larger still, with the server's markup), the assets precompressed.
 */
async function fakeDist(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'ysy-wire-dist-'));
  mkdirSync(join(dir, 'assets'));
  assetText = 'export const 易商云 = "企业服务";\n'.repeat(400);
  assetPath = '/dist/assets/index-Wire1234.js';
  writeFileSync(join(dir, 'assets', 'index-Wire1234.js'), assetText);
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="zh-CN"><head><script type="module" src="${assetPath}"></script></head><body><div id="root"></div><noscript>${'请启用 JavaScript 以使用易商云的企业查询与企业服务。'.repeat(40)}</noscript></body></html>`,
  );
  await precompressDir(dir);
  return dir;
}

/**
 * What the upstream sends for a route's sample: the login replies also carry the token (and the
 * chat account its token), which the BFF keeps from the browser.
 */
function upstreamReplyOf(def: RouteDef): unknown {
  const reply: unknown = routeSamples[def.id as RouteId].reply;
  const schema = def.upstreamReply;
  if (schema === undefined || !isRecord(reply) || !isRecord(reply.data)) return reply;
  const data: Record<string, unknown> = { ...reply.data };
  const candidates = [
    () => (data.token = TOKEN),
    () => {
      // The chat account's token, which the browser never gets.
      for (const key of ['imAccount', 'account']) {
        const im = data[key];
        if (isRecord(im)) data[key] = { ...im, im_token: 'im-tok' };
      }
    },
  ];
  for (const change of candidates) {
    if (schema.safeParse({ ...reply, data }).success) break;
    change();
  }
  return { ...reply, data };
}

function call(def: RouteDef, headers: Record<string, string> = {}) {
  const sample = routeSamples[def.id as RouteId];
  const agent = request(app.server);
  const test =
    def.method === 'GET'
      ? agent.get(def.bffPath).query(sample.query ?? {})
      : agent
          .post(def.bffPath)
          .query(sample.query ?? {})
          .send(sample.body ?? {});
  return test.set({ ...XHR, cookie: sessionCookie, ...headers });
}

beforeAll(async () => {
  upstream = await startFakeUpstream();
  distDir = await fakeDist();
  sessionCookie = `${SESSION_COOKIE}=${await sealToken(TEST_SESSION_SECRET, TOKEN)}`;
  for (const def of routeList) {
    if (def.host === 'bff') continue;
    upstream.on(def.method, def.path, json(200, upstreamReplyOf(def)));
  }
  app = await buildApp({
    config: testConfig({ RATE_LIMITS: 'relaxed', WEB_DIST_DIR: distDir }),
    upstreamUrl: upstream.url,
    supportUrl: upstream.url,
  });
});

afterAll(async () => {
  await app.close();
  await upstream.close();
});

const exposed = routeList.filter((def) => def.exposed);

describe('the cache table', () => {
  it('names every route, and each contract declares the policy the table names', () => {
    expect(Object.keys(CACHE_TABLE).sort()).toEqual(routeList.map((def) => def.id).sort());
    for (const def of routeList)
      expect([def.id, def.cache]).toEqual([def.id, CACHE_TABLE[def.id as RouteId]]);
  });

  it('public routes are GETs that never carry the token', () => {
    for (const def of routeList.filter((d) => d.cache === 'public')) {
      expect([def.id, def.method, def.auth]).toEqual([def.id, 'GET', 'none']);
    }
  });
});

describe.each(exposed.filter((def) => CACHE_TABLE[def.id as RouteId] === 'public'))(
  'public $id',
  (def) => {
    it('answers with a strong ETag and a short public Cache-Control, and 304 for it', async () => {
      const before = upstream.calls.length;
      const res = await call(def);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toMatch(PUBLIC);
      const etag = String(res.headers.etag);
      expect(etag).toMatch(STRONG_ETAG);
      expect(res.headers.vary).toContain('accept-encoding');

      // Logged in or not, the upstream never got the token: the reply cannot be personal.
      for (const seen of upstream.calls.slice(before)) {
        expect(seen.headers.authorization).toBeUndefined();
      }

      const again = await call(def, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.text ?? '').toBe('');
      expect(again.headers['content-length'] ?? '0').toBe('0');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toMatch(PUBLIC);

      const other = await call(def, { 'if-none-match': '"something-else"' });
      expect(other.status).toBe(200);
    });
  },
);

describe.each(exposed.filter((def) => CACHE_TABLE[def.id as RouteId] !== 'public'))(
  'session-dependent $id',
  (def) => {
    it('is never kept by a shared cache and carries no ETag', async () => {
      const res = await call(def);
      expect(res.status, res.text).toBeLessThan(500);
      const policy = CACHE_TABLE[def.id as RouteId];
      expect(res.headers['cache-control']).toMatch(
        policy === 'private' ? /^private\b/ : /^no-store$/,
      );
      expect(res.headers.etag).toBeUndefined();
    });
  },
);

describe('failures are never cached', () => {
  it('a public route whose upstream fails answers 502 with no-store and no ETag', async () => {
    upstream.on('GET', routes.getBottom.path, json(500, { code: 500 }));
    const res = await call(routes.getBottom);
    expect(res.status).toBe(502);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    upstream.on('GET', routes.getBottom.path, json(200, upstreamReplyOf(routes.getBottom)));
  });

  it('bad input on a public route is 400 with no-store', async () => {
    const res = await request(app.server).get(routes.companySearch.bffPath).query({ page: 'x' });
    expect(res.status).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('If-None-Match', () => {
  it('compares weakly, ignores the coding suffix of a compressed copy, and accepts *', () => {
    const etag = '"abc_DEF-123"';
    expect(ifNoneMatchHits('"abc_DEF-123"', etag)).toBe(true);
    expect(ifNoneMatchHits('W/"abc_DEF-123"', etag)).toBe(true);
    expect(ifNoneMatchHits('"x", "abc_DEF-123-br"', etag)).toBe(true);
    expect(ifNoneMatchHits('"abc_DEF-123-gzip"', etag)).toBe(true);
    expect(ifNoneMatchHits('*', etag)).toBe(true);
    expect(ifNoneMatchHits('"abc_DEF-12"', etag)).toBe(false);
    expect(ifNoneMatchHits('"abc_DEF-1234"', etag)).toBe(false);
    expect(ifNoneMatchHits('abc_DEF-123', etag)).toBe(false);
    expect(ifNoneMatchHits(undefined, etag)).toBe(false);
  });
});

/** A GET whose body comes back as sent, not decoded (supertest decodes gzip and brotli). */
async function rawGet(url: string, headers: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url, headers: { ...XHR, ...headers } });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}

describe('compression of JSON replies', () => {
  const bigNav = {
    code: 0,
    data: Array.from({ length: 30 }, (_, i) => ({
      id: i + 1,
      category_name: '公司注册',
      url: '/ys',
      icon: '/uploads/icons/1.svg',
      img: [{ url: '/uploads/nav/1.png' }],
      show: 'h',
      desc: `第 ${i + 1} 项：快速注册公司，代理记账，银行开户`,
      children: [],
    })),
  };

  it('compresses a large reply with brotli or gzip when accepted, with Vary and a coded ETag', async () => {
    upstream.on('GET', routes.getNav.path, json(200, bigNav));
    const text = JSON.stringify(bigNav);
    expect(Buffer.byteLength(text)).toBeGreaterThan(4096);
    for (const coding of ['br', 'gzip']) {
      const res = await rawGet(routes.getNav.bffPath, { 'accept-encoding': coding });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.bytes.length).toBeLessThan(Buffer.byteLength(text) / 3);
      expect(String(res.headers.etag)).toMatch(new RegExp(`-${coding}"$`));
      // The compressed copy's ETag still validates the text.
      const again = await call(routes.getNav, {
        'accept-encoding': coding,
        'if-none-match': String(res.headers.etag),
      });
      expect(again.status).toBe(304);
    }
    // A repeated reply comes from the memo with its compressed copy: the same bytes each time,
    // coded once, never coded twice.
    const hits = [];
    for (let i = 0; i < 2; i++)
      hits.push(await rawGet(routes.getNav.bffPath, { 'accept-encoding': 'br' }));
    for (const hit of hits) {
      expect(hit.headers['content-encoding']).toBe('br');
      expect(hit.headers.vary).toContain('accept-encoding');
      expect(String(hit.headers.etag)).toMatch(/-br"$/);
      expect(JSON.parse(brotliDecompressSync(hit.bytes).toString('utf8'))).toEqual(bigNav);
    }
    expect(hits[0]?.bytes.equals(hits[1]?.bytes ?? Buffer.alloc(0))).toBe(true);
    const gz = await rawGet(routes.getNav.bffPath, { 'accept-encoding': 'gzip' });
    expect(JSON.parse(gunzipSync(gz.bytes).toString('utf8'))).toEqual(bigNav);
    // Decoded by the client, it is the validated reply.
    const decoded = await call(routes.getNav, { 'accept-encoding': 'gzip' });
    expect(decoded.body).toEqual(bigNav);
    // Without Accept-Encoding: identity, still marked as varying on it.
    const plain = await rawGet(routes.getNav.bffPath, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.bytes.toString('utf8')).toBe(text);
    upstream.on('GET', routes.getNav.path, json(200, upstreamReplyOf(routes.getNav)));
  });

  it('leaves a small reply uncompressed even when the browser accepts compression', async () => {
    const res = await rawGet(routes.getBottom.bffPath, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.bytes.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('built assets', () => {
  it('go out precompressed with Content-Encoding, Vary and a year of immutable caching', async () => {
    for (const coding of ['br', 'gzip']) {
      const res = await rawGet(assetPath, { 'accept-encoding': `${coding}, deflate` });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.bytes.length).toBeLessThan(assetText.length / 10);
    }
    const plain = await rawGet(assetPath, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.bytes.toString('utf8')).toBe(assetText);
  });

  it('a page’s HTML goes out compressed when accepted, with Vary and a coded ETag', async () => {
    const plain = await rawGet('/list?keyword=科技', { 'accept-encoding': 'identity' });
    const html = plain.bytes.toString('utf8');
    expect(html).toContain('<div id="root">');
    expect(plain.bytes.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    for (const [coding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await rawGet('/list?keyword=科技', { 'accept-encoding': coding });
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.bytes.length).toBeLessThan(plain.bytes.length / 3);
      expect(decode(res.bytes).toString('utf8')).toBe(html);
      expect(String(res.headers.etag)).toBe(
        `${String(plain.headers.etag).slice(0, -1)}-${coding}"`,
      );
      const again = await rawGet('/list?keyword=科技', {
        'accept-encoding': coding,
        'if-none-match': String(res.headers.etag),
      });
      expect(again.status).toBe(304);
      expect(again.bytes.length).toBe(0);
    }
  });

  it('index.html is revalidated on every visit, at /dist/ and as the SPA fallback', async () => {
    for (const path of ['/', '/company?keyword=科技', '/dist/index.html']) {
      const res = await request(app.server).get(encodeURI(path)).set('accept-encoding', 'br');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      // Unchanged since the last visit: a 304 with no body.
      const etag = String(res.headers.etag);
      expect(etag, path).toMatch(/"$/);
      const again = await request(app.server)
        .get(encodeURI(path))
        .set('accept-encoding', 'br')
        .set('if-none-match', etag);
      expect(again.status, path).toBe(304);
      expect(again.text ?? '').toBe('');
    }
  });
});
