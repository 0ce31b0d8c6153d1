import { spawn } from 'node:child_process';
import { routes } from '@ysy/contracts/routes';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { upstreamSample } from '../testing/reply-mutations';
import { testConfig } from '../testing/test-config';
import { startHealthListener, VERDICT_MS, type HealthListener } from './listener';

// Nothing listens here: the support host is never called below.
const NOWHERE = 'http://127.0.0.1:9';
const QUIET = { warn: () => undefined };

let upstream: FastifyInstance;
let app: FastifyInstance;
let main: string;

beforeAll(async () => {
  upstream = Fastify();
  const nav = upstreamSample('getNav', routes.getNav.reply);
  upstream.get(routes.getNav.path, async () => nav);
  app = await buildApp({
    config: testConfig(),
    upstreamUrl: await upstream.listen({ host: '127.0.0.1', port: 0 }),
    supportUrl: NOWHERE,
  });
  main = await app.listen({ host: '127.0.0.1', port: 0 });
}, 30_000);

afterAll(async () => {
  await app?.close();
  await upstream?.close();
});

async function started(): Promise<{ listener: HealthListener; url: string }> {
  const listener = await startHealthListener(app.readiness, { host: '127.0.0.1', port: 0 }, QUIET);
  return { listener, url: `http://127.0.0.1:${listener.port}` };
}

async function answer(url: string): Promise<{ status: number; body: string }> {
  const response = await fetch(url);
  return { status: response.status, body: await response.text() };
}

/** The health port's /readyz once the first verdict is published (it is 503 until then). */
async function firstReady(url: string): Promise<{ status: number; body: string }> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ready = await answer(`${url}/readyz`);
    if (ready.status === 200 || Date.now() > deadline) return ready;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Asks two addresses from another process while this thread's loop is blocked for `blockMs`: the
 * client says it is set, this thread then blocks, and the client asks `askAfterMs` into the block.
 */
const CLIENT = `
const [health, main, askAfterMs] = process.argv.slice(1);
const timed = async (url) => {
  const started = performance.now();
  const response = await fetch(url);
  await response.text();
  return { status: response.status, ms: Math.round(performance.now() - started) };
};
await timed(health);
process.stdout.write('set\\n');
await new Promise((resolve) => setTimeout(resolve, Number(askAfterMs)));
const [healthPort, mainPort] = await Promise.all([timed(health), timed(main)]);
process.stdout.write(JSON.stringify({ healthPort, mainPort }) + '\\n');
`;

interface Timed {
  status: number;
  ms: number;
}

async function askedWhileBlocked(
  health: string,
  mainUrl: string,
  { blockMs, askAfterMs } = { blockMs: 1_000, askAfterMs: 200 },
): Promise<Record<string, Timed>> {
  const client = spawn(process.execPath, [
    '--input-type=module',
    '-e',
    CLIENT,
    health,
    mainUrl,
    String(askAfterMs),
  ]);
  let out = '';
  client.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out === 'set\n') Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, blockMs);
  });
  const code = await new Promise((resolve) => client.once('exit', resolve));
  expect(code).toBe(0);
  return JSON.parse(out.slice('set\n'.length)) as Record<string, Timed>;
}

describe('the health port, on a thread of its own', () => {
  it('answers /healthz and /readyz with the main port’s status codes and bodies', async () => {
    const { listener, url } = await started();
    try {
      const mainReady = await app.inject({ url: '/readyz' });
      const mainAlive = await app.inject({ url: '/healthz' });
      expect(await firstReady(url)).toEqual({ status: 200, body: mainReady.body });
      expect(mainReady.statusCode).toBe(200);
      expect(await answer(`${url}/healthz`)).toEqual({ status: 200, body: mainAlive.body });
      const headers = (await fetch(`${url}/readyz`)).headers;
      expect(headers.get('content-type')).toBe(mainReady.headers['content-type']);
      expect(headers.get('cache-control')).toBe('no-store');
    } finally {
      await listener.close();
    }
  });

  it('answers /healthz within 100 ms while the main thread’s loop is blocked; the main port does not', async () => {
    const { listener, url } = await started();
    try {
      const { healthPort, mainPort } = await askedWhileBlocked(`${url}/healthz`, `${main}/healthz`);
      expect(healthPort).toMatchObject({ status: 200 });
      expect(healthPort!.ms).toBeLessThan(100);
      // Asked 200 ms into a 1 s block: answered only once the loop turns again.
      expect(mainPort).toMatchObject({ status: 200 });
      expect(mainPort!.ms).toBeGreaterThan(500);
    } finally {
      await listener.close();
    }
  });

  it('says 503 on /readyz once the main loop has not turned for 2 s, while /healthz stays 200; ready again after', async () => {
    const { listener, url } = await started();
    try {
      expect((await firstReady(url)).status).toBe(200);
      // Asked 2.4 s into a 3 s block: the heartbeat is over 2 s old, far from the 10 s of /healthz.
      const { healthPort: ready, mainPort: alive } = await askedWhileBlocked(
        `${url}/readyz`,
        `${url}/healthz`,
        { blockMs: 3_000, askAfterMs: 2_400 },
      );
      expect(ready).toMatchObject({ status: 503 });
      expect(alive).toMatchObject({ status: 200 });
      expect((await firstReady(url)).status).toBe(200);
    } finally {
      await listener.close();
    }
  }, 20_000);

  it('says 503 on /readyz from the drain on, while /healthz stays 200', async () => {
    const { listener, url } = await started();
    try {
      expect((await firstReady(url)).status).toBe(200);
      listener.drain();
      expect(await answer(`${url}/readyz`)).toEqual({
        status: 503,
        body: '{"status":"not ready"}',
      });
      expect((await answer(`${url}/healthz`)).status).toBe(200);
    } finally {
      await listener.close();
    }
  });

  it('publishes the reported parts for the body, and logs a not-ready reason once, not each verdict', async () => {
    const warned: string[] = [];
    const listener = await startHealthListener(
      { reason: async () => 'upstream: no answer', reports: [{ name: 'redis', up: () => false }] },
      { host: '127.0.0.1', port: 0 },
      { warn: ({ reason }) => warned.push(reason) },
    );
    try {
      // Three verdicts or more (one each VERDICT_MS after the last).
      await new Promise((resolve) => setTimeout(resolve, 3 * VERDICT_MS));
      expect(await answer(`http://127.0.0.1:${listener.port}/readyz`)).toEqual({
        status: 503,
        body: '{"status":"not ready","redis":false}',
      });
      expect(warned).toEqual(['upstream: no answer']);
    } finally {
      await listener.close();
    }
  });

  it('refuses to start on a port in use, and frees its port when closed', async () => {
    const { listener } = await started();
    const taken = listener.port;
    await expect(
      startHealthListener(app.readiness, { host: '127.0.0.1', port: taken }, QUIET),
    ).rejects.toThrow(/EADDRINUSE/);
    await listener.close();
    const again = await startHealthListener(
      app.readiness,
      { host: '127.0.0.1', port: taken },
      QUIET,
    );
    await again.close();
  });
});
