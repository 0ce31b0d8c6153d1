import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyShellData, fakeFetch, renderApp } from '../../../routes/render-app.test-util';
import { appState } from '../../../shared/state/app-state';
import { storageKeys } from '../../../shared/storage/storage-keys';
import { syncLoginState } from '../../session';

const LIST = 'GET /api/client/account/search_history';
const row = (id: number, keyword: string, kind: string) => ({
  id,
  keyword,
  kind,
  searched_at: '2025-06-20T08:05:00.000Z',
});

interface Seen {
  method: string;
  url: string;
  body: unknown;
}

/** Answers the history calls from `state`, every other call with the shell's empty data. */
function historyFetch(state: { list: ReturnType<typeof row>[]; keep: boolean }) {
  const shell = fakeFetch(emptyShellData);
  const seen: Seen[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (!url.startsWith('/api/client/account/search_history')) return shell(input, init);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    seen.push({ method, url, body });
    const path = `${method} ${url.split('?')[0] ?? url}`;
    let data: unknown = { total: state.list.length };
    if (path === LIST) data = { total: state.list.length, page: 1, list: state.list };
    else if (path.endsWith('/remove')) {
      const id = (body as { id: number }).id;
      state.list = state.list.filter((r) => r.id !== id);
      data = { total: state.list.length };
    } else if (path.endsWith('/clear')) state.list = [];
    else if (path.endsWith('/setting/update')) state.keep = (body as { keep: boolean }).keep;
    if (path.includes('/setting')) data = { keep: state.keep };
    if (path.endsWith('/record')) data = { recorded: state.keep };
    return Promise.resolve(
      new Response(JSON.stringify({ code: 0, data }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  return { fetch, seen };
}

async function signIn() {
  localStorage.setItem(
    storageKeys.userInfo,
    JSON.stringify({ id: 7, nickname: '小易', name: '易用户', avatar: '' }),
  );
  await act(async () => syncLoginState());
}

beforeEach(() => {
  localStorage.clear();
  appState.loggedIn = false;
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const panel = () => screen.findByRole('region', { name: '搜索历史' }, { timeout: 10_000 });
const posts = (seen: Seen[]) =>
  seen.filter((s) => s.method === 'POST').map((s) => [s.url.split('/').slice(4).join('/'), s.body]);

describe('搜索历史 panel', { timeout: 30_000 }, () => {
  it('lists the searches with where they were made; 删除 removes one, 清空 all', async () => {
    const state = { list: [row(3, '腾讯', 'trademark'), row(2, '易商', 'company')], keep: true };
    const { fetch, seen } = historyFetch(state);
    vi.stubGlobal('fetch', fetch);
    await signIn();
    await renderApp('/user?tab=history');
    const region = await panel();
    await within(region).findByText('腾讯');
    expect(within(region).getAllByRole('row')[1]).toHaveTextContent('腾讯商标');
    expect(within(region).getByText('共 2 条')).toBeVisible();

    await userEvent.click(within(region).getByRole('button', { name: '删除搜索历史“腾讯”' }));
    await waitFor(() => expect(within(region).queryByText('腾讯')).toBeNull());
    await userEvent.click(within(region).getByRole('button', { name: '清空' }));
    await within(region).findByText('还没有搜索历史，');
    expect(posts(seen)).toEqual([
      ['search_history/remove', { id: 3 }],
      ['search_history/clear', {}],
    ]);
  });

  it('the switch 记录搜索历史 off tells the server and says searches are not kept', async () => {
    const { fetch, seen } = historyFetch({ list: [], keep: true });
    vi.stubGlobal('fetch', fetch);
    await signIn();
    await renderApp('/user?tab=history');
    const region = await panel();
    const keep = await within(region).findByRole('switch', { name: '记录搜索历史' });
    await waitFor(() => expect(keep).toBeChecked());
    await userEvent.click(keep);
    await within(region).findByText('已关闭记录搜索历史：新的搜索不会被保存。');
    expect(keep).not.toBeChecked();
    expect(posts(seen)).toEqual([['search_history/setting/update', { keep: false }]]);
  });
});

describe('recording a search', { timeout: 30_000 }, () => {
  it('a signed-in user’s results page records the keyword and where, once', async () => {
    const { fetch, seen } = historyFetch({ list: [], keep: true });
    vi.stubGlobal('fetch', fetch);
    await signIn();
    await renderApp('/list?keyword=易商');
    await waitFor(() =>
      expect(posts(seen)).toEqual([
        ['search_history/record', { keyword: '易商', kind: 'company' }],
      ]),
    );
  });

  it('an anonymous visitor’s search records nothing on the server', async () => {
    const { fetch, seen } = historyFetch({ list: [], keep: true });
    vi.stubGlobal('fetch', fetch);
    await renderApp('/list?keyword=易商');
    await screen.findAllByRole('search', {}, { timeout: 10_000 });
    expect(seen).toEqual([]);
  });
});

describe('最近搜索 of a signed-in user', { timeout: 30_000 }, () => {
  it('shows the server’s history in the empty box; × removes one on the server', async () => {
    const state = { list: [row(5, '华为', 'patent'), row(4, '易商', 'company')], keep: true };
    const { fetch, seen } = historyFetch(state);
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem('ysyRecentSearches', JSON.stringify(['本机的搜索']));
    await signIn();
    await renderApp('/');
    const box = await screen.findByRole('combobox', { name: '搜索公司名称、人名或产品名' });
    await userEvent.click(box);
    const list = screen.getByRole('listbox', { name: '搜索建议' });
    const first = await within(list).findByRole('option', { name: /华为/ });
    expect(first).toHaveTextContent('专利');
    expect(within(list).queryByText('本机的搜索')).toBeNull();
    const remove = first.querySelector('[data-remove-recent]');
    if (!remove) throw new Error('a removable recent search has its ×');
    await userEvent.click(remove);
    await waitFor(() => expect(within(list).queryByText('华为')).toBeNull());
    expect(posts(seen)).toEqual([['search_history/remove', { id: 5 }]]);
  });
});
