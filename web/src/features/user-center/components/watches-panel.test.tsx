import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountRouteSamples } from '@ysy/contracts/account/route-samples';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../routes/render-app.test-util';
import { appState } from '../../../shared/state/app-state';
import { accountFetch, signInForTest, type FakeAnswer } from './account-fetch.test-util';

const WATCHES = 'GET /api/client/account/watches';
const UNWATCH = 'POST /api/client/account/unwatch';

const sample = accountRouteSamples.myWatches.reply;
const first = sample.code === 0 ? sample.data.list[0] : undefined;
if (!first) throw new Error('the myWatches sample has a row');
const second = {
  eid: 'E0000002',
  name: '广州云帆贸易有限公司',
  status: '注销',
  watched_at: '2025-06-01T08:00:00.000Z',
};

const page = (list: unknown[], total = list.length): FakeAnswer => ({
  body: { code: 0, data: { total, page: 1, list } },
});

beforeEach(async () => {
  localStorage.clear();
  appState.loggedIn = false;
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  await signInForTest();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The first render loads the page's chunk, slow on a busy machine.
const panel = () => screen.findByRole('region', { name: '我的关注' }, { timeout: 10_000 });

describe('我的关注', { timeout: 20_000 }, () => {
  it('lists each company with its status, latest change (before → after) and date', async () => {
    vi.stubGlobal('fetch', accountFetch({ [WATCHES]: () => page([first, second]) }).fetch);
    await renderApp('/user?tab=watches');
    const rows = within(await panel()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const [, withChange, withoutChange] = rows;
    if (!withChange || !withoutChange) throw new Error('two rows');
    expect(within(withChange).getByRole('link', { name: first.name })).toHaveAttribute(
      'href',
      `/company/${first.eid}`,
    );
    expect(withChange).toHaveTextContent('存续');
    expect(withChange).toHaveTextContent('法定代表人变更王芳→变更为张伟');
    expect(withChange).toHaveTextContent('2025-06-18');
    expect(withoutChange).toHaveTextContent('注销');
    expect(withoutChange).toHaveTextContent('暂无变更');
    expect(screen.getByText('共关注 2 家企业')).toBeVisible();
  });

  it('取消关注 removes the row and tells the server which company, by its id only', async () => {
    let list: unknown[] = [first, second];
    const { fetch, calls } = accountFetch({
      [WATCHES]: () => page(list),
      [UNWATCH]: () => {
        list = [second];
        return { body: accountRouteSamples.unwatchCompany.reply };
      },
    });
    vi.stubGlobal('fetch', fetch);
    await renderApp('/user?tab=watches');
    const region = await panel();
    await userEvent.click(within(region).getByRole('button', { name: `取消关注${first.name}` }));
    await waitFor(() => expect(within(region).queryByText(first.name)).toBeNull());
    expect(within(region).getByText(second.name)).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/client/account/unwatch', body: { eid: first.eid } },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(`已取消关注${first.name}`);
  });

  it('keeps the row and shows the server’s message when 取消关注 fails', async () => {
    vi.stubGlobal(
      'fetch',
      accountFetch({
        [WATCHES]: () => page([first]),
        [UNWATCH]: () => ({ status: 502, body: { code: 502, msg: '服务暂时不可用，请稍后重试' } }),
      }).fetch,
    );
    await renderApp('/user?tab=watches');
    const region = await panel();
    await userEvent.click(within(region).getByRole('button', { name: `取消关注${first.name}` }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      '服务暂时不可用，请稍后重试',
    );
    expect(within(region).getByRole('link', { name: first.name })).toBeVisible();
    expect(within(region).getByRole('button', { name: `取消关注${first.name}` })).toBeEnabled();
  });

  it('says what to do when nothing is watched: 还没有关注的企业，去搜索', async () => {
    vi.stubGlobal('fetch', accountFetch({ [WATCHES]: () => page([]) }).fetch);
    await renderApp('/user?tab=watches');
    const region = await panel();
    expect(await within(region).findByText(/还没有关注的企业，/)).toHaveTextContent(
      '还没有关注的企业，去搜索',
    );
    expect(within(region).getByRole('link', { name: '去搜索' })).toHaveAttribute('href', '/list');
  });

  it('shows a limit reply’s message with a link to /vip', async () => {
    const msg = '免费用户最多关注 10 家企业，升级基础会员可关注 200 家';
    vi.stubGlobal(
      'fetch',
      accountFetch({ [WATCHES]: () => ({ body: { code: 4030, msg } }) }).fetch,
    );
    await renderApp('/user?tab=watches');
    const alert = await within(await panel()).findByRole('alert');
    expect(alert).toHaveTextContent(msg);
    expect(within(alert).getByRole('link', { name: '升级会员' })).toHaveAttribute('href', '/vip');
  });

  it('pages with the product’s pager, the page in the URL', async () => {
    const { fetch, calls } = accountFetch({ [WATCHES]: () => page([first], 25) });
    vi.stubGlobal('fetch', fetch);
    await renderApp('/user?tab=watches&page=3');
    const pager = within(await panel()).getByRole('navigation', { name: '分页' });
    expect(within(pager).getByRole('link', { name: '第 2 页' })).toHaveAttribute(
      'href',
      '/user?tab=watches&page=2',
    );
    expect(within(pager).getByRole('link', { name: '第 3 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(calls.map((call) => call.url)).toEqual(['/api/client/account/watches?page=3']);
  });
});
