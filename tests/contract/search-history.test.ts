import { testDatabaseKinds } from '@ysy/bff/embedded/testing/databases';
import { messages } from '@ysy/contracts/common/messages';
import { routes } from '@ysy/contracts/routes';
import { describe, expect, it } from 'vitest';
import { callRoute, signedInSystem, type Browser } from './signed-in';

/**
 * Search history through the BFF: the user is the sealed session's, so a second browser signed
 * in as the same user sees the same history and another user sees none of it; without a session
 * every call is a 401 that reaches no upstream.
 */

describe.each(testDatabaseKinds())('search history through the BFF on $name', (kind) => {
  const ctx = signedInSystem(kind, 50);
  const keywords = async (browser: Browser) =>
    ((await callRoute(browser, routes.searchHistory)).body.data.list as { keyword: string }[]).map(
      (s) => s.keyword,
    );

  it('answers every call without a session with 401 and the login hint, forwarding none', async () => {
    const before = ctx.sys.forwardedCount();
    for (const [route, input] of [
      [routes.searchHistory, {}],
      [routes.recordSearch, { keyword: '易商', kind: 'company' }],
      [routes.removeSearch, { id: 1 }],
      [routes.clearSearchHistory, {}],
      [routes.searchHistorySetting, {}],
      [routes.setSearchHistorySetting, { keep: false }],
    ] as const) {
      const res = await callRoute(ctx.sys.agent(), route, input);
      expect(res.status, route.id).toBe(401);
      expect(res.body).toEqual({ code: 401, msg: messages.unauthorized });
    }
    expect(ctx.sys.forwardedCount()).toBe(before);
  });

  it('follows the user to a second browser; another user sees none of it', async () => {
    const first = await ctx.signIn('sh_dan');
    const second = await ctx.signIn('sh_dan');
    const erin = await ctx.signIn('sh_erin');
    const recorded = await callRoute(first, routes.recordSearch, {
      keyword: '易商',
      kind: 'company',
    });
    expect(recorded.body).toEqual({ code: 0, msg: '已记录', data: { recorded: true } });
    await callRoute(first, routes.recordSearch, { keyword: '91440300', kind: 'ein' });
    expect(await keywords(second)).toEqual(['91440300', '易商']);
    expect(await keywords(erin)).toEqual([]);

    const [newest] = (await callRoute(second, routes.searchHistory)).body.data.list as {
      id: number;
    }[];
    expect((await callRoute(erin, routes.removeSearch, { id: newest?.id })).body.data).toEqual({
      total: 0,
    });
    expect((await callRoute(second, routes.removeSearch, { id: newest?.id })).body.data).toEqual({
      total: 1,
    });
    expect(await keywords(first)).toEqual(['易商']);
    expect((await callRoute(first, routes.clearSearchHistory)).body.data).toEqual({ total: 0 });
    expect(await keywords(second)).toEqual([]);
  });

  it('with 记录搜索历史 off in one browser, a search in another is not kept', async () => {
    const first = await ctx.signIn('sh_fay');
    const second = await ctx.signIn('sh_fay');
    expect((await callRoute(first, routes.setSearchHistorySetting, { keep: false })).body).toEqual({
      code: 0,
      msg: '已关闭记录搜索历史',
      data: { keep: false },
    });
    expect((await callRoute(second, routes.searchHistorySetting)).body.data).toEqual({
      keep: false,
    });
    const res = await callRoute(second, routes.recordSearch, { keyword: '不记录', kind: 'patent' });
    expect(res.body.data).toEqual({ recorded: false });
    expect(await keywords(first)).toEqual([]);
  });
});
