/**
 * IM hub benchmark: N WebSocket clients on loopback (anonymous visitors) write to the support
 * agent through the embedded hub for D seconds; the agent's connection receives every message.
 * Reports delivery latency p50 / p99 (send → the agent's frame) and messages lost, and the same
 * figures for a baseline measured in the same run: a bare WebSocket relay with no database.
 *
 *   npx tsx tests/bench/im/run.ts [clients=1000] [seconds=20] [interval-ms=10000]
 */
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import websocket from '@fastify/websocket';
import WebSocket from 'ws';
import { buildApp } from '@ysy/bff/app';
import { openDatabase } from '@ysy/bff/embedded/db/database';
import { startEmbedded } from '@ysy/bff/embedded/start';
import { prepareDatabase } from '@ysy/bff/embedded/upstream/prepare';
import { SUPPORT_AGENT } from '@ysy/bff/embedded/upstream/seed/content';
import { TEST_SUPPORT_API_KEY, testConfig } from '@ysy/bff/testing/test-config';

const CLIENTS = Number(process.argv[2] ?? 1000);
const SECONDS = Number(process.argv[3] ?? 20);
const INTERVAL_MS = Number(process.argv[4] ?? 10_000);
const AGENT_PASSWORD = 'bench-agent-password';
const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('message', () => resolve(socket)); // the hub's `ready` (the relay sends one too)
    socket.once('error', reject);
  });
}

interface Result {
  sent: number;
  received: number;
  p50: number;
  p99: number;
}

/** Drives `senders` for SECONDS; each sends `{ seq, t0 }` texts every INTERVAL_MS, staggered. */
async function drive(
  senders: WebSocket[],
  receiver: WebSocket,
  frame: (i: number, text: string, rid: number) => string,
  textOf: (data: string) => string | undefined,
): Promise<Result> {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  receiver.on('message', (data: WebSocket.RawData) => {
    const text = textOf(data.toString());
    if (text === undefined) return;
    const t0 = sentAt.get(text);
    if (t0 === undefined) return;
    sentAt.delete(text);
    latencies.push(performance.now() - t0);
  });
  let sent = 0;
  let rid = 0;
  const timers: NodeJS.Timeout[] = [];
  const end = Date.now() + SECONDS * 1000;
  senders.forEach((socket, i) => {
    const tick = () => {
      if (Date.now() >= end) return;
      rid += 1;
      sent += 1;
      const text = `bench-${i}-${rid}`;
      sentAt.set(text, performance.now());
      socket.send(frame(i, text, rid));
    };
    timers.push(
      setTimeout(
        () => {
          tick();
          timers.push(setInterval(tick, INTERVAL_MS));
        },
        (i * INTERVAL_MS) / senders.length,
      ),
    );
  });
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000 + 5000));
  for (const timer of timers) clearInterval(timer);
  latencies.sort((a, b) => a - b);
  return {
    sent,
    received: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

async function hub(): Promise<Result> {
  const db = await openDatabase({});
  await prepareDatabase(db, { companies: 50 });
  const embedded = await startEmbedded({ db, supportApiKey: TEST_SUPPORT_API_KEY });
  const app = await buildApp({
    config: testConfig({ AGENT_PASSWORD, RATE_LIMITS: 'relaxed' }),
    upstreamUrl: embedded.upstreamUrl,
    supportUrl: embedded.supportUrl,
    imDb: db,
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const ws = base.replace('http', 'ws');
  const ticketOf = async (cookie: string, role: string) => {
    const res = await fetch(`${base}/api/bff/im/ticket`, {
      method: 'POST',
      headers: { ...XHR, cookie },
      body: JSON.stringify({ role }),
    });
    return ((await res.json()) as { data: { secret: string } }).data.secret;
  };
  const cookieOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((l) => l.split(';')[0])
      .join('; ');
  const login = await fetch(`${base}/api/bff/im/agent_login`, {
    method: 'POST',
    headers: XHR,
    body: JSON.stringify({ account: SUPPORT_AGENT.accid, password: AGENT_PASSWORD }),
  });
  const agent = await open(
    `${ws}/im?ticket=${encodeURIComponent(await ticketOf(cookieOf(login), 'agent'))}`,
  );
  const senders: WebSocket[] = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const created = await fetch(`${base}/support/api/im/account/getOrCreate`, {
      method: 'POST',
      headers: XHR,
      body: JSON.stringify({ js_code: `bench-visitor-${i}`, channel: 3 }),
    });
    senders.push(
      await open(
        `${ws}/im?ticket=${encodeURIComponent(await ticketOf(cookieOf(created), 'support'))}`,
      ),
    );
  }
  const result = await drive(
    senders,
    agent,
    (_i, text, rid) =>
      JSON.stringify({ t: 'sendText', rid, sessionId: `p2p-${SUPPORT_AGENT.accid}`, text }),
    (data) => {
      const frame = JSON.parse(data) as { t: string; message?: { text?: string } };
      return frame.t === 'message' ? frame.message?.text : undefined;
    },
  );
  for (const socket of [...senders, agent]) socket.close();
  await app.close();
  await embedded.close();
  await db.close();
  return result;
}

/** The baseline: a bare relay (Fastify + @fastify/websocket) forwarding every text to one socket. */
async function bare(): Promise<Result> {
  const app = Fastify();
  await app.register(websocket);
  let sink: WebSocket | null = null;
  app.get('/relay', { websocket: true }, (socket, request) => {
    if ((request.query as { sink?: string }).sink === '1') sink = socket;
    socket.send('{"t":"ready"}');
    socket.on('message', (data: WebSocket.RawData) => sink?.send(data.toString()));
  });
  const base = (await app.listen({ host: '127.0.0.1', port: 0 })).replace('http', 'ws');
  const receiver = await open(`${base}/relay?sink=1`);
  const senders: WebSocket[] = [];
  for (let i = 0; i < CLIENTS; i += 1) senders.push(await open(`${base}/relay`));
  const result = await drive(
    senders,
    receiver,
    (_i, text) => JSON.stringify({ text }),
    (data) => (JSON.parse(data) as { text?: string }).text,
  );
  for (const socket of [...senders, receiver]) socket.close();
  await app.close();
  return result;
}

const started = Date.now();
const baseline = await bare();
const measured = await hub();
const row = (name: string, r: Result) =>
  `| ${name} | ${r.sent} | ${r.received} | ${r.sent - r.received} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms |`;
console.log(
  `IM hub benchmark: ${CLIENTS} clients, ${SECONDS} s, one message per client every ${INTERVAL_MS} ms (${((CLIENTS * 1000) / INTERVAL_MS).toFixed(0)} msg/s), ${((Date.now() - started) / 1000).toFixed(0)} s in all`,
);
console.log('| server | sent | delivered | lost | p50 | p99 |');
console.log('| --- | --: | --: | --: | --: | --: |');
console.log(row('bare WebSocket relay (baseline)', baseline));
console.log(row('embedded IM hub (PGlite)', measured));
console.log(`p99 hub / baseline: ×${(measured.p99 / baseline.p99).toFixed(1)}`);
process.exit(0);
