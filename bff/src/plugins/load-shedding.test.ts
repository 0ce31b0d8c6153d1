import { messages } from '@ysy/contracts/common/messages';
import { routes } from '@ysy/contracts/routes';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadLimits } from '../config/load-limits';
import { upstreamSample } from '../testing/reply-mutations';
import { testConfig } from '../testing/test-config';
import { DatabaseWait } from './database-wait';
import { errorHandler } from './error-handler';
import { loadShedding, retryAfterFor } from './load-shedding';

// Nothing listens here: the support host is never called below.
const NOWHERE = 'http://127.0.0.1:9';

let app: FastifyInstance | undefined;
let upstream: FastifyInstance | undefined;
afterEach(async () => {
  // A failed test may leave searches held: let them end so the servers can close.
  release();
  await app?.close();
  await upstream?.close();
  app = upstream = undefined;
});

/**
 * An upstream that answers the navigation call (so /readyz is 200 unless the BFF sheds) and
 * holds every company search until `release` is called.
 */
async function navUpstream(): Promise<string> {
  upstream = Fastify();
  const nav = upstreamSample('getNav', routes.getNav.reply);
  const found = upstreamSample('companySearch', routes.companySearch.reply);
  upstream.get(routes.getNav.path, async () => nav);
  upstream.get(routes.companySearch.path, async () => {
    await new Promise<void>((resolve) => held.push(resolve));
    return found;
  });
  return upstream.listen({ host: '127.0.0.1', port: 0 });
}
let held: Array<() => void> = [];
function release(): void {
  for (const resolve of held) resolve();
  held = [];
}

function distWithAsset(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ysy-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-AbC123xy.js'), 'console.log(1)');
  return dir;
}

interface Answer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  json(): unknown;
}

/**
 * A GET over a real socket: requests the server makes to itself (`inject`) are never shed, so
 * shedding is only seen from outside.
 */
async function get(a: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const address = a.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  const res = await fetch(`http://127.0.0.1:${address.port}${url}`, { headers });
  const body = await res.text();
  const answer: Answer = {
    statusCode: res.status,
    headers: Object.fromEntries(res.headers),
    body,
    json: () => JSON.parse(body) as unknown,
  };
  return answer;
}

/** Keeps the event loop busy, as a request that computes for `ms` would. */
function blockEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

/** The first status other than 503 within 3 s (a shared test machine may lag on its own). */
async function statusOnceCalm(a: FastifyInstance, url: string): Promise<number> {
  const until = performance.now() + 3_000;
  for (;;) {
    await sleep(300);
    const { statusCode } = await get(a, url);
    if (statusCode !== 503 || performance.now() > until) return statusCode;
  }
}

async function overloadedApp(env: NodeJS.ProcessEnv = {}) {
  app = await buildApp({
    config: testConfig({
      // The sample that follows a 600 ms block has the loop busy for at least 600 of its at most
      // 850 ms. (A mean delay limit would be diluted by the sample's calm part.)
      SHED_EVENT_LOOP_UTILIZATION: '50',
      SHED_RETRY_AFTER_S: '7',
      // No spread: every refusal says exactly 7 (the spread has its own test).
      SHED_RETRY_AFTER_SPREAD_S: '0',
      WEB_DIST_DIR: distWithAsset(),
      ...env,
    }),
    upstreamUrl: await navUpstream(),
    supportUrl: NOWHERE,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

describe('shedding load', () => {
  it('answers new calls and pages 503 at once while the event loop is saturated; health and files still answer', async () => {
    const token = 'metrics-token-for-the-shed-test';
    const a = await overloadedApp({ METRICS_TOKEN: token });
    // Building the app kept the loop busy too: it answers once that has passed.
    expect(await statusOnceCalm(a, routes.bffConfig.bffPath)).toBe(200);
    expect((await get(a, '/readyz')).statusCode).toBe(200);

    blockEventLoop(600);
    // The load is measured at the next sample, which runs as soon as the loop is free.
    await sleep(20);
    const started = performance.now();
    const [call, page, alive, ready, asset, own] = await Promise.all([
      get(a, routes.bffConfig.bffPath),
      get(a, '/company/1', { accept: 'text/html' }),
      get(a, '/healthz'),
      get(a, '/readyz'),
      get(a, '/dist/assets/index-AbC123xy.js'),
      // A call a page being drawn makes to the server itself belongs to a page already let in.
      a.inject({ url: routes.bffConfig.bffPath }),
    ]);
    expect(performance.now() - started).toBeLessThan(100);

    expect(call.statusCode).toBe(503);
    expect(call.headers['retry-after']).toBe('7');
    expect(call.json()).toEqual({ code: 503, msg: messages.overloaded });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('7');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(messages.overloaded);

    expect(alive.statusCode).toBe(200);
    expect(asset.statusCode).toBe(200);
    expect(own.statusCode).toBe(200);
    // Not ready while shedding, so a load balancer sends the traffic elsewhere.
    expect(ready.statusCode).toBe(503);
    // Each refusal is counted, by what was past its limit.
    const scrape = await a.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(scrape.body).toMatch(/^ysy_requests_shed_total\{reason="eventLoopUtilization"\} 2$/m);
  });

  it('takes calls again once the event loop is free again', async () => {
    const a = await overloadedApp();
    blockEventLoop(600);
    await sleep(20);
    expect((await get(a, routes.bffConfig.bffPath)).statusCode).toBe(503);
    expect(await statusOnceCalm(a, routes.bffConfig.bffPath)).toBe(200);
  });

  it('sheds while the database keeps a trivial query waiting beyond its limit', async () => {
    // The database hangs until `recover`, then answers at once.
    let recover: (() => void) | undefined;
    let hung = true;
    const database = new DatabaseWait({
      query: () =>
        hung
          ? new Promise((resolve) => {
              recover = () => {
                hung = false;
                resolve([]);
              };
            })
          : Promise.resolve([]),
    });
    const limits = loadLimits({
      SHED_EVENT_LOOP_DELAY_MS: 0,
      SHED_EVENT_LOOP_UTILIZATION: 0,
      SHED_MAX_IN_FLIGHT: 0,
      SHED_DATABASE_WAIT_MS: 200,
      SHED_RETRY_AFTER_S: 3,
      SHED_RETRY_AFTER_SPREAD_S: 0,
      UPSTREAM_CONNECTIONS: 128,
      UPSTREAM_ROUTE_MAX_IN_FLIGHT: 0,
      UPSTREAM_ROUTE_STUCK_MS: 0,
      LISTEN_BACKLOG: 511,
    });
    app = Fastify();
    await app.register(errorHandler);
    await app.register(loadShedding, { limits, database });
    app.get('/api/x', async () => ({ code: 0 }));
    await app.listen({ host: '127.0.0.1', port: 0 });

    expect((await get(app, '/api/x')).statusCode).toBe(200);
    // The probe sent at start-up has not come back: after two samples it has waited too long.
    await sleep(600);
    const shed = await get(app, '/api/x');
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('3');
    expect(shed.json()).toEqual({ code: 503, msg: messages.overloaded });

    recover?.();
    expect(await statusOnceCalm(app, '/api/x')).toBe(200);
  });

  it('refuses a request at once while all places for requests under way are taken', async () => {
    const a = await overloadedApp({ SHED_EVENT_LOOP_UTILIZATION: '0', SHED_MAX_IN_FLIGHT: '2' });
    const search = `${routes.companySearch.bffPath}?keyword=${encodeURIComponent('科技')}`;
    expect((await get(a, '/readyz')).statusCode).toBe(200);
    const hanging = [get(a, search), get(a, search)];
    while (held.length < 2) await sleep(10);

    const started = performance.now();
    const [refused, alive, ready, own] = await Promise.all([
      get(a, routes.bffConfig.bffPath),
      get(a, '/healthz'),
      get(a, '/readyz'),
      a.inject({ url: routes.bffConfig.bffPath }),
    ]);
    expect(performance.now() - started).toBeLessThan(100);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('7');
    expect(refused.json()).toEqual({ code: 503, msg: messages.overloaded });
    expect(alive.statusCode).toBe(200);
    expect(ready.statusCode).toBe(503);
    expect(own.statusCode).toBe(200);

    // Places are given back as the answers go out.
    release();
    for (const res of await Promise.all(hanging)) expect(res.statusCode).toBe(200);
    expect((await get(a, routes.bffConfig.bffPath)).statusCode).toBe(200);
  });

  it('says when to come back on every 503, a call past its upstream route bound included', async () => {
    const a = await overloadedApp({
      SHED_EVENT_LOOP_UTILIZATION: '0',
      SHED_MAX_IN_FLIGHT: '0',
      UPSTREAM_ROUTE_MAX_IN_FLIGHT: '1',
    });
    const search = `${routes.companySearch.bffPath}?keyword=${encodeURIComponent('科技')}`;
    const hanging = get(a, search);
    while (held.length < 1) await sleep(10);

    const busy = await get(a, search);
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toEqual({ code: 503, msg: messages.upstreamBusy });
    expect(busy.headers['retry-after']).toBe('7');
    // Other answers carry none.
    expect((await get(a, routes.bffConfig.bffPath)).headers['retry-after']).toBeUndefined();

    release();
    expect((await hanging).statusCode).toBe(200);
  });
});

describe('Retry-After', () => {
  it('is the limit plus a spread drawn anew for each refusal, so a crowd refused together comes back apart', () => {
    const seen = new Set(
      Array.from({ length: 400 }, () => retryAfterFor({ retryAfterS: 7, retryAfterSpreadS: 3 })),
    );
    expect([...seen].sort((x, y) => x - y)).toEqual([7, 8, 9, 10]);
    expect(retryAfterFor({ retryAfterS: 7, retryAfterSpreadS: 0 })).toBe(7);
  });

  it('of a shed page is also when the page reloads itself', async () => {
    const a = await overloadedApp({
      SHED_EVENT_LOOP_UTILIZATION: '0',
      SHED_MAX_IN_FLIGHT: '1',
      SHED_RETRY_AFTER_SPREAD_S: '5',
    });
    const search = `${routes.companySearch.bffPath}?keyword=${encodeURIComponent('科技')}`;
    const hanging = get(a, search);
    while (held.length < 1) await sleep(10);
    for (let i = 0; i < 5; i += 1) {
      const page = await get(a, '/company/1', { accept: 'text/html' });
      expect(page.statusCode).toBe(503);
      const seconds = Number(page.headers['retry-after']);
      expect(seconds).toBeGreaterThanOrEqual(7);
      expect(seconds).toBeLessThanOrEqual(12);
      expect(page.body).toContain(`<meta http-equiv="refresh" content="${seconds}">`);
    }
    release();
    expect((await hanging).statusCode).toBe(200);
  });
});
