import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import { endpoints } from '@ysy/contracts/endpoints';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyShellData, fakeFetch, renderApp } from '../../../routes/render-app.test-util';
import { appState } from '../../../shared/state/app-state';
import { storageKeys } from '../../../shared/storage/storage-keys';
import { alertUnreadQueryOptions, UNREAD_REFETCH_MS } from '../api/alert-unread';
import { syncLoginState } from '../model/session-store';
import { alertsHref } from './unread-badge';

/** The shell with the signed-in user's unread count answering `unread.n`. */
function serve(unread: { n: number }) {
  const shell = fakeFetch(emptyShellData);
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === endpoints.alertUnread.bffPath
      ? Promise.resolve(
          new Response(JSON.stringify({ code: 0, data: { unread: unread.n } }), {
            headers: { 'Content-Type': 'application/json' },
          }),
        )
      : shell(input, init),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function logIn() {
  localStorage.setItem(
    storageKeys.userInfo,
    JSON.stringify({ id: 1, nickname: '演示用户', name: '张三', avatar: '' }),
  );
  await act(async () => syncLoginState());
}

beforeEach(() => {
  localStorage.clear();
  appState.loggedIn = false;
});
afterEach(() => {
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
});

describe("the top bar's unread badge", { timeout: 20_000 }, () => {
  it("puts the unread count in the account button's name and beside it", async () => {
    serve({ n: 3 });
    await logIn();
    await renderApp('/');
    const banner = screen.getByRole('banner');
    const account = await within(banner).findByRole('button', {
      name: '用户菜单：演示用户，3 条未读',
    });
    expect(account).toHaveTextContent('3');
  });

  it('shows no badge and no 未读 at 0', async () => {
    serve({ n: 0 });
    await logIn();
    const { queryClient } = await renderApp('/');
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(alertUnreadQueryOptions.queryKey)).toBeDefined(),
    );
    const account = within(screen.getByRole('banner')).getByRole('button', { name: /^用户菜单/ });
    expect(account).toHaveAccessibleName('用户菜单：演示用户');
    expect(account.textContent).toBe('演示用户');
  });

  it('asks anew when the window regains focus, and each minute', async () => {
    const unread = { n: 1 };
    serve(unread);
    await logIn();
    await renderApp('/');
    const banner = screen.getByRole('banner');
    await within(banner).findByRole('button', { name: /，1 条未读$/ });
    unread.n = 4;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await within(banner).findByRole('button', { name: /，4 条未读$/ });
    expect(alertUnreadQueryOptions.refetchInterval).toBe(UNREAD_REFETCH_MS);
    expect(UNREAD_REFETCH_MS).toBe(60_000);
  });

  it('asks nothing while anonymous', async () => {
    const fetch = serve({ n: 2 });
    await renderApp('/');
    await userEvent.hover(within(screen.getByRole('banner')).getByRole('button', { name: '登录' }));
    const calls = fetch.mock.calls.map(([input]) => String(input));
    expect(calls).not.toContain(endpoints.alertUnread.bffPath);
  });
});

describe('where the badge leads', () => {
  it("is 个人中心's 动态提醒 tab once the app has the page, else nowhere", () => {
    expect(alertsHref({ '/user': {} })).toBe('/user?tab=alerts');
    expect(alertsHref({ '/': {} })).toBeUndefined();
  });
});
