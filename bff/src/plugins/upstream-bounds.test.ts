import { messages } from '@ysy/contracts/common/messages';
import { routes } from '@ysy/contracts/routes';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { upstreamSample } from '../testing/reply-mutations';
import { testConfig } from '../testing/test-config';

// Nothing listens here: the support host is never called below.
const NOWHERE = 'http://127.0.0.1:9';
const SEARCH = `${routes.companySearch.bffPath}?keyword=${encodeURIComponent('科技')}`;

let app: FastifyInstance | undefined;
let upstream: FastifyInstance | undefined;
afterEach(async () => {
  // The hanging calls end when the upstream's sockets are destroyed; then the pool can close.
  await upstream?.close();
  await app?.close();
  app = upstream = undefined;
});

/** An upstream whose company search never answers while its navigation call answers at once. */
async function slowSearchUpstream(): Promise<{ url: string; hanging: () => number }> {
  let hanging = 0;
  upstream = Fastify({ forceCloseConnections: true });
  const nav = upstreamSample('getNav', routes.getNav.reply);
  upstream.get(routes.getNav.path, async () => nav);
  upstream.get(routes.companySearch.path, async () => {
    hanging += 1;
    await new Promise(() => {});
  });
  const url = await upstream.listen({ host: '127.0.0.1', port: 0 });
  return { url, hanging: () => hanging };
}

describe('upstream bounds', () => {
  it('keeps other routes answering while one route hangs, and refuses calls past its bound at once, saying when to retry', async () => {
    const slow = await slowSearchUpstream();
    app = await buildApp({
      // Three connections in all: without the per-route bound the hanging search takes them all.
      config: testConfig({
        UPSTREAM_CONNECTIONS: '3',
        UPSTREAM_ROUTE_MAX_IN_FLIGHT: '2',
        UPSTREAM_ROUTE_STUCK_MS: '50',
        SHED_RETRY_AFTER_S: '7',
      }),
      upstreamUrl: slow.url,
      supportUrl: NOWHERE,
    });
    const a = app;
    const answered: Array<{ status: number; body: unknown; retryAfter: unknown }> = [];
    for (let i = 0; i < 6; i += 1) {
      void a.inject({ url: SEARCH }).then((res) => {
        answered.push({
          status: res.statusCode,
          body: res.json<unknown>(),
          retryAfter: res.headers['retry-after'],
        });
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Four past the bound answered once the route was stuck (its oldest call 50 ms old), with
    // the shed requests' Retry-After; two hang.
    expect(answered).toEqual(
      Array.from({ length: 4 }, () => ({
        status: 503,
        body: { code: 503, msg: messages.upstreamBusy },
        retryAfter: '7',
      })),
    );

    const navStarted = performance.now();
    const nav = await a.inject({ url: routes.getNav.bffPath });
    expect(nav.statusCode).toBe(200);
    expect(performance.now() - navStarted).toBeLessThan(200);
    // Only the bound's two calls reached the upstream.
    expect(slow.hanging()).toBe(2);

    // Once stuck, a call past the bound is refused without waiting.
    const lateStarted = performance.now();
    expect((await a.inject({ url: SEARCH })).statusCode).toBe(503);
    expect(performance.now() - lateStarted).toBeLessThan(40);
  });

  it('lets a busy route that answers quickly serve more calls at once than its bound, each waiting its turn', async () => {
    const { url } = await slowSearchUpstream();
    app = await buildApp({
      config: testConfig({ UPSTREAM_ROUTE_MAX_IN_FLIGHT: '2' }),
      upstreamUrl: url,
      supportUrl: NOWHERE,
    });
    const a = app;
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        a.inject({ url: routes.getNav.bffPath }).then((res) => res.statusCode),
      ),
    );
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 200));
  });

  it('gives a place back when a call ends, here by its deadline', async () => {
    const slow = await slowSearchUpstream();
    app = await buildApp({
      config: testConfig({ UPSTREAM_ROUTE_MAX_IN_FLIGHT: '1', UPSTREAM_TIMEOUT_MS: '300' }),
      upstreamUrl: slow.url,
      supportUrl: NOWHERE,
    });
    const first = app.inject({ url: SEARCH });
    while (slow.hanging() < 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await app.inject({ url: SEARCH })).statusCode).toBe(503);
    expect((await first).statusCode).toBe(504);
    expect((await app.inject({ url: SEARCH })).statusCode).toBe(504);
    expect(slow.hanging()).toBe(2);
  });
});
