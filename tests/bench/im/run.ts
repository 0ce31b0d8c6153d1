/**
 * IM hub benchmark: N WebSocket clients on loopback (anonymous visitors) write to the support
 * agent through the embedded hub for D seconds; the agent's connection receives every message.
 * Reports delivery latency p50 / p99 (send → the agent's frame), messages lost and refused, and
 * the same figures for a baseline measured in the same run: a bare WebSocket relay with no
 * database.
 *
 *   npx tsx tests/bench/im/run.ts [clients=1000] [seconds=60] [interval-ms=10000] [runs]
 *
 * `runs` is a comma list of: bare (the baseline), pglite, postgres (needs TEST_DATABASE_URL, an
 * admin URL: a throwaway database is created and dropped), redis-pglite and redis-postgres (two
 * hub instances in this process sharing the database, visitors on the first, the agent on the
 * second, fan-out through a redis-server started for the run). Default: every run possible here.
 */
import { performance } from 'node:perf_hooks';
import Fastify, { type FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import { pino } from 'pino';
import WebSocket from 'ws';
import { buildApp } from '@ysy/bff/app';
import type { Db } from '@ysy/bff/embedded/db/database';
import { startEmbedded, type EmbeddedServices } from '@ysy/bff/embedded/start';
import { openSeededDatabase, testDatabaseKinds } from '@ysy/bff/embedded/testing/databases';
import { SUPPORT_AGENT } from '@ysy/bff/embedded/upstream/seed/content';
import { connectRedis, type SharedRedis } from '@ysy/bff/scale-out/redis';
import {
  redisServerMissing,
  startRedisServer,
  type RedisServer,
} from '@ysy/bff/scale-out/testing/redis-server';
import { TEST_SUPPORT_API_KEY, testConfig } from '@ysy/bff/testing/test-config';

const CLIENTS = Number(process.argv[2] ?? 1000);
const SECONDS = Number(process.argv[3] ?? 60);
const INTERVAL_MS = Number(process.argv[4] ?? 10_000);
const RUN_NAMES = ['bare', 'pglite', 'postgres', 'redis-pglite', 'redis-postgres'] as const;
type RunName = (typeof RUN_NAMES)[number];
const hasPostgres = testDatabaseKinds().some((kind) => kind.name === 'postgres');
const hasRedis = redisServerMissing() === undefined;
const RUNS: RunName[] = (
  process.argv[5]?.split(',') ??
  RUN_NAMES.filter(
    (name) =>
      (hasPostgres || !name.endsWith('postgres')) && (hasRedis || !name.startsWith('redis')),
  )
).map((name) => {
  if (!(RUN_NAMES as readonly string[]).includes(name)) throw new Error(`unknown run ${name}`);
  return name as RunName;
});
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
  /** Sends the server answered with a failure (a limit, an error). */
  refused: number;
  p50: number;
  p99: number;
  max: number;
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
  let refused = 0;
  for (const socket of senders) {
    socket.on('message', (data: WebSocket.RawData) => {
      const text = data.toString();
      if (text.startsWith('{"t":"reply"') && text.includes('"ok":false')) refused += 1;
    });
  }
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
    refused,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
  };
}

interface Instance {
  app: FastifyInstance;
  base: string;
  ws: string;
  redis: SharedRedis | undefined;
}

async function instance(
  db: Db,
  embedded: EmbeddedServices,
  server: RedisServer | undefined,
): Promise<Instance> {
  const redis = server
    ? await connectRedis(server.url, pino({ level: 'warn' }, process.stderr))
    : undefined;
  const app = await buildApp({
    config: testConfig({
      AGENT_PASSWORD,
      RATE_LIMITS: 'relaxed',
      ...(server ? { REDIS_URL: server.url } : {}),
    }),
    upstreamUrl: embedded.upstreamUrl,
    supportUrl: embedded.supportUrl,
    imDb: db,
    ...(redis ? { redis } : {}),
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, base, ws: base.replace('http', 'ws'), redis };
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((l) => l.split(';')[0])
    .join('; ');

async function ticketOf(on: Instance, cookie: string, role: string): Promise<string> {
  const res = await fetch(`${on.base}/api/bff/im/ticket`, {
    method: 'POST',
    headers: { ...XHR, cookie },
    body: JSON.stringify({ role }),
  });
  return ((await res.json()) as { data: { secret: string } }).data.secret;
}

/** The hub on `database`; with `twoOverRedis`, visitors on one instance and the agent on another. */
async function hub(database: 'pglite' | 'postgres', twoOverRedis: boolean): Promise<Result> {
  const kind = testDatabaseKinds().find((candidate) => candidate.name === database);
  if (!kind) throw new Error(`${database}: set TEST_DATABASE_URL`);
  const db = await openSeededDatabase(kind, 50);
  const embedded = await startEmbedded({ db, supportApiKey: TEST_SUPPORT_API_KEY });
  const server = twoOverRedis ? await startRedisServer() : undefined;
  const visitorsOn = await instance(db, embedded, server);
  const agentOn = twoOverRedis ? await instance(db, embedded, server) : visitorsOn;

  const login = await fetch(`${agentOn.base}/api/bff/im/agent_login`, {
    method: 'POST',
    headers: XHR,
    body: JSON.stringify({ account: SUPPORT_AGENT.accid, password: AGENT_PASSWORD }),
  });
  const agent = await open(
    `${agentOn.ws}/im?ticket=${encodeURIComponent(await ticketOf(agentOn, cookieOf(login), 'agent'))}`,
  );
  const senders: WebSocket[] = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const created = await fetch(`${visitorsOn.base}/support/api/im/account/getOrCreate`, {
      method: 'POST',
      headers: XHR,
      body: JSON.stringify({ js_code: `bench-visitor-${i}`, channel: 3 }),
    });
    const ticket = await ticketOf(visitorsOn, cookieOf(created), 'support');
    senders.push(await open(`${visitorsOn.ws}/im?ticket=${encodeURIComponent(ticket)}`));
  }
  const result = await drive(
    senders,
    agent,
    (_i, text, rid) =>
      JSON.stringify({ t: 'sendText', rid, sessionId: `p2p-${SUPPORT_AGENT.accid}`, text }),
    (data) => {
      if (!data.startsWith('{"t":"message"')) return undefined;
      const frame = JSON.parse(data) as { message?: { text?: string } };
      return frame.message?.text;
    },
  );
  for (const socket of [...senders, agent]) socket.close();
  for (const one of new Set([visitorsOn, agentOn])) {
    await one.app.close();
    await one.redis?.close();
  }
  await server?.stop();
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

const LABELS: Record<RunName, string> = {
  bare: 'bare WebSocket relay (baseline)',
  pglite: 'IM hub, PGlite',
  postgres: 'IM hub, PostgreSQL',
  'redis-pglite': 'IM hub ×2 over Redis, PGlite',
  'redis-postgres': 'IM hub ×2 over Redis, PostgreSQL',
};

const started = Date.now();
const results = new Map<RunName, Result>();
for (const name of RUNS) {
  const t0 = Date.now();
  results.set(
    name,
    name === 'bare'
      ? await bare()
      : await hub(name.endsWith('postgres') ? 'postgres' : 'pglite', name.startsWith('redis')),
  );
  console.error(`${name}: done in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
const baseline = results.get('bare');
const ms = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`;
console.log(
  `IM hub benchmark: ${CLIENTS} clients, ${SECONDS} s, one message per client every ${INTERVAL_MS} ms (${((CLIENTS * 1000) / INTERVAL_MS).toFixed(0)} msg/s), ${((Date.now() - started) / 1000).toFixed(0)} s in all`,
);
console.log('| server | sent | delivered | lost | refused | p50 | p99 | max | p99 / baseline |');
console.log('| --- | --: | --: | --: | --: | --: | --: | --: | --: |');
for (const [name, r] of results) {
  const ratio = baseline && name !== 'bare' ? `×${(r.p99 / baseline.p99).toFixed(1)}` : '';
  console.log(
    `| ${LABELS[name]} | ${r.sent} | ${r.received} | ${r.sent - r.received} | ${r.refused} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${ratio} |`,
  );
}
process.exit(0);
