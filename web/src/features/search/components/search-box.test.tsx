import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyShellData, fakeFetch, renderApp } from '../../../routes/render-app.test-util';
import { storageKeys } from '../../../shared/storage/storage-keys';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

beforeEach(() => {
  sessionStorage.clear();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  vi.stubGlobal('fetch', fakeFetch(emptyShellData));
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('top bar search', () => {
  it('replaces the menu after 60px of scroll', async () => {
    await renderApp('/');
    expect(await screen.findByRole('navigation', { name: '主导航' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    act(() => scrollTo(120));
    const box = await screen.findByRole('searchbox');
    expect(box).toHaveAttribute('placeholder', '请输入公司名称、人名或产品名');
    expect(screen.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument();
    act(() => scrollTo(0));
    await waitFor(() => expect(screen.queryByRole('searchbox')).not.toBeInTheDocument());
  });

  it('searches the list that fits the page, with the keyword, on Enter', async () => {
    const { router } = await renderApp('/eindetails/5');
    act(() => scrollTo(100));
    await userEvent.type(await screen.findByRole('searchbox'), '腾讯{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/einlist'));
    expect(router.state.location.search).toEqual({ keyword: '腾讯' });
    expect(sessionStorage.getItem(storageKeys.keyword)).toBe('腾讯');
  });

  it('searches companies from other pages with the 搜索 button', async () => {
    const { router } = await renderApp('/vip');
    act(() => scrollTo(100));
    await userEvent.type(await screen.findByRole('searchbox'), '  科技 ');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(router.state.location.href).toBe('/list?keyword=%E7%A7%91%E6%8A%80'),
    );
  });

  it('does nothing for a blank keyword', async () => {
    const { router } = await renderApp('/vip');
    act(() => scrollTo(100));
    await userEvent.type(await screen.findByRole('searchbox'), '   {Enter}');
    expect(router.state.location.href).toBe('/vip');
  });

  it('fills the box from ?keyword= and keeps it in session storage', async () => {
    await renderApp('/list?keyword=%E9%98%BF%E9%87%8C');
    await waitFor(() => expect(sessionStorage.getItem(storageKeys.keyword)).toBe('阿里'));
    act(() => scrollTo(100));
    expect(await screen.findByRole('searchbox')).toHaveValue('阿里');
  });

  it('restores the kept keyword when the route has none', async () => {
    sessionStorage.setItem(storageKeys.keyword, '华为');
    await renderApp('/vip');
    act(() => scrollTo(100));
    expect(await screen.findByRole('searchbox')).toHaveValue('华为');
  });
});
