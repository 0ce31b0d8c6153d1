import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { z } from 'zod';
import type { RouteDef } from '@ysy/contracts/common/route';
import { routes } from '@ysy/contracts/routes';
import type { Db } from '../../db/database';
import { migrate } from '../../db/migrate';
import { openSeededDatabase, type TestDatabaseKind } from '../../testing/databases';
import { buildUpstreamApp } from '../app';

/** Calls of the accounts area against an embedded upstream app, for its tests. */

type Reply<R extends RouteDef> = z.output<R['reply']>;
type Success<R extends RouteDef> = Extract<Reply<R>, { code: 0; data: unknown }>;

function isSuccessReply<R extends RouteDef>(reply: Reply<R> | undefined): reply is Success<R> {
  return (
    typeof reply === 'object' &&
    reply !== null &&
    'code' in reply &&
    reply.code === 0 &&
    'data' in reply
  );
}

export interface Caller {
  /** Signs `account` in through the simulated WeChat login; its token and user id. */
  login(account: string): Promise<{ token: string; id: number }>;
  /** The reply of `route`, parsed with its contract (HTTP status kept for the refusals). */
  send<R extends RouteDef>(
    route: R,
    token: string | undefined,
    input?: { query?: Record<string, string | number>; body?: object },
  ): Promise<{ status: number; reply: Reply<R> | undefined }>;
  /** The success data of `route`; fails the test on any other reply. */
  data<R extends RouteDef>(
    route: R,
    token: string | undefined,
    input?: { query?: Record<string, string | number>; body?: object },
  ): Promise<Success<R>['data']>;
  /** The eid of the company with `id`. */
  eidOf(id: number): Promise<string>;
}

const qs = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));

export function accountCaller(app: FastifyInstance, db: Db): Caller {
  const caller: Caller = {
    async login(account) {
      const authorize = await app.inject({
        url: `/wechat-sim/authorize?${qs({ redirect_uri: '/login/callback', state: 's1', account })}`,
      });
      const location = new URL(String(authorize.headers.location), 'http://site');
      const code = location.searchParams.get('code') ?? '';
      const res = await app.inject({
        url: `${routes.wxLoginCallback.path}?${qs({ code, state: 's1' })}`,
      });
      const token = /"token":"([^"]+)"/.exec(res.body)?.[1];
      if (token === undefined) throw new Error(`login of ${account} failed: ${res.body}`);
      const [user] = await db.query<{ id: number }>('SELECT id FROM users WHERE account = $1', [
        account,
      ]);
      if (!user) throw new Error(`no user ${account}`);
      return { token, id: user.id };
    },
    async send(route, token, input = {}) {
      const res = await app.inject({
        method: route.method,
        url: input.query ? `${route.path}?${qs(input.query)}` : route.path,
        headers: token === undefined ? {} : { authorization: token },
        ...(route.method === 'POST' ? { payload: input.body ?? {} } : {}),
      });
      // A refusal (403 without a token) is the upstream's own error shape, not the route's.
      if (res.statusCode !== 200) return { status: res.statusCode, reply: undefined };
      // The route's schema parses it; its generic output type is the route's reply.
      return { status: 200, reply: route.reply.parse(res.json()) as Reply<typeof route> };
    },
    async data(route, token, input) {
      const { status, reply } = await caller.send(route, token, input);
      if (status !== 200 || !isSuccessReply<typeof route>(reply)) {
        throw new Error(`${route.id}: ${status} ${JSON.stringify(reply)}`);
      }
      return reply.data;
    },
    async eidOf(id) {
      const [row] = await db.query<{ eid: string }>('SELECT eid FROM companies WHERE id = $1', [
        id,
      ]);
      if (!row) throw new Error(`no company ${id}`);
      return row.eid;
    },
  };
  return caller;
}

export interface AccountsUpstream {
  readonly db: Db;
  readonly app: FastifyInstance;
  readonly call: Caller;
}

export interface AccountsUpstreamOptions {
  /** Companies to seed; without it the database is only migrated (no seed at all). */
  companies?: number;
  /** The app's clock, in epoch milliseconds: the test moves it to order what it stores. */
  now: () => number;
  tokenTtlSeconds?: number;
}

async function freshDatabase(kind: TestDatabaseKind, companies: number | undefined): Promise<Db> {
  if (companies !== undefined) return openSeededDatabase(kind, companies);
  const db = await kind.open();
  await migrate(db);
  return db;
}

/**
 * An embedded upstream app on a fresh database of `kind`, started before the enclosing
 * describe's tests and closed after them, with its caller to sign users in. Its parts are read
 * in the tests (not at describe time), once beforeAll has opened them.
 */
export function accountsUpstream(
  kind: TestDatabaseKind,
  options: AccountsUpstreamOptions,
): AccountsUpstream {
  let started: AccountsUpstream | undefined;
  const running = (): AccountsUpstream => {
    if (!started) throw new Error('the upstream is started in beforeAll; read it inside a test');
    return started;
  };
  beforeAll(async () => {
    const db = await freshDatabase(kind, options.companies);
    const app = await buildUpstreamApp({
      db,
      tokenTtlSeconds: options.tokenTtlSeconds ?? 3600,
      now: options.now,
    });
    started = { db, app, call: accountCaller(app, db) };
  }, 120_000);
  afterAll(async () => {
    await started?.app.close();
    await started?.db.close();
  });
  return {
    get db() {
      return running().db;
    },
    get app() {
      return running().app;
    },
    get call() {
      return running().call;
    },
  };
}
