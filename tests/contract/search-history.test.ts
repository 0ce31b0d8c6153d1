import type { Db } from '@ysy/bff/embedded/db/database';
import { openSeededDatabase, testDatabaseKinds } from '@ysy/bff/embedded/testing/databases';
import { messages } from '@ysy/contracts/common/messages';
import type { RouteDef } from '@ysy/contracts/common/route';
import { routes } from '@ysy/contracts/routes';
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedScan, startSystem, XHR, type System } from './harness';

/**
 * Search history through the BFF: the user is the sealed session's, so a second browser signed
 * in as the same user sees the same history and another user sees none of it; without a session
 * every call is a 401 that reaches no upstream.
 */

type Browser = ReturnType<typeof request.agent>;

describe.each(testDatabaseKinds())('search history through the BFF on $name', (kind) => {
  let db: Db;
  let sys: System;
  beforeAll(async () => {
    db = await openSeededDatabase(kind, 50);
    sys = await startSystem({ db });
  }, 120_000);
  afterAll(async () => {
    await sys.close();
    await db.close();
  });

  async function signIn(account: string): Promise<Browser> {
    const browser = sys.agent();
    const { code, state, stateCookie } = await simulatedScan(sys, account);
    const res = await browser
      .get(routes.wxLoginCallback.bffPath)
      .set(XHR)
      .set('Cookie', stateCookie)
      .query({ code, state });
    expect(res.status, res.text).toBe(200);
    return browser;
  }

  function call(browser: Browser, route: RouteDef, input: object = {}) {
    return route.method === 'POST'
      ? browser.post(route.bffPath).set(XHR).send(input)
      : browser.get(route.bffPath).query(input);
  }
  const keywords = async (browser: Browser) =>
    ((await call(browser, routes.searchHistory)).body.data.list as { keyword: string }[]).map(
      (s) => s.keyword,
    );

  it('answers every call without a session with 401 and the login hint, forwarding none', async () => {
    const before = sys.forwardedCount();
    for (const [route, input] of [
      [routes.searchHistory, {}],
      [routes.recordSearch, { keyword: '易商', kind: 'company' }],
      [routes.removeSearch, { id: 1 }],
      [routes.clearSearchHistory, {}],
      [routes.searchHistorySetting, {}],
      [routes.setSearchHistorySetting, { keep: false }],
    ] as const) {
      const res = await call(sys.agent(), route, input);
      expect(res.status, route.id).toBe(401);
      expect(res.body).toEqual({ code: 401, msg: messages.unauthorized });
    }
    expect(sys.forwardedCount()).toBe(before);
  });

  it('follows the user to a second browser; another user sees none of it', async () => {
    const first = await signIn('sh_dan');
    const second = await signIn('sh_dan');
    const erin = await signIn('sh_erin');
    const recorded = await call(first, routes.recordSearch, { keyword: '易商', kind: 'company' });
    expect(recorded.body).toEqual({ code: 0, msg: '已记录', data: { recorded: true } });
    await call(first, routes.recordSearch, { keyword: '91440300', kind: 'ein' });
    expect(await keywords(second)).toEqual(['91440300', '易商']);
    expect(await keywords(erin)).toEqual([]);

    const [newest] = (await call(second, routes.searchHistory)).body.data.list as { id: number }[];
    expect((await call(erin, routes.removeSearch, { id: newest?.id })).body.data).toEqual({
      total: 0,
    });
    expect((await call(second, routes.removeSearch, { id: newest?.id })).body.data).toEqual({
      total: 1,
    });
    expect(await keywords(first)).toEqual(['易商']);
    expect((await call(first, routes.clearSearchHistory)).body.data).toEqual({ total: 0 });
    expect(await keywords(second)).toEqual([]);
  });

  it('with 记录搜索历史 off in one browser, a search in another is not kept', async () => {
    const first = await signIn('sh_fay');
    const second = await signIn('sh_fay');
    expect((await call(first, routes.setSearchHistorySetting, { keep: false })).body).toEqual({
      code: 0,
      msg: '已关闭记录搜索历史',
      data: { keep: false },
    });
    expect((await call(second, routes.searchHistorySetting)).body.data).toEqual({ keep: false });
    const res = await call(second, routes.recordSearch, { keyword: '不记录', kind: 'patent' });
    expect(res.body.data).toEqual({ recorded: false });
    expect(await keywords(first)).toEqual([]);
  });
});
