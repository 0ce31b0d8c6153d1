import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyShellData, fakeFetch, renderApp } from '../../../routes/render-app.test-util';

/** The company list call (the `?` keeps /customs/suggest out of it). */
const LIST_CALL = '/api/client/customs?';
const KEYWORD = '新明';

const company = {
  eid: 'e-1',
  name: '新明生活科技有限公司',
  legal_person: '张三',
  scope: '',
  status: '存续',
};

/** The shell's fake fetch, with the list call answered by `list` instead. */
function fetchWithList(list: (url: string) => Promise<Response>) {
  const shell = fakeFetch(emptyShellData);
  return vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith(LIST_CALL) ? list(String(input)) : shell(input, init),
  );
}

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the company list when its call fails', () => {
  it('keeps the visitor on the search, with the keyword and a 重试 that retries', async () => {
    let up = false;
    const fetch = fetchWithList(() =>
      up
        ? json(200, { code: 0, data: { customList: { total: 1, page: 1, entInfos: [company] } } })
        : json(502, { code: 502, msg: '上游服务异常' }),
    );
    vi.stubGlobal('fetch', fetch);
    const { router } = await renderApp(`/list?keyword=${encodeURIComponent(KEYWORD)}`);

    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/list');
    expect(router.state.location.search).toEqual({ keyword: KEYWORD });
    expect(screen.getByDisplayValue(KEYWORD)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('上游服务异常');
    const failedCalls = fetch.mock.calls.filter(([url]) => String(url).startsWith(LIST_CALL));
    // The loader's call and the client's two retries: the page shows that failure, not a new wait.
    expect(failedCalls).toHaveLength(3);

    up = true;
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: company.name })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetch.mock.calls.filter(([url]) => String(url).startsWith(LIST_CALL)).length).toBe(
      failedCalls.length + 1,
    );
  }, 20_000);

  it('still sends a reply with a failure code to /404', async () => {
    vi.stubGlobal(
      'fetch',
      fetchWithList(() => json(400, { code: 1, msg: '页码过大' })),
    );
    const { router } = await renderApp(`/list?keyword=${encodeURIComponent(KEYWORD)}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});

describe('the company list pager', () => {
  const page = (n: number) => Array.from({ length: n }, (_, i) => ({ ...company, eid: `e-${i}` }));

  it('offers no page of an estimated count that it has not seen to hold results', async () => {
    vi.stubGlobal(
      'fetch',
      fetchWithList(() =>
        json(200, {
          code: 0,
          data: { customList: { total: 210, estimated: true, page: 1, entInfos: page(10) } },
        }),
      ),
    );
    await renderApp(`/list?keyword=${encodeURIComponent(KEYWORD)}`);
    const pager = await screen.findByRole('navigation', { name: '分页' }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('共找到约 210 家相关企业');
    expect(within(pager).getByRole('link', { name: '第 3 页' })).toBeInTheDocument();
    expect(within(pager).queryByRole('link', { name: '第 4 页' })).toBeNull();
    expect(within(pager).queryByRole('link', { name: '第 21 页' })).toBeNull();
  }, 20_000);

  it('says a page past the end is past the end, and links to the last page', async () => {
    vi.stubGlobal(
      'fetch',
      fetchWithList(() =>
        json(200, { code: 0, data: { customList: { total: 175, page: 21, entInfos: [] } } }),
      ),
    );
    await renderApp(`/list?keyword=${encodeURIComponent(KEYWORD)}&page=21`);
    expect(
      await screen.findByRole('heading', { name: '第 21 页超出了结果范围' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('共找到 175 家相关企业');
    expect(screen.getByRole('link', { name: '前往最后一页（第 18 页）' })).toHaveAttribute(
      'href',
      expect.stringContaining('page=18'),
    );
    expect(screen.queryByText(`未找到与“${KEYWORD}”相关的企业`)).toBeNull();
  }, 20_000);
});
