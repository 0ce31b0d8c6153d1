import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyShellData, fakeFetch, renderApp } from '../../../routes/render-app.test-util';
import { appState } from '../../../shared/state/app-state';

beforeEach(() => {
  appState.loggedIn = false;
  appState.publishNeedOpen = false;
  appState.chat = { supportOpen: false, consultantOpen: false };
  appState.unread = { support: 0, consultant: 0 };
  vi.stubGlobal('fetch', fakeFetch(emptyShellData));
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The tool bar is its own chunk, shown once it has loaded.
const toolBar = () => screen.findByRole('complementary', { name: '快捷工具' }, { timeout: 10_000 });

describe('tool bar', () => {
  it('has its buttons by name; 服务顾问 only when logged in', async () => {
    await renderApp('/');
    const bar = await toolBar();
    for (const name of ['在线客服', '发布需求', '公众号', '小程序', '返回顶部']) {
      expect(within(bar).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(bar).queryByRole('button', { name: '服务顾问' })).not.toBeInTheDocument();
    await act(async () => {
      appState.loggedIn = true;
    });
    expect(within(bar).getByRole('button', { name: '服务顾问' })).toBeInTheDocument();
  });

  it('shows unread badges without changing the button names', async () => {
    await renderApp('/');
    await act(async () => {
      appState.unread = { support: 3, consultant: 120 };
      appState.loggedIn = true;
    });
    const support = within(await toolBar()).getByRole('button', { name: '在线客服' });
    expect(support).toHaveAccessibleDescription('3 条未读消息');
    expect(within(await toolBar()).getByRole('button', { name: '服务顾问' })).toHaveTextContent(
      '99+',
    );
  });

  it('opens the chat frames and the publish-need dialog', async () => {
    await renderApp('/');
    await userEvent.click(within(await toolBar()).getByRole('button', { name: '在线客服' }));
    // The chat windows are their own chunk: the window appears once it has loaded.
    const frame = await screen.findByRole('dialog', { name: '在线客服' }, { timeout: 10_000 });
    expect(appState.chat.supportOpen).toBe(true);
    await userEvent.click(within(frame).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog', { name: '在线客服' })).not.toBeInTheDocument();

    await act(async () => {
      appState.loggedIn = true;
    });
    await userEvent.click(within(await toolBar()).getByRole('button', { name: '服务顾问' }));
    expect(
      await screen.findByRole('dialog', { name: '服务顾问' }, { timeout: 10_000 }),
    ).toBeInTheDocument();

    await userEvent.click(within(await toolBar()).getByRole('button', { name: '发布需求' }));
    expect(appState.publishNeedOpen).toBe(true);
  });

  it('shows the QR codes of 公众号 and 小程序', async () => {
    await renderApp('/');
    expect(
      within(await toolBar()).getByRole('img', { name: '易商云微信公众号二维码' }),
    ).toHaveAttribute('src', '/uploads/qr/official-account.png');
    expect(
      within(await toolBar()).getByRole('img', { name: '易商云小程序二维码' }),
    ).toHaveAttribute('src', '/uploads/qr/mini-program.png');
  });

  it('captions each QR code with what scanning it does', async () => {
    await renderApp('/');
    for (const [alt, caption] of [
      ['易商云微信公众号二维码', '关注公众号，获取最新政策'],
      ['易商云小程序二维码', '微信扫码打开小程序'],
    ] as const) {
      const code = within(await toolBar()).getByRole('img', { name: alt });
      expect(code.closest('figure')).toHaveTextContent(caption);
    }
  });

  it('offers no 公众号 or 小程序 code the site has not configured', async () => {
    const config = emptyShellData['/api/bff/config'] as object;
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        ...emptyShellData,
        '/api/bff/config': { ...config, qr: { officialAccount: 'https://mp.example.cn/oa' } },
      }),
    );
    const { queryClient } = await renderApp('/');
    const bar = await toolBar();
    await vi.waitFor(() => expect(queryClient.getQueryData(['bffConfig'])).toBeDefined());
    expect(await within(bar).findByRole('button', { name: '公众号' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: '小程序' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('img', { name: '易商云小程序二维码' })).not.toBeInTheDocument();
  });
});
