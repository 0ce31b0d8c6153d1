import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { BffConfig } from '@ysy/contracts/bff/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appState } from '../../../shared/state/app-state';
import { LOGIN_STATE_KEY } from '../model/login-links';
import type { WxLoginOptions } from '../model/login-links';
import { LoginDialog } from './login-dialog';

const baseConfig: BffConfig = {
  brand: '易商云',
  hotline: '400-800-6688',
  supportHours: '周一至周日 9:00-21:00',
  chat: { mode: 'local' },
  wechat: { mode: 'simulated' },
  miniProgramName: '易商云企业服务',
  officialAccountName: '易商云',
  demo: true,
  company: {},
  qr: { miniProgram: 'https://mp.example.cn/mini-program' },
};

function renderLogin(config: BffConfig = baseConfig, props: { showLogin?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['bffConfig'], { code: 0, data: config });
  const onClose = vi.fn();
  const ui = (visible: boolean) => (
    <QueryClientProvider client={client}>
      <LoginDialog visible={visible} onClose={onClose} {...props} />
    </QueryClientProvider>
  );
  const { rerender } = render(ui(true));
  // The parent hides the dialog when told it closed.
  onClose.mockImplementation(() => rerender(ui(false)));
  const dialog = screen.getByRole('dialog', { name: '登录' });
  return { onClose, dialog, d: within(dialog) };
}

/** Lets the QR code's promise settle inside act. */
async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

/** The state the BFF issues for each login attempt (a fresh one per call). */
let issued = 0;
function stateFetch() {
  return vi.fn(() => {
    issued += 1;
    const state = `bff-issued-state-${String(issued).padStart(8, '0')}`;
    return Promise.resolve(
      new Response(JSON.stringify({ code: 0, data: { state } }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', stateFetch());
  appState.loginWindowShown = false;
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete window.WxLogin;
});

describe('LoginDialog', () => {
  it('is 400px wide and marks the login window as shown', () => {
    const { dialog } = renderLogin();
    expect(dialog).toHaveStyle({ width: '400px' });
    expect(appState.loginWindowShown).toBe(true);
  });

  it('creates the simulated QR 500 ms after opening, with a link that logs in here', async () => {
    const { d } = renderLogin();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(d.queryByRole('img', { name: '微信扫码登录二维码' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(LOGIN_STATE_KEY)).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    // The QR encoder is loaded on demand.
    const qr = await vi.waitFor(async () => {
      await flush();
      return d.getByRole('img', { name: '微信扫码登录二维码' });
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const state = sessionStorage.getItem(LOGIN_STATE_KEY);
    // The state is the one the BFF issued (and bound to this browser's cookie).
    expect(state).toMatch(/^bff-issued-state-\d{8}$/);
    expect(fetch).toHaveBeenCalledWith(
      '/api/bff/login/state',
      expect.objectContaining({ method: 'POST' }),
    );
    const link = d.getByRole('link', { name: '模拟扫码登录（演示环境）' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.origin).toBe(window.location.origin);
    expect(href.pathname).toBe('/wechat-sim/authorize');
    expect(href.searchParams.get('redirect_uri')).toBe(window.location.pathname);
    expect(href.searchParams.get('state')).toBe(state);
    expect(href.searchParams.get('account')).toBe('demo');
    const verify = new URL(
      d.getByRole('link', { name: '模拟需要验证的账号登录' }).getAttribute('href') ?? '',
    );
    expect(verify.searchParams.get('account')).toBe('verify');
  });

  it('creates no widget when closed before 500 ms', async () => {
    const { d } = renderLogin();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    fireEvent.click(d.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(sessionStorage.getItem(LOGIN_STATE_KEY)).toBeNull();
  });

  it('switches to the mini-program view and back with the icon', async () => {
    const { d } = renderLogin();
    fireEvent.click(d.getByRole('button', { name: '切换到小程序' }));
    expect(d.getByRole('heading', { name: '扫码关注小程序' })).toBeInTheDocument();
    expect(d.getByRole('img', { name: '小程序二维码' })).toHaveAttribute(
      'src',
      '/uploads/qr/mini-program.png',
    );
    expect(d.getByText('使用小程序扫一扫关注', { exact: false })).toHaveTextContent(
      '使用小程序扫一扫关注易商云企业服务',
    );
    fireEvent.click(d.getByRole('button', { name: '切换到扫码登录' }));
    expect(d.queryByRole('heading', { name: '扫码关注小程序' })).not.toBeInTheDocument();
    expect(d.getByRole('heading', { name: '微信扫码登录' })).toBeInTheDocument();
  });

  it('opens on the mini-program view when told to', () => {
    const { d } = renderLogin(baseConfig, { showLogin: false });
    expect(d.getByRole('heading', { name: '扫码关注小程序' })).toBeInTheDocument();
  });

  it('has no mini-program view when the site has no mini program', () => {
    const { d } = renderLogin({ ...baseConfig, qr: {} }, { showLogin: false });
    expect(d.queryByRole('button', { name: '切换到小程序' })).not.toBeInTheDocument();
    expect(d.queryByRole('heading', { name: '扫码关注小程序' })).not.toBeInTheDocument();
    expect(d.getByRole('heading', { name: '微信扫码登录' })).toBeInTheDocument();
  });

  it('is not closed by a click outside', () => {
    const { onClose } = renderLogin();
    const overlay = screen.getByTestId('dialog-overlay');
    fireEvent.pointerDown(overlay);
    fireEvent.click(overlay);
    expect(screen.getByRole('dialog', { name: '登录' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(appState.loginWindowShown).toBe(true);
  });

  it('Esc closes it, clears the flag and tells the parent', () => {
    const { dialog, onClose } = renderLogin();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(appState.loginWindowShown).toBe(false);
  });

  it('uses the official WxLogin widget in wechat mode', async () => {
    const created: WxLoginOptions[] = [];
    window.WxLogin = class {
      constructor(options: WxLoginOptions) {
        created.push(options);
      }
    };
    const { d } = renderLogin({
      ...baseConfig,
      wechat: { mode: 'wechat', appId: 'wx0123456789abcdef' },
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(created).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    await flush();
    expect(created).toHaveLength(1);
    const options = created[0];
    const container = d.getByTestId('wx-login-container');
    expect(options).toEqual({
      self_redirect: false,
      id: container.id,
      appid: 'wx0123456789abcdef',
      scope: 'snsapi_login',
      redirect_uri: encodeURIComponent(window.location.origin + window.location.pathname),
      state: sessionStorage.getItem(LOGIN_STATE_KEY),
    });
    expect(d.queryByRole('link', { name: '模拟扫码登录（演示环境）' })).not.toBeInTheDocument();
  });
});
