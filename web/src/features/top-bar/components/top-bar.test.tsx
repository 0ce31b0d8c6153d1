import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyShellData, fakeFetch, renderApp } from '../../../routes/render-app.test-util';
import { appState } from '../../../shared/state/app-state';
import { storageKeys } from '../../../shared/storage/storage-keys';
import { syncLoginState } from '../../session/model/session-store';

const item = (id: number, name: string, url: string, extra: object = {}) => ({
  id,
  category_name: name,
  url,
  icon: '',
  img: [],
  show: '',
  desc: '',
  children: [],
  ...extra,
});

const nav = [
  item(1, '首页', '/'),
  item(2, '工商服务', '/ys', {
    show: 'h',
    children: [
      item(21, '公司注册', '/ys', { desc: '快速注册' }),
      item(22, '代理记账', '/buyfinance'),
    ],
  }),
  item(3, '企业查询', '/list', { show: 'n' }),
  item(4, '企业服务', '/business_plan'),
  item(5, '知识产权', '/trademarkone', {
    children: [
      item(51, '商标', '/trademarkone', { children: [item(511, '商标查询', '/trademarkone')] }),
    ],
  }),
];

beforeEach(() => {
  localStorage.clear();
  appState.loggedIn = false;
  appState.loginWindowShown = false;
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  vi.stubGlobal('fetch', fakeFetch({ ...emptyShellData, '/api/ysy/index/get_nav': nav }));
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('top bar', () => {
  it('shows the menu from get_nav with hot/new badges and the panels of items 1, 3 and 4', async () => {
    await renderApp('/');
    const menu = await screen.findByRole('navigation', { name: '主导航' });
    await within(menu).findByText('首页');
    expect(within(menu).getByRole('link', { name: /^工商服务\s*热$/ })).toHaveAttribute(
      'href',
      '/ys',
    );
    expect(within(menu).getByRole('link', { name: /^企业查询\s*新$/ })).toHaveAttribute(
      'href',
      '/list',
    );
    // index 1: sub-menu
    expect(within(menu).getByRole('link', { name: /代理记账/ })).toHaveAttribute(
      'href',
      '/buyfinance',
    );
    // index 3: service panel
    expect(within(menu).getByRole('link', { name: /商业计划书/ })).toHaveAttribute(
      'href',
      '/business_plan',
    );
    expect(within(menu).getByRole('link', { name: /财税规划/ })).toHaveAttribute(
      'href',
      '/finance',
    );
    // index 4: nested level
    expect(within(menu).getByRole('link', { name: '商标查询' })).toHaveAttribute(
      'href',
      '/trademarkone',
    );
  });

  it('has the mobile QR codes, a VIP link and the login button', async () => {
    await renderApp('/');
    const header = screen.getByRole('banner');
    // The codes show once the config says what they open.
    expect(await within(header).findByText('手机版')).toBeInTheDocument();
    expect(within(header).getByRole('img', { name: '易商云手机版二维码' })).toHaveAttribute(
      'src',
      '/uploads/qr/mobile.png',
    );
    expect(within(header).getByRole('link', { name: /VIP/ })).toHaveAttribute('href', '/vip');
    await userEvent.click(within(header).getByRole('button', { name: '登录' }));
    expect(appState.loginWindowShown).toBe(true);
  });

  it('shows only the QR codes whose target is configured, and no 手机版 without any', async () => {
    const mobileItem = item(9, '手机版', '', {
      img: [{ url: '/uploads/qr/mobile.png' }, { url: '/uploads/qr/mini-program.png' }],
    });
    const config = (qr: object) => ({ ...(emptyShellData['/api/bff/config'] as object), qr });
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        ...emptyShellData,
        '/api/ysy/index/get_nav': [...nav, mobileItem],
        '/api/bff/config': config({ miniProgram: 'https://mp.example.cn/mini-program' }),
      }),
    );
    const first = await renderApp('/');
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('img', { name: '易商云小程序二维码' })).toHaveAttribute(
      'src',
      '/uploads/qr/mini-program.png',
    );
    expect(within(header).queryByRole('img', { name: '易商云手机版二维码' })).toBeNull();
    first.unmount();

    vi.stubGlobal(
      'fetch',
      fakeFetch({
        ...emptyShellData,
        '/api/ysy/index/get_nav': [...nav, mobileItem],
        '/api/bff/config': config({}),
      }),
    );
    const { queryClient } = await renderApp('/');
    await vi.waitFor(() => expect(queryClient.getQueryData(['bffConfig'])).toBeDefined());
    expect(within(screen.getByRole('banner')).queryByText('手机版')).toBeNull();
    expect(within(screen.getByRole('banner')).queryByRole('img')).toBeNull();
  });

  it('shows the user menu with a truncated name when logged in', async () => {
    localStorage.setItem(
      storageKeys.userInfo,
      JSON.stringify({ id: 1, nickname: '诸葛孔明先生', name: '诸葛亮', avatar: '' }),
    );
    await act(async () => syncLoginState());
    await renderApp('/');
    const header = screen.getByRole('banner');
    const userButton = within(header).getByRole('button', { name: /用户菜单/ });
    expect(userButton).toHaveTextContent('诸葛孔明…');
    expect(within(header).queryByRole('button', { name: '登录' })).not.toBeInTheDocument();
    await userEvent.click(userButton);
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['个人中心', '退出登录']);
    expect(within(menu).getByRole('menuitem', { name: '个人中心' })).toHaveAttribute(
      'href',
      '/user',
    );
  });
});
