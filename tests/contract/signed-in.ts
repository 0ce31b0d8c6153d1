import type { Db } from '@ysy/bff/embedded/db/database';
import { openSeededDatabase, type TestDatabaseKind } from '@ysy/bff/embedded/testing/databases';
import type { RouteDef } from '@ysy/contracts/common/route';
import { routes } from '@ysy/contracts/routes';
import type request from 'supertest';
import { afterAll, beforeAll, expect } from 'vitest';
import { simulatedScan, startSystem, XHR, type System } from './harness';

/** A supertest agent on the BFF: it keeps the cookies it is given, as a browser would. */
export type Browser = ReturnType<typeof request.agent>;

export interface SignedInSystem {
  readonly db: Db;
  readonly sys: System;
  /** A new browser signed in as `account` through the simulated scan (its session cookie kept). */
  signIn(account: string): Promise<Browser>;
}

/**
 * The whole system on a fresh database of `kind` seeded with `companies` companies, started
 * before the enclosing describe's tests and closed after them. Its parts are read in the tests
 * (not at describe time), once beforeAll has started them.
 */
export function signedInSystem(kind: TestDatabaseKind, companies: number): SignedInSystem {
  let started: { db: Db; sys: System } | undefined;
  const running = () => {
    if (!started) throw new Error('the system is started in beforeAll; read it inside a test');
    return started;
  };
  beforeAll(async () => {
    const db = await openSeededDatabase(kind, companies);
    started = { db, sys: await startSystem({ db }) };
  }, 120_000);
  afterAll(async () => {
    await started?.sys.close();
    await started?.db.close();
  });
  return {
    get db() {
      return running().db;
    },
    get sys() {
      return running().sys;
    },
    async signIn(account) {
      const { sys } = running();
      const browser = sys.agent();
      const { code, state, stateCookie } = await simulatedScan(sys, account);
      const res = await browser
        .get(routes.wxLoginCallback.bffPath)
        .set(XHR)
        .set('Cookie', stateCookie)
        .query({ code, state });
      expect(res.status, res.text).toBe(200);
      return browser;
    },
  };
}

/** `route` called by `browser` as the page calls it: a POST with its body, a GET with its query. */
export function callRoute(browser: Browser, route: RouteDef, input: object = {}) {
  return route.method === 'POST'
    ? browser.post(route.bffPath).set(XHR).send(input)
    : browser.get(route.bffPath).query(input);
}
