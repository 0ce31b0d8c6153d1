import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Alert } from '@ysy/contracts/account/schemas';
import { endpoints } from '@ysy/contracts/endpoints';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../routes/render-app.test-util';
import { appState } from '../../../shared/state/app-state';
import { accountFetch, signInForTest, type FakeAnswer } from './account-fetch.test-util';

const ALERTS = 'GET /api/client/account/alerts';
const READ = 'POST /api/client/account/alerts/read';

const alert = (id: number, unread: boolean, extra: Partial<Alert> = {}): Alert => ({
  id,
  kind: 'legal_person',
  before: '王芳',
  after: '张伟',
  changed_on: '2025-06-18',
  source: '深圳市市场监督管理局',
  eid: 'E0000001',
  company_name: '深圳市易商网络科技有限公司',
  unread,
  ...extra,
});

const newest = alert(42, true, {
  kind: 'trademark',
  before: undefined,
  after: '易商云 第35类',
  changed_on: '2025-07-02',
  source: '国家知识产权局商标局',
  eid: 'E0000002',
  company_name: '广州云帆贸易有限公司',
});
const older = alert(17, false);

const page = (list: Alert[], total = list.length): FakeAnswer => ({
  body: {
    code: 0,
    data: { total, page: 1, unread: list.filter((a) => a.unread).length, list },
  },
});
const readReply: FakeAnswer = { body: { code: 0, msg: '已全部标为已读', data: { unread: 0 } } };

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
const panel = () => screen.findByRole('region', { name: '动态提醒' }, { timeout: 10_000 });
const items = async () =>
  within(within(await panel()).getByRole('list', { name: '动态提醒列表' })).getAllByRole(
    'listitem',
  );

describe('动态提醒', { timeout: 20_000 }, () => {
  it('lists each alert: company, what changed, before → after, date, source, and 未读 in text', async () => {
    vi.stubGlobal(
      'fetch',
      accountFetch({ [ALERTS]: () => page([newest, older]), [READ]: () => readReply }).fetch,
    );
    await renderApp('/user?tab=alerts');
    const [a, b] = await items();
    if (!a || !b) throw new Error('two alerts');
    expect(within(a).getByText('未读')).toBeVisible();
    expect(within(a).getByRole('link', { name: newest.company_name })).toHaveAttribute(
      'href',
      '/company/E0000002',
    );
    expect(a).toHaveTextContent('新增商标');
    expect(a).toHaveTextContent('新增易商云 第35类');
    expect(a).toHaveTextContent('变更日期 2025-07-02');
    expect(a).toHaveTextContent('来源：国家知识产权局商标局');
    expect(within(b).queryByText('未读')).toBeNull();
    expect(b).toHaveTextContent('法定代表人变更');
    expect(b).toHaveTextContent('王芳→变更为张伟');
  });

  it('marks page 1 read through its newest alert, and refreshes the badge', async () => {
    let release = () => undefined as void;
    const listed = new Promise<void>((resolve) => (release = resolve));
    const { fetch, calls } = accountFetch({
      [ALERTS]: async () => {
        await listed;
        return page([newest, older]);
      },
      [READ]: () => readReply,
    });
    vi.stubGlobal('fetch', fetch);
    const { queryClient } = await renderApp('/user?tab=alerts');
    // The badge's count, as the top bar holds it.
    queryClient.setQueryData([endpoints.alertUnread.id], { code: 0, data: { unread: 1 } });
    release();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        { method: 'POST', url: '/api/client/account/alerts/read', body: { through: 42 } },
      ]),
    );
    await waitFor(() =>
      expect(queryClient.getQueryState([endpoints.alertUnread.id])?.isInvalidated).toBe(true),
    );
    // The rows shown keep their marks: the user still sees what was new.
    expect(within((await items())[0] ?? document.body).getByText('未读')).toBeVisible();
  });

  it('does not mark anything from a later page or when nothing is unread', async () => {
    const { fetch, calls } = accountFetch({
      [ALERTS]: (call) => (call.url.includes('page=2') ? page([newest], 11) : page([older])),
      [READ]: () => readReply,
    });
    vi.stubGlobal('fetch', fetch);
    const later = await renderApp('/user?tab=alerts&page=2');
    await items();
    later.unmount();
    await renderApp('/user?tab=alerts');
    await items();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/client/account/alerts?page=2',
      'GET /api/client/account/alerts?page=1',
    ]);
  });

  it('全部已读 marks everything and clears the rows’ 未读', async () => {
    let list = [newest, alert(41, true), older];
    const { fetch, calls } = accountFetch({
      [ALERTS]: () => page(list),
      [READ]: () => {
        list = list.map((a) => ({ ...a, unread: false }));
        return readReply;
      },
    });
    vi.stubGlobal('fetch', fetch);
    await renderApp('/user?tab=alerts&page=1');
    const region = await panel();
    expect(within(region).getAllByText('未读')).toHaveLength(2);
    await userEvent.click(within(region).getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(within(region).queryAllByText('未读')).toHaveLength(0));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toContainEqual(
      {},
    );
    expect(within(region).getByRole('button', { name: '全部已读' })).toBeDisabled();
  });

  it('says what to do when there is no alert', async () => {
    vi.stubGlobal('fetch', accountFetch({ [ALERTS]: () => page([]) }).fetch);
    await renderApp('/user?tab=alerts');
    const region = await panel();
    expect(await within(region).findByText(/还没有动态提醒，/)).toHaveTextContent(
      '还没有动态提醒，去关注企业',
    );
    expect(within(region).getByRole('link', { name: '去关注企业' })).toHaveAttribute(
      'href',
      '/list',
    );
    expect(within(region).getByRole('link', { name: '查看我的关注' })).toHaveAttribute(
      'href',
      '/user?tab=watches',
    );
  });
});
