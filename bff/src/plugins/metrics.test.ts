import { routes } from '@ysy/contracts/routes';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Db } from '../db/database';
import { testDatabaseKinds } from '../embedded/testing/databases';
import { upstreamSample } from '../testing/reply-mutations';
import { testConfig } from '../testing/test-config';
import { METRICS_PATH } from './metrics';

// Nothing listens here: a call to it fails to connect.
const NOWHERE = 'http://127.0.0.1:9';
const TOKEN = 'metrics-token-0123456789';
const AUTHORIZED = { authorization: `Bearer ${TOKEN}` };

const closers: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function build(
  env: NodeJS.ProcessEnv = { METRICS_TOKEN: TOKEN },
  upstreamUrl = NOWHERE,
): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(env), upstreamUrl, supportUrl: NOWHERE });
  closers.push(() => app.close());
  return app;
}

async function scrape(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ url: METRICS_PATH, headers: AUTHORIZED });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The sample lines of one metric (`name{labels} value`). */
function samples(text: string, name: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
}

describe('/metrics access', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const app = await build({});
    const res = await app.inject({ url: METRICS_PATH, headers: AUTHORIZED });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('ysy_http_requests_total');
  });

  it('refuses to start with a token too short to keep it closed', () => {
    expect(() => testConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN 至少需要 16 个字符/,
    );
    expect(() => testConfig({ METRICS_TOKEN: 'sixteen chars ok' })).toThrow(
      /METRICS_TOKEN 只能包含可见的 ASCII 字符/,
    );
  });

  it('refuses a request without the token or with another one (401)', async () => {
    const app = await build();
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN]) {
      const res = await app.inject({
        url: METRICS_PATH,
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('ysy_');
    }
  });

  it("answers the token's bearer in Prometheus' text format", async () => {
    const app = await build();
    const res = await app.inject({ url: METRICS_PATH, headers: AUTHORIZED });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE ysy_http_requests_total counter');
    expect(res.body).toContain('# TYPE ysy_http_request_duration_seconds histogram');
    expect(res.body).toContain('process_resident_memory_bytes');
  });
});

describe('request metrics', () => {
  it('counts a request under its route pattern and status, with its latency', async () => {
    const app = await build();
    await app.inject({ url: '/healthz' });
    await app.inject({ url: '/healthz' });
    const text = await scrape(app);
    expect(samples(text, 'ysy_http_requests_total')).toContain(
      'ysy_http_requests_total{method="GET",route="/healthz",status="200"} 2',
    );
    expect(samples(text, 'ysy_http_request_duration_seconds_count')).toContain(
      'ysy_http_request_duration_seconds_count{method="GET",route="/healthz"} 2',
    );
  });

  it('puts every path no route matched under one label', async () => {
    const app = await build();
    await app.inject({ method: 'POST', url: '/api/no/such/path-1' });
    await app.inject({ method: 'POST', url: '/api/no/such/path-2' });
    const text = await scrape(app);
    expect(text).not.toContain('path-1');
    expect(samples(text, 'ysy_http_requests_total')).toContain(
      'ysy_http_requests_total{method="POST",route="unmatched",status="404"} 2',
    );
  });

  it('counts the requests shed, by the reason the shedder gives', async () => {
    const app = await build();
    app.metrics.shed('event_loop');
    app.metrics.shed('event_loop');
    expect(samples(await scrape(app), 'ysy_requests_shed_total')).toEqual([
      'ysy_requests_shed_total{reason="event_loop"} 2',
    ]);
  });
});

describe('readiness metrics', () => {
  it('counts each change of the readiness verdict, which the health port answers unseen', async () => {
    let healthy = true;
    const nav = JSON.stringify(upstreamSample('getNav', routes.getNav.reply));
    const server: Server = createServer((_request, response) => {
      if (healthy) response.writeHead(200, { 'content-type': 'application/json' }).end(nav);
      else response.writeHead(502).end('bad gateway');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => server.close(resolve)));
    const { port } = server.address() as AddressInfo;
    const app = await build(undefined, `http://127.0.0.1:${port}`);
    const verdict = async () => (await app.readiness.reason()) === undefined;

    // The first verdict is not a change.
    expect(await verdict()).toBe(true);
    expect(samples(await scrape(app), 'ysy_readiness_changes_total')).toEqual([]);
    healthy = false;
    // The upstream is asked again once its last answer is a second old.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await verdict()).toBe(false);
    expect(await verdict()).toBe(false);
    expect(samples(await scrape(app), 'ysy_readiness_changes_total')).toEqual([
      'ysy_readiness_changes_total{to="not_ready"} 1',
    ]);
  });
});

describe('upstream, database and chat metrics', () => {
  it('counts an upstream that cannot be reached as a connection error', async () => {
    const app = await build();
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
    expect(samples(await scrape(app), 'ysy_upstream_errors_total')).toEqual([
      'ysy_upstream_errors_total{host="upstream",kind="connection"} 1',
    ]);
  });

  it('counts an upstream past its deadline as a timeout', async () => {
    // Takes the request and never answers.
    const server: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => server.close(resolve)));
    server.on('connection', (socket) => closers.push(async () => socket.destroy()));
    const { port } = server.address() as AddressInfo;
    const app = await build(
      { METRICS_TOKEN: TOKEN, UPSTREAM_TIMEOUT_MS: '100' },
      `http://127.0.0.1:${port}`,
    );
    expect((await app.inject({ url: routes.getNav.bffPath })).statusCode).toBe(504);
    expect(samples(await scrape(app), 'ysy_upstream_errors_total')).toEqual([
      'ysy_upstream_errors_total{host="upstream",kind="timeout"} 1',
    ]);
  });

  it('counts an upstream 5xx reply', async () => {
    const server: Server = createServer((_request, response) => {
      response.writeHead(502).end('bad gateway');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => server.close(resolve)));
    const { port } = server.address() as AddressInfo;
    const app = await build(undefined, `http://127.0.0.1:${port}`);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
    expect(samples(await scrape(app), 'ysy_upstream_errors_total')).toEqual([
      'ysy_upstream_errors_total{host="upstream",kind="5xx"} 1',
    ]);
  });
});

describe('with the chat hub on its database', () => {
  // One PGlite for these tests: starting one takes seconds.
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openDatabase({});
    app = await buildApp({
      config: testConfig({ METRICS_TOKEN: TOKEN }),
      upstreamUrl: NOWHERE,
      supportUrl: NOWHERE,
      imDb: db,
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('keeps one series per route whatever the URL (two ids, one series)', async () => {
    const first = await app.inject({ url: '/im/files/first-id-1' });
    await app.inject({ url: '/im/files/second-id-2?x=1' });
    const series = samples(await scrape(app), 'ysy_http_requests_total').filter((line) =>
      line.includes('/im/files'),
    );
    expect(series).toEqual([
      `ysy_http_requests_total{method="GET",route="/im/files/:id",status="${first.statusCode}"} 2`,
    ]);
  });

  it('counts a database call while it runs', async () => {
    const pending = db.query('SELECT pg_sleep(0.2)');
    const during = samples(await scrape(app), 'ysy_db_calls_in_flight');
    await pending;
    expect(during).toHaveLength(1);
    expect(Number(during[0]?.split(' ')[1])).toBeGreaterThanOrEqual(1);
  });

  it('counts open chat sockets by role, and forgets a closed one', async () => {
    const hub = app.imHub;
    if (!hub) throw new Error('no embedded hub');
    const socket = { send: () => undefined, close: () => undefined };
    hub.attach('agent-1', 'agent', socket);
    const visitor = { ...socket };
    hub.attach('visitor-1', 'support', visitor);
    const open = samples(await scrape(app), 'ysy_chat_connections');
    hub.detach('agent-1', socket);
    hub.detach('visitor-1', visitor);
    const after = samples(await scrape(app), 'ysy_chat_connections');
    expect(open).toContain('ysy_chat_connections{role="agent"} 1');
    expect(open).toContain('ysy_chat_connections{role="support"} 1');
    expect(after).toContain('ysy_chat_connections{role="agent"} 0');
  });

  it('at rest: no database call in flight, no pool series on PGlite, no chat socket', async () => {
    const text = await scrape(app);
    expect(samples(text, 'ysy_db_calls_in_flight')).toEqual(['ysy_db_calls_in_flight 0']);
    // PGlite has no pool: no pool series rather than zeros that would read as "no connections".
    expect(samples(text, 'ysy_db_pool_connections')).toEqual([]);
    expect(samples(text, 'ysy_chat_connections')).toEqual([
      'ysy_chat_connections{role="support"} 0',
      'ysy_chat_connections{role="consultant"} 0',
      'ysy_chat_connections{role="agent"} 0',
    ]);
  });
});

const postgres = testDatabaseKinds().find((kind) => kind.name === 'postgres');

describe.runIf(postgres)('on PostgreSQL', () => {
  it("shows the pool's connections, idle and waiting", async () => {
    if (!postgres) return;
    const db = await postgres.open();
    closers.push(() => db.close());
    await db.query('SELECT 1');
    const app = await buildApp({
      config: testConfig({ METRICS_TOKEN: TOKEN }),
      upstreamUrl: NOWHERE,
      supportUrl: NOWHERE,
      imDb: db,
    });
    closers.push(() => app.close());
    const pool = samples(await scrape(app), 'ysy_db_pool_connections');
    expect(pool).toHaveLength(3);
    expect(pool).toContain('ysy_db_pool_connections{state="waiting"} 0');
    const open = Number(pool.find((line) => line.includes('"open"'))?.split(' ')[1]);
    expect(open).toBeGreaterThanOrEqual(1);
  });
});
