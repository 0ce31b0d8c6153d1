import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyShellData, fakeFetch, renderApp } from './routes/render-app.test-util';
import { campaignSample, offerSample } from '@ysy/contracts/service/route-samples';
import { appState } from './shared/state/app-state';
import { showToast } from './shared/ui/toast/toast';

const nav = [
  { id: 1, category_name: '首页', url: '/', icon: '', img: [], show: '', desc: '', children: [] },
  {
    id: 2,
    category_name: '工商服务',
    url: '/ys',
    icon: '',
    img: [],
    show: 'h',
    desc: '',
    children: [],
  },
];

beforeEach(() => {
  vi.stubGlobal('fetch', fakeFetch({ ...emptyShellData, '/api/ysy/index/get_nav': nav }));
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('app router', () => {
  it('renders a page with top bar and footer and sets its title', async () => {
    await renderApp('/list');
    expect(await screen.findByRole('heading', { level: 1, name: '公司查询' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('公司查询-易商云'));
    expect(await screen.findByRole('link', { name: /工商服务/ })).toHaveAttribute('href', '/ys');
  });

  it('titles home with the product name only', async () => {
    await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /易商云/ });
    await waitFor(() => expect(document.title).toBe('易商云'));
  });

  it('hides the top bar on /ys', async () => {
    await renderApp('/ys');
    // The landing page's h1 is its offer's headline, from the (faked) offer call.
    await screen.findByRole('heading', { level: 1, name: offerSample.headline });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('hides the footer on /t/a', async () => {
    await renderApp('/t/a');
    await screen.findByRole('heading', { level: 1, name: campaignSample.campaign.title });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // The footer would come with the tool bar (one lazy boundary): once that shows, it is absent.
    await screen.findByRole('complementary', { name: '快捷工具' });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('sends unknown paths to the 404 page', async () => {
    const { router } = await renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '页面不存在' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });

  it('matches parameterised routes', async () => {
    const { router } = await renderApp('/company/42');
    // The fake upstream knows no company 42: the profile route says so in its own page.
    expect(
      await screen.findByRole('heading', { level: 1, name: '未找到该企业' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company/42');
  });

  it('ignores a duplicate navigation and starts each page at the top', async () => {
    const { router } = await renderApp('/');
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    await act(() => router.navigate({ to: '/list' }));
    const length = router.history.length;
    await act(() => router.navigate({ to: '/list' }));
    expect(router.history.length).toBe(length);
    expect(router.state.location.pathname).toBe('/list');
    expect(scrollTo).toHaveBeenCalled();
  });

  it('loads the dialogs and notifications the first time one is asked for', async () => {
    await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /易商云/ });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => {
      appState.publishNeedOpen = true;
    });
    expect(
      await screen.findByRole('dialog', { name: '发布需求' }, { timeout: 10_000 }),
    ).toBeVisible();
    await act(async () => {
      appState.publishNeedOpen = false;
      showToast('提交成功');
    });
    expect(await screen.findByText('提交成功', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });
});
