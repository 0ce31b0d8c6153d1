import { createServer, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { WireMessage } from '@ysy/contracts/chat/protocol';
import { CLOSE_RESTARTING } from '@ysy/contracts/chat/protocol';
import { routes } from '@ysy/contracts/routes';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';
import { SUPPORT_AGENT } from './embedded/upstream/seed/content';
import { TestImClient } from './im/testing/ws-client';
import { upstreamSample } from './testing/reply-mutations';
import { freeLoopbackPort } from './testing/free-port';
import { newDataDir, spawnServer, type ServerProcess } from './testing/server-process';

const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

/** An upstream whose image answers wait until the test releases them (or never come). */
interface SlowUpstream {
  url: string;
  /** Resolves once `count` requests are waiting. */
  waiting(count: number): Promise<void>;
  release(): void;
  close(): Promise<void>;
}

async function slowUpstream(): Promise<SlowUpstream> {
  const held: ServerResponse[] = [];
  let wake = () => {};
  // The navigation call answers, so the instance is ready (/readyz asks it) until it drains.
  const nav = JSON.stringify(upstreamSample('getNav', routes.getNav.reply));
  const server: Server = createServer((request, response) => {
    if (request.url === routes.getNav.path) {
      return response.writeHead(200, { 'content-type': 'application/json' }).end(nav);
    }
    if (!request.url?.startsWith('/uploads/')) return response.writeHead(404).end();
    held.push(response);
    wake();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    async waiting(count) {
      while (held.length < count) await new Promise<void>((resolve) => (wake = resolve));
    },
    release() {
      for (const response of held.splice(0))
        response.writeHead(200, { 'content-type': 'image/png' }).end('png');
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Both starts share one folder: the second skips the first start's migrations (the slow part).
const dataDir = newDataDir();
let upstream: SlowUpstream | undefined;
let server: ServerProcess | undefined;
afterEach(async () => {
  server?.child.kill('SIGKILL');
  await upstream?.close();
});

/** The embedded support host (for chat) in front of the slow upstream, on a fresh PGlite. */
async function startServer(): Promise<{ base: string; health: string }> {
  upstream = await slowUpstream();
  const [port, healthPort] = await Promise.all([freeLoopbackPort(), freeLoopbackPort()]);
  server = spawnServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    HEALTH_PORT: String(healthPort),
    UPSTREAM_URL: upstream.url,
    SEED_COMPANIES: '0',
  });
  await server.listening;
  return { base: `http://127.0.0.1:${port}`, health: `http://127.0.0.1:${healthPort}` };
}

const statusOf = (url: string) =>
  fetch(url).then(
    (r) => r.status,
    () => 'refused',
  );

/** The health port's /readyz once it says 200 (its first verdict comes after the start). */
async function readyOnHealthPort(health: string): Promise<number | string> {
  const deadline = Date.now() + 10_000;
  let status = await statusOf(`${health}/readyz`);
  while (status !== 200 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    status = await statusOf(`${health}/readyz`);
  }
  return status;
}

async function visitorSocket(base: string): Promise<TestImClient> {
  const account = await fetch(`${base}/support/api/im/account/getOrCreate`, {
    method: 'POST',
    headers: XHR,
    body: JSON.stringify({ js_code: 'drain-visitor-0001', channel: 3 }),
  });
  const cookie = account.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const ticket = await fetch(`${base}/api/bff/im/ticket`, {
    method: 'POST',
    headers: { ...XHR, cookie },
    body: JSON.stringify({ role: 'support' }),
  });
  const { data } = (await ticket.json()) as { data: { secret: string } };
  const client = await TestImClient.open(
    `${base.replace('http', 'ws')}/im?ticket=${encodeURIComponent(data.secret)}`,
  );
  await client.waitFor((frame): frame is typeof frame => frame.t === 'ready');
  return client;
}

async function storedTexts(): Promise<string[]> {
  const db = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    const rows = await db.query<{ body: string }>(`SELECT body FROM im_messages ORDER BY id`);
    return rows.map((row) => row.body);
  } finally {
    await db.close();
  }
}

describe('SIGTERM', () => {
  it('lets requests in flight finish, closes chat sockets with the restart code, keeps what it acknowledged, exits 0', async () => {
    const { base, health } = await startServer();
    expect(await readyOnHealthPort(health)).toBe(200);
    const chat = await visitorSocket(base);
    const closeCode = new Promise<number>((resolve) => chat.socket.once('close', resolve));
    const inFlight = Array.from({ length: 4 }, (_, i) =>
      fetch(`${base}/uploads/slow-${i}.png`).then(async (r) => `${r.status} ${await r.text()}`),
    );
    await upstream!.waiting(4);
    const sent = chat.request<WireMessage>({
      t: 'sendText',
      sessionId: `p2p-${SUPPORT_AGENT.accid}`,
      text: '停机前发出的消息',
    });
    const acknowledged = sent.then(
      (message) => message.text,
      () => undefined,
    );
    server!.child.kill('SIGTERM');
    // The drain has begun once the chat socket is closed with the restart code (a request sent
    // before the signal is handled would still be answered as before it).
    expect(await closeCode).toBe(CLOSE_RESTARTING);

    // Draining: no new traffic (503, or the listener is already closed).
    const ready = await statusOf(`${base}/readyz`);
    expect([503, 'refused']).toContain(ready);
    // The health port stays open through the drain, saying not ready, so a balancer steers away.
    expect(await statusOf(`${health}/readyz`)).toBe(503);
    expect(await statusOf(`${health}/healthz`)).toBe(200);
    upstream!.release();
    expect(await Promise.all(inFlight)).toEqual(Array(4).fill('200 png'));
    expect(await server!.exited).toBe(0);

    // Stored exactly when acknowledged: a message stored but unanswered would be sent again.
    const text = await acknowledged;
    expect(await storedTexts()).toEqual(text === undefined ? [] : [text]);
  });

  it('cuts a request still in flight after 10 s, then closes the rest and exits 0', async () => {
    const { base } = await startServer();
    const hanging = fetch(`${base}/uploads/never.png`).then(
      (r) => r.status,
      () => 'cut',
    );
    await upstream!.waiting(1);
    const signalledAt = Date.now();
    server!.child.kill('SIGTERM');
    expect(await server!.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(10_000);
    expect(await hanging).toBe('cut');
    expect(server!.output().stdout).toContain('requests still in flight after 10000 ms');
  });

  it('a second SIGTERM exits at once, without waiting for requests in flight', async () => {
    const { base } = await startServer();
    const hanging = fetch(`${base}/uploads/never.png`).catch(() => 'cut');
    await upstream!.waiting(1);
    server!.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const secondAt = Date.now();
    server!.child.kill('SIGTERM');
    expect(await server!.exited).toBe(1);
    // Far below the 10 s a request in flight may otherwise take.
    expect(Date.now() - secondAt).toBeLessThan(3_000);
    await hanging;
  });
});
