import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '../../../router';
import { createQueryClient } from '../../../shared/api/query-client';
import { appState } from '../../../shared/state/app-state';
import { storageKeys } from '../../../shared/storage/storage-keys';
import { shellText } from '../../../shared/strings/shell';
import { installSession } from './install-session';
import { logout } from './session-actions';
import { sessionStore } from './session-store';

const user = { id: 1, nickname: '演示用户', name: '张三', avatar: '/uploads/avatar/1.svg' };
const imAccount = { im_accid: 'u1', im_icon: '', im_openid: 'o1' };

let callbackReply: unknown;
const fetchMock = vi.fn((input: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
  const url = String(input);
  const json = (body: unknown, status = 200) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  if (url.startsWith('/api/client/wxlogin/wxlogincallback')) return json(callbackReply);
  if (url.startsWith('/api/bff/logout')) return json({ code: 0, msg: 'ok' });
  if (url.startsWith('/api/ysy/index/')) return json({ code: 0, data: [] });
  if (url.startsWith('/api/client/customerservice/all'))
    return json({ code: 0, data: { customerServiceAll: [] } });
  // The page the callback lands on (/list?keyword=abc) loads its results before rendering.
  if (url.startsWith('/api/client/customs?'))
    return json({ code: 0, data: { customList: { total: 0, page: 1, entInfos: [] } } });
  if (url.startsWith('/api/lost')) return json({ code: 401, msg: '登录已失效，请重新登录' }, 401);
  return json({ code: 404, msg: 'x' }, 404);
});

async function start(path: string) {
  const queryClient = createQueryClient(() => undefined);
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const notify = vi.fn();
  const uninstall = installSession(router, notify);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await act(() => router.load());
  return { router, notify, uninstall };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  appState.loggedIn = false;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('login callback', () => {
  it('code 0 stores the user, logs in and removes code/state from the URL', async () => {
    callbackReply = { code: 0, data: { userInfo: user, theLatestUserInfo: user, imAccount } };
    sessionStorage.setItem(storageKeys.loginState, 's1');
    const { router, uninstall } = await start('/list?keyword=abc&code=c1&state=s1');
    await waitFor(() => expect(router.state.location.href).toBe('/list?keyword=abc'));
    expect(appState.loggedIn).toBe(true);
    expect(sessionStore.user?.nickname).toBe('演示用户');
    // Kept without the chat token.
    expect(JSON.parse(localStorage.getItem(storageKeys.imAccount) ?? 'null')).toEqual({
      im_accid: 'u1',
      im_icon: '',
      im_openid: 'o1',
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/client/wxlogin/wxlogincallback?code=c1&state=s1',
      expect.objectContaining({ method: 'GET' }),
    );
    uninstall();
  });

  it('returns to the whole page the login started on: its other query and its hash', async () => {
    callbackReply = { code: 0, data: { userInfo: user, theLatestUserInfo: user, imAccount } };
    sessionStorage.setItem(storageKeys.loginState, 's5');
    const { router, uninstall } = await start('/vip?tab=x&code=c5&state=s5#plans');
    await waitFor(() => expect(router.state.location.href).toBe('/vip?tab=x#plans'));
    expect(appState.loggedIn).toBe(true);
    uninstall();
  });

  it('code 2 stores the verify info and goes to /signverification', async () => {
    callbackReply = { code: 2, data: { openid: 'o', unid: 'u' } };
    sessionStorage.setItem(storageKeys.loginState, 's2');
    const { router, uninstall } = await start('/?code=c2&state=s2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signverification'));
    expect(JSON.parse(localStorage.getItem(storageKeys.verifyInfo) ?? 'null')).toEqual({
      openid: 'o',
      unid: 'u',
    });
    expect(appState.loggedIn).toBe(false);
    uninstall();
  });

  it('another code shows the message and stays logged out', async () => {
    callbackReply = { code: 500, msg: '登录码已过期' };
    sessionStorage.setItem(storageKeys.loginState, 's3');
    const { router, notify, uninstall } = await start('/vip?code=c3&state=s3');
    await waitFor(() => expect(notify).toHaveBeenCalledWith('登录码已过期'));
    await waitFor(() => expect(router.state.location.href).toBe('/vip'));
    expect(appState.loggedIn).toBe(false);
    uninstall();
  });

  it.each([
    ['another tab or a forged link (no state stored)', null],
    ['a state that is not the one sent', 'other'],
  ])('refuses a callback from %s without calling the BFF', async (_case, stored) => {
    if (stored !== null) sessionStorage.setItem(storageKeys.loginState, stored);
    callbackReply = { code: 0, data: { userInfo: user, theLatestUserInfo: user, imAccount } };
    const { router, notify, uninstall } = await start('/vip?code=c4&state=s4');
    await waitFor(() => expect(notify).toHaveBeenCalledWith(shellText.loginStateMismatch));
    await waitFor(() => expect(router.state.location.href).toBe('/vip'));
    expect(appState.loggedIn).toBe(false);
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('/wxlogincallback'),
      expect.anything(),
    );
    expect(sessionStorage.getItem(storageKeys.loginState)).toBeNull();
    uninstall();
  });
});

describe('login state', () => {
  it('derives from stored user info at load', async () => {
    localStorage.setItem(storageKeys.userInfo, JSON.stringify(user));
    const { uninstall } = await start('/');
    expect(appState.loggedIn).toBe(true);
    uninstall();
  });

  it('logout clears user, chat account and keyword, then goes home', async () => {
    localStorage.setItem(storageKeys.userInfo, JSON.stringify(user));
    localStorage.setItem(storageKeys.imAccount, JSON.stringify(imAccount));
    sessionStorage.setItem(storageKeys.keyword, '腾讯');
    const { router, uninstall } = await start('/vip');
    const reload = vi.fn();
    await act(() =>
      logout({
        pathname: () => router.state.location.pathname,
        goHome: () => void router.navigate({ to: '/' }),
        reload,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(reload).not.toHaveBeenCalled();
    expect(appState.loggedIn).toBe(false);
    expect(localStorage.getItem(storageKeys.userInfo)).toBeNull();
    expect(localStorage.getItem(storageKeys.imAccount)).toBeNull();
    expect(sessionStorage.getItem(storageKeys.keyword)).toBeNull();
    const logoutCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/bff/logout');
    expect(logoutCall?.[1]?.method).toBe('POST');
    uninstall();
  });

  it('logout at home reloads', async () => {
    const reload = vi.fn();
    await logout({ pathname: () => '/', goHome: () => undefined, reload });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a BFF 401 logs out and goes to /', async () => {
    localStorage.setItem(storageKeys.userInfo, JSON.stringify(user));
    const { router, uninstall } = await start('/vip');
    expect(appState.loggedIn).toBe(true);
    const { callApi } = await import('../../../shared/api/client');
    // Any call the BFF answers 401: the fake server answers /api/lost so.
    const lost = { id: 'getLatestUser', method: 'GET', bffPath: '/api/lost' } as const;
    await act(() => callApi(lost).catch(() => undefined));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(appState.loggedIn).toBe(false);
    expect(localStorage.getItem(storageKeys.userInfo)).toBeNull();
    uninstall();
  });
});
