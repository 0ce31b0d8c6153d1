import { createHash, randomBytes } from 'node:crypto';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { buildApp } from '@ysy/bff/app';
import type { Db } from '@ysy/bff/embedded/db/database';
import { startEmbedded, type EmbeddedServices } from '@ysy/bff/embedded/start';
import { TEST_SUPPORT_API_KEY, testConfig } from '@ysy/bff/testing/test-config';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import request, { type Response, type Test } from 'supertest';

/**
 * The real system for contract tests: the BFF (`buildApp`) in front of the embedded upstream and
 * support host (`startEmbedded`) on a real database. Between them sits a transparent tap that
 * records every call, so a test can prove that a refused request never reached the far side.
 * Every reply a test receives goes through `send`, which keeps it for the secret check.
 */

export interface TappedCall {
  method: string;
  /** Path and query string as the far side received them. */
  url: string;
  /** The Authorization header the far side received, if any. */
  authorization: string | undefined;
}

export interface Tap {
  url: string;
  calls: TappedCall[];
  /**
   * Every raw token the far side handed out (any `token` field of a JSON reply, at any depth)
   * or was handed (an Authorization value), in the order seen: the secrets as they travel,
   * before the far side stores only their hashes.
   */
  tokens: string[];
  close(): Promise<void>;
}

/** The body as sent, undone of its content encoding. */
function decoded(body: Buffer, headers: IncomingHttpHeaders): Buffer {
  const encoding = String(headers['content-encoding'] ?? '').trim();
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

/** Values of every `token` key in a JSON text (nothing when it is not JSON). */
export function tokenFields(text: string): string[] {
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'token' && typeof value === 'string' && value !== '') found.push(value);
        else walk(value);
      }
    }
  };
  try {
    walk(JSON.parse(text));
  } catch {
    // not JSON: carries no token field
  }
  return found;
}

/** An HTTP forwarder on 127.0.0.1:0 that passes everything to `target` and records each call. */
export async function startTap(target: string): Promise<Tap> {
  const to = new URL(target);
  const calls: TappedCall[] = [];
  const tokens: string[] = [];
  const keep = (token: string | undefined) => {
    if (token && !tokens.includes(token)) tokens.push(token);
  };
  const server: Server = createServer((incoming, outgoing) => {
    calls.push({
      method: incoming.method ?? 'GET',
      url: incoming.url ?? '/',
      authorization: incoming.headers.authorization,
    });
    keep(incoming.headers.authorization?.replace(/^Bearer\s+/i, '').trim());
    const forward = httpRequest(
      {
        host: to.hostname,
        port: to.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        // The reply is read as it passes: the tokens are recorded before the BFF has the reply.
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = decoded(Buffer.concat(chunks), answer.headers).toString('utf8');
          tokenFields(body).forEach(keep);
        });
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('tap has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    calls,
    tokens,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface System {
  db: Db;
  app: FastifyInstance;
  embedded: EmbeddedServices;
  /** Calls that reached the embedded upstream / support host. */
  upstreamTap: Tap;
  supportTap: Tap;
  /** A fresh supertest client on the BFF (no cookies kept). */
  client(): ReturnType<typeof request>;
  /** A supertest agent on the BFF that keeps cookies, as a browser would. */
  agent(): ReturnType<typeof request.agent>;
  /** Awaits a request and keeps its reply for `leakedSecrets`. */
  send(test: Test): Promise<Response>;
  /** How many calls reached either far side so far. */
  forwardedCount(): number;
  /** The raw upstream tokens seen so far (those of earlier systems on this database first). */
  issuedTokens(): string[];
  /**
   * Secrets found in any reply sent so far (headers or body): the support key and every raw
   * upstream token the database has issued. Empty when nothing leaked. The database keeps only
   * SHA-256 hashes of tokens, so the raw ones come from the tap; a stored hash that no seen token
   * explains makes this throw, since a leak of that token could not be recognised.
   */
  leakedSecrets(): Promise<string[]>;
  /** Closes the BFF, the embedded services and the taps (not the database). */
  close(): Promise<void>;
}

/**
 * Starts the BFF on the embedded services over `db` (already prepared). Per-address abuse limits
 * are relaxed (the limits have their own tests in faults.test.ts); everything else is the
 * production path.
 */
/** The agent console's staff password in contract tests. */
export const TEST_AGENT_PASSWORD = 'contract-agent-password';

export async function startSystem(opts: {
  db: Db;
  env?: NodeJS.ProcessEnv;
  /** Raw tokens an earlier system on the same database saw (`issuedTokens()`). */
  tokensIssuedBefore?: readonly string[];
}): Promise<System> {
  const embedded = await startEmbedded({ db: opts.db, supportApiKey: TEST_SUPPORT_API_KEY });
  const upstreamTap = await startTap(embedded.upstreamUrl);
  const supportTap = await startTap(embedded.supportUrl);
  const app = await buildApp({
    config: testConfig({
      RATE_LIMITS: 'relaxed',
      AGENT_PASSWORD: TEST_AGENT_PASSWORD,
      ...opts.env,
    }),
    upstreamUrl: upstreamTap.url,
    supportUrl: supportTap.url,
    imDb: opts.db,
  });
  const replies: Response[] = [];
  const issuedTokens = () => [...(opts.tokensIssuedBefore ?? []), ...upstreamTap.tokens];

  return {
    db: opts.db,
    app,
    embedded,
    upstreamTap,
    supportTap,
    client: () => request(app.server),
    agent: () => request.agent(app.server),
    async send(test) {
      const res = await test;
      replies.push(res);
      return res;
    },
    forwardedCount: () => upstreamTap.calls.length + supportTap.calls.length,
    issuedTokens,
    async leakedSecrets() {
      const raw = issuedTokens();
      const hashes = new Set(raw.map(sha256));
      const stored = await opts.db.query<{ token: string }>('SELECT token FROM user_tokens');
      const unexplained = stored.filter((row) => !hashes.has(row.token)).length;
      if (unexplained > 0)
        throw new Error(
          `${unexplained} stored token hash(es) match no raw token the tap saw: a leak of those tokens could not be recognised`,
        );
      // Chat tokens are stored as issued (the hub compares them): they must not leak either.
      const chatTokens = await opts.db.query<{ token: string }>('SELECT token FROM im_accounts');
      const secrets = [
        TEST_SUPPORT_API_KEY,
        TEST_AGENT_PASSWORD,
        ...raw,
        ...chatTokens.map((row) => row.token),
      ];
      const leaked = new Set<string>();
      for (const res of replies) {
        const seen = JSON.stringify(res.headers) + res.text;
        for (const secret of secrets) if (seen.includes(secret)) leaked.add(secret);
      }
      return [...leaked];
    },
    async close() {
      await app.close();
      await embedded.close();
      await upstreamTap.close();
      await supportTap.close();
    },
  };
}

/** How the embedded upstream stores a token: its SHA-256, hex. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The tables the public writes fill. */
export const WRITE_TABLES = [
  'demands',
  'sms_codes',
  'phone_calls',
  'im_accounts',
  'error_reports',
] as const;
export type WriteTable = (typeof WRITE_TABLES)[number];

export async function countRows(db: Db): Promise<Record<WriteTable, number>> {
  const [row] = await db.query<Record<WriteTable, number>>(
    `SELECT ${WRITE_TABLES.map((table) => `(SELECT count(*)::int FROM ${table}) AS ${table}`).join(', ')}`,
  );
  if (!row) throw new Error('count query returned no row');
  return row;
}

/**
 * Mobile numbers that differ per call: 139, a 4-digit run stamp, a 3-digit counter, and the last
 * digit (which picks the simulated call's outcome).
 */
export function phoneMaker(): (lastDigit?: number) => string {
  let n = 0;
  const run = String(Date.now() % 10_000).padStart(4, '0');
  return (lastDigit?: number) => {
    n += 1;
    return `139${run}${String(n % 1000).padStart(3, '0')}${lastDigit ?? n % 10}`;
  };
}

/**
 * A PostgreSQL database of its own on the server of `adminUrl`, for tests that must close and
 * reopen the same database (the shared test helper drops its database on close).
 */
export async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ysy_test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export const XHR = { 'X-Requested-With': 'XMLHttpRequest' } as const;

/** Any Chinese character: every message the browser may show is written in Chinese. */
export const CHINESE = /[\u4e00-\u9fff]/;

export interface Scanned {
  code: string;
  state: string;
  /** The BFF's login-state cookie (`name=value`) that binds `state` to this "browser". */
  stateCookie: string;
}

/** `name=value` of the first Set-Cookie line for `name`, if any. */
export function cookieFrom(
  res: { headers: Record<string, unknown> },
  name: string,
): string | undefined {
  const header = res.headers['set-cookie'];
  const lines = Array.isArray(header) ? header.map(String) : [];
  return lines.find((line) => line.startsWith(`${name}=`))?.split(';')[0];
}

/**
 * A simulated QR login as the SPA does it: the BFF issues the state (and its cookie), the
 * simulated WeChat page redirects back with a one-time code and that state.
 */
export async function simulatedScan(sys: System, account: string): Promise<Scanned> {
  const started = await sys.send(sys.client().post('/api/bff/login/state').set(XHR).send({}));
  if (started.status !== 200) throw new Error(`login state: ${started.status} ${started.text}`);
  const state = (started.body as { data: { state: string } }).data.state;
  const stateCookie = cookieFrom(started, 'ysy_login_state');
  if (!stateCookie) throw new Error('login state set no cookie');
  const res = await sys.send(
    sys
      .client()
      .get('/wechat-sim/authorize')
      .query({ redirect_uri: '/', state, account })
      .redirects(0),
  );
  if (res.status !== 302) throw new Error(`simulated scan: ${res.status} ${res.text}`);
  const location = new URL(String(res.headers.location), 'http://site.invalid');
  return { code: location.searchParams.get('code') ?? '', state, stateCookie };
}
