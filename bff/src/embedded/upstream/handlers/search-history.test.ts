import { describe, expect, it } from 'vitest';
import type { SearchKind } from '@ysy/contracts/account/search-history';
import { routes } from '@ysy/contracts/routes';
import { testDatabaseKinds } from '../../testing/databases';
import { accountsUpstream } from '../accounts/testing';
import {
  countSearchHistory,
  removeSearchHistoryOfUser,
  searchHistoryOfUser,
} from '../repositories/search-history';

const T0 = Date.parse('2025-07-01T02:00:00Z');

describe.each(testDatabaseKinds())('search history on $name', (kind) => {
  let clock = T0;
  const up = accountsUpstream(kind, { now: () => clock });

  /** Records a search as the page does after it ran; the clock moves on a second. */
  async function search(token: string, keyword: string, where: SearchKind = 'company') {
    clock += 1000;
    return up.call.data(routes.recordSearch, token, { body: { keyword, kind: where } });
  }
  const keywords = async (token: string, page = 1) =>
    (await up.call.data(routes.searchHistory, token, { query: { page } })).list.map((s) => [
      s.keyword,
      s.kind,
    ]);

  it('refuses every call without a token (403, which the BFF answers as 401)', async () => {
    for (const [route, input] of [
      [routes.searchHistory, {}],
      [routes.recordSearch, { body: { keyword: '易商', kind: 'company' } }],
      [routes.removeSearch, { body: { id: 1 } }],
      [routes.clearSearchHistory, { body: {} }],
      [routes.searchHistorySetting, {}],
      [routes.setSearchHistorySetting, { body: { keep: false } }],
    ] as const) {
      expect((await up.call.send(route, undefined, input)).status, route.id).toBe(403);
    }
  });

  it('lists newest first; the same keyword and kind again moves to the top as one row', async () => {
    const { token } = await up.call.login('sh_order');
    expect(await search(token, '易商')).toEqual({ recorded: true });
    await search(token, '腾讯', 'trademark');
    await search(token, '腾讯');
    await search(token, '易商科技');
    expect(await keywords(token)).toEqual([
      ['易商科技', 'company'],
      ['腾讯', 'company'],
      ['腾讯', 'trademark'],
      ['易商', 'company'],
    ]);
    // Case aside, the same search: it moves up, with the keyword as typed this time.
    await search(token, 'TX', 'patent');
    await search(token, '易商');
    await search(token, 'tx', 'patent');
    const page = await up.call.data(routes.searchHistory, token);
    expect(page.total).toBe(5);
    expect(page.list.map((s) => s.keyword)).toEqual(['tx', '易商', '易商科技', '腾讯', '腾讯']);
    expect(page.list[0]?.searched_at).toBe(new Date(clock).toISOString());
  });

  it('pages the history, ten to a page', async () => {
    const { token } = await up.call.login('sh_pages');
    for (let i = 1; i <= 12; i++) await search(token, `关键词${i}`);
    const second = await up.call.data(routes.searchHistory, token, { query: { page: 2 } });
    expect(second.total).toBe(12);
    expect(second.list.map((s) => s.keyword)).toEqual(['关键词2', '关键词1']);
  });

  it('keeps the free level’s 20 searches: the 21st drops the oldest, nothing is refused', async () => {
    const { token, id } = await up.call.login('sh_free');
    for (let i = 1; i <= 21; i++)
      expect(await search(token, `公司${i}`)).toEqual({ recorded: true });
    expect(await countSearchHistory(up.db, id)).toBe(20);
    const all = (await searchHistoryOfUser(up.db, id)).map((s) => s.keyword);
    expect(all[0]).toBe('公司21');
    expect(all).not.toContain('公司1');
    expect(all.at(-1)).toBe('公司2');
  });

  it.each([0, 1, 2, 3])(
    'level %i: the history is as long as its search_history_length',
    async (level) => {
      const length = 3 + level;
      await up.db.query('UPDATE vip_entitlements SET search_history_length = $2 WHERE level = $1', [
        level,
        length,
      ]);
      try {
        const { token, id } = await up.call.login(`sh_level_${level}`);
        await up.db.query('UPDATE users SET vip_level = $2 WHERE id = $1', [id, level]);
        for (let i = 1; i <= length; i++) await search(token, `第${i}次`);
        expect(await countSearchHistory(up.db, id)).toBe(length);
        await search(token, '再一次');
        expect(await countSearchHistory(up.db, id)).toBe(length);
        const kept = (await searchHistoryOfUser(up.db, id)).map((s) => s.keyword);
        expect(kept[0]).toBe('再一次');
        expect(kept).not.toContain('第1次');
      } finally {
        await up.db.query(
          `UPDATE vip_entitlements SET search_history_length = $2 WHERE level = $1`,
          [level, [20, 100, 500, 1000][level]],
        );
      }
    },
  );

  it('one user never sees, removes or clears another’s searches', async () => {
    const alice = await up.call.login('sh_alice');
    const bob = await up.call.login('sh_bob');
    await search(alice.token, '爱丽丝的搜索');
    const [aliceSearch] = (await up.call.data(routes.searchHistory, alice.token)).list;
    expect(await up.call.data(routes.searchHistory, bob.token)).toEqual({
      total: 0,
      page: 1,
      list: [],
    });
    expect(
      await up.call.data(routes.removeSearch, bob.token, { body: { id: aliceSearch?.id ?? 0 } }),
    ).toEqual({ total: 0 });
    await up.call.data(routes.clearSearchHistory, bob.token, { body: {} });
    expect(await keywords(alice.token)).toEqual([['爱丽丝的搜索', 'company']]);
  });

  it('removes one, and 清空 removes all', async () => {
    const { token } = await up.call.login('sh_remove');
    await search(token, '一');
    await search(token, '二');
    await search(token, '三');
    const [three] = (await up.call.data(routes.searchHistory, token)).list;
    expect(
      await up.call.data(routes.removeSearch, token, { body: { id: three?.id ?? 0 } }),
    ).toEqual({
      total: 2,
    });
    // Removing it again is no error.
    expect(
      await up.call.data(routes.removeSearch, token, { body: { id: three?.id ?? 0 } }),
    ).toEqual({
      total: 2,
    });
    expect(await keywords(token)).toEqual([
      ['二', 'company'],
      ['一', 'company'],
    ]);
    expect(await up.call.data(routes.clearSearchHistory, token, { body: {} })).toEqual({
      total: 0,
    });
    expect(await keywords(token)).toEqual([]);
  });

  it('with 记录搜索历史 off records nothing new and keeps what was kept', async () => {
    const { token, id } = await up.call.login('sh_switch');
    expect(await up.call.data(routes.searchHistorySetting, token)).toEqual({ keep: true });
    await search(token, '开着时');
    expect(
      await up.call.data(routes.setSearchHistorySetting, token, { body: { keep: false } }),
    ).toEqual({ keep: false });
    expect(await up.call.data(routes.searchHistorySetting, token)).toEqual({ keep: false });
    expect(await search(token, '关着时')).toEqual({ recorded: false });
    expect(await searchHistoryOfUser(up.db, id)).toEqual([
      { keyword: '开着时', kind: 'company', searchedAt: expect.any(String) },
    ]);
    await up.call.data(routes.setSearchHistorySetting, token, { body: { keep: true } });
    await search(token, '又开了');
    expect(await countSearchHistory(up.db, id)).toBe(2);
  });

  it('removeSearchHistoryOfUser removes every search and turns the switch back on', async () => {
    const user = await up.call.login('sh_gone');
    const other = await up.call.login('sh_stays');
    await search(user.token, '要删除的');
    await search(other.token, '留下的');
    await up.call.data(routes.setSearchHistorySetting, user.token, { body: { keep: false } });
    await removeSearchHistoryOfUser(up.db, user.id);
    expect(await countSearchHistory(up.db, user.id)).toBe(0);
    expect(await up.call.data(routes.searchHistorySetting, user.token)).toEqual({ keep: true });
    expect(await countSearchHistory(up.db, other.id)).toBe(1);
  });
});
