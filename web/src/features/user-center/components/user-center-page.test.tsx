import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyShellData, fakeFetch, renderApp } from '../../../routes/render-app.test-util';
import { appState } from '../../../shared/state/app-state';
import { signInForTest } from './account-fetch.test-util';

// The shell is tested with panels of its own: which sections exist is the registry's business.
vi.mock('./tab-panels', () => ({
  tabPanels: {
    watches: () => <p>关注面板</p>,
    alerts: () => <p>提醒面板</p>,
    benefits: () => <p>权益面板</p>,
  },
}));

beforeEach(() => {
  localStorage.clear();
  appState.loggedIn = false;
  appState.loginWindowShown = false;
  vi.stubGlobal('fetch', fakeFetch(emptyShellData));
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const signIn = signInForTest;

const sections = () => screen.getByRole('navigation', { name: '个人中心栏目' });

describe('个人中心 /user', () => {
  it('is titled 个人中心 and lists the sections that have a panel, 我的关注 first', async () => {
    await signIn();
    await renderApp('/user');
    expect(await screen.findByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('个人中心-易商云'));
    const links = within(sections()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['我的关注', '动态提醒', '会员权益']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/user?tab=watches',
      '/user?tab=alerts',
      '/user?tab=benefits',
    ]);
    expect(within(sections()).getByRole('link', { name: '我的关注' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('region', { name: '我的关注' })).toHaveTextContent('关注面板');
  });

  it('opens the section the URL names, and a section’s link puts it in the URL', async () => {
    await signIn();
    const { router } = await renderApp('/user?tab=benefits');
    expect(await screen.findByRole('region', { name: '会员权益' })).toHaveTextContent('权益面板');
    await userEvent.click(within(sections()).getByRole('link', { name: '动态提醒' }));
    expect(await screen.findByRole('region', { name: '动态提醒' })).toHaveTextContent('提醒面板');
    expect(router.state.location.href).toBe('/user?tab=alerts');
    expect(within(sections()).getByRole('link', { name: '动态提醒' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows 我的关注 for an unknown section, or one without a panel yet', async () => {
    await signIn();
    const first = await renderApp('/user?tab=settings');
    expect(await screen.findByRole('region', { name: '我的关注' })).toBeVisible();
    first.unmount();
    await renderApp('/user?tab=orders');
    expect(await screen.findByRole('region', { name: '我的关注' })).toBeVisible();
    expect(within(sections()).queryByRole('link', { name: '我的订单' })).toBeNull();
  });

  it('opens the login dialog for an anonymous visitor and shows no section', async () => {
    await renderApp('/user?tab=alerts');
    await waitFor(() => expect(appState.loginWindowShown).toBe(true));
    expect(await screen.findByRole('dialog', { name: '登录' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText('登录后查看个人中心')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: '个人中心栏目' })).toBeNull();
    expect(screen.queryByText('提醒面板')).toBeNull();
  });
});
