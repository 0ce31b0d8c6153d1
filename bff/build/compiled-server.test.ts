import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeLoopbackPort } from '../src/testing/free-port';
import { bundleBff } from './bundle';

/**
 * The built BFF as production starts it: `node server.js` on the bundle, no TypeScript loader in
 * between, so a SIGTERM from the process manager reaches the server itself and its drain runs.
 */

const UPSTREAM_DELAY_MS = 1_000;

/** Where the test's bundle goes: inside bff/, so its imports find the BFF's installed packages. */
const BUILDS_DIR = fileURLToPath(new URL('../node_modules/.cache/ysy-bff-dist/', import.meta.url));

let outdir: string;
let upstream: Server;
let upstreamUrl: string;
/** Resolved when the fake upstream has received the slow call, i.e. it is in flight. */
let slowCallArrived: Promise<void>;

beforeAll(async () => {
  mkdirSync(BUILDS_DIR, { recursive: true });
  outdir = mkdtempSync(BUILDS_DIR);
  await bundleBff(outdir);
  let arrived: () => void = () => undefined;
  slowCallArrived = new Promise((resolve) => (arrived = resolve));
  upstream = createServer((request, response) => {
    if (request.url !== '/uploads/slow.png') return void response.writeHead(404).end();
    arrived();
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'image/png' }).end('slow bytes');
    }, UPSTREAM_DELAY_MS);
  });
  upstream.listen(0, '127.0.0.1');
  await once(upstream, 'listening');
  const address = upstream.address();
  if (address === null || typeof address === 'string') throw new Error('no upstream port');
  upstreamUrl = `http://127.0.0.1:${address.port}`;
});

afterAll(() => {
  upstream.close();
  rmSync(outdir, { recursive: true, force: true });
});

/** Starts `node server.js` of the bundle in front of the fake upstream; resolves once it listens. */
async function startBuilt(port: number, healthPort = 0): Promise<ChildProcessWithoutNullStreams> {
  const child = spawn(process.execPath, [join(outdir, 'server.js')], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HEALTH_PORT: String(healthPort),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ysy-built-')),
      UPSTREAM_URL: upstreamUrl,
      SUPPORT_URL: upstreamUrl,
      LOG_LEVEL: 'warn',
      // Chat on NetEase IM: the BFF then opens no database of its own, and starts in a second
      // instead of the ten a fresh PGlite folder takes on a busy machine.
      NIM_APP_KEY: 'test-app-key',
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const listening = new Promise<'listening'>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('已启动')) resolve('listening');
    });
  });
  const first = await Promise.race([listening, once(child, 'exit')]);
  if (first !== 'listening') throw new Error(`the built server did not start: ${stderr}`);
  return child;
}

describe('the built server (node bff/dist/server.js)', () => {
  it('finishes a request in flight on SIGTERM, then exits 0', async () => {
    const port = await freeLoopbackPort();
    const child = await startBuilt(port);
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    const reply = fetch(`http://127.0.0.1:${port}/uploads/slow.png`);
    await slowCallArrived;
    child.kill('SIGTERM');
    const response = await reply;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('slow bytes');
    expect(await exited).toEqual([0, null]);
  });

  it('answers /healthz and /readyz on its health port, from the worker bundled beside it', async () => {
    const [port, healthPort] = await Promise.all([freeLoopbackPort(), freeLoopbackPort()]);
    const child = await startBuilt(port, healthPort);
    try {
      const alive = await fetch(`http://127.0.0.1:${healthPort}/healthz`);
      expect(alive.status).toBe(200);
      expect(await alive.text()).toBe('{"status":"ok"}');
      // The fake upstream answers no navigation call: not ready, on either port.
      const ready = await fetch(`http://127.0.0.1:${healthPort}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.text()).toBe('{"status":"not ready"}');
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(503);
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  });
});
