import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyShellData, fakeFetch, renderApp } from '../../../routes/render-app.test-util';
import { appState } from '../../../shared/state/app-state';

const consultant = (id: number, tags: string[]) => ({
  id,
  username: `顾问${id}`,
  position: '资深财税顾问',
  buphoto: '',
  qyh_qywx: `/uploads/qr/consultant-${id}.svg`,
  areas_of_expertise: tags,
  im_accid: `c${id}`,
});

let fetchMock: ReturnType<typeof fakeFetch>;

beforeEach(() => {
  appState.chat = { supportOpen: false, consultantOpen: false };
  appState.chatPeer = { consultant: null };
  appState.loggedIn = false;
  appState.loginWindowShown = false;
  appState.consultation = { open: false, serviceId: 0 };
  fetchMock = fakeFetch({
    ...emptyShellData,
    '/api/client/customerservice/all': {
      customerServiceAll: [
        consultant(1, ['代理记账', '公司注册', '银行开户', '公司注销', '商标注册']),
        consultant(2, ['专利申请']),
        consultant(3, ['公司注册']),
      ],
    },
    '/api/ysy/index/get_bottom': [
      { category_name: '热门服务', children: [{ category_name: '公司注册', url: '/ys' }] },
    ],
    '/api/bff/config': {
      brand: '易商云',
      hotline: '400-123-4567',
      chat: { mode: 'local' },
      wechat: { mode: 'simulated' },
      miniProgramName: '易商云',
      officialAccountName: '易商云',
      demo: true,
      icpRecord: '粤ICP备12345678号-1',
      company: {},
      qr: {
        miniProgram: 'https://mp.example.cn/mini-program',
        officialAccount: 'https://mp.example.cn/official-account',
      },
    },
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('footer', () => {
  it('shows two consultants from page 1 or 2, with at most four tags', async () => {
    await renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    const cards = await within(footer).findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['顾问1', '顾问2']);
    expect(within(cards[0] as HTMLElement).getAllByRole('listitem')).toHaveLength(4);
    const call = fetchMock.mock.calls.find(([url]) =>
      String(url).startsWith('/api/client/customerservice/all'),
    );
    expect(String(call?.[0])).toMatch(/\?page=[12]$/);
  });

  it('在线咨询 asks an anonymous visitor to log in, and opens the chat with that consultant', async () => {
    await renderApp('/');
    const [first] = await within(await screen.findByRole('contentinfo')).findAllByRole('article');
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: '在线咨询' }));
    expect(appState.loginWindowShown).toBe(true);
    expect(appState.chat.consultantOpen).toBe(false);
    await act(async () => {
      appState.loginWindowShown = false;
      appState.loggedIn = true;
    });
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: '在线咨询' }));
    expect(appState.chat.consultantOpen).toBe(true);
    expect(appState.chatPeer.consultant).toMatch(/^c\d+$/);
  });

  it('opens the free phone consultation', async () => {
    await renderApp('/');
    const [first] = await within(await screen.findByRole('contentinfo')).findAllByRole('article');
    await userEvent.click(
      within(first as HTMLElement).getByRole('button', { name: '免费电话咨询' }),
    );
    expect(appState.consultation).toEqual({ open: true, serviceId: 2 });
  });

  it('shows link groups, the hotline from the config, site links and notices', async () => {
    await renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: '公司注册' })).toHaveAttribute(
      'href',
      '/ys',
    );
    expect(await within(footer).findByText('400-123-4567')).toBeInTheDocument();
    for (const [name, href] of [
      ['公司简介', '/profile'],
      ['联系我们', '/contact'],
      ['用户协议', '/userprotocol'],
      ['免责声明', '/disclaimer'],
      ['隐私政策', '/privacypolicy'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(footer).getByText(/© \d{4} 易商云/)).toBeInTheDocument();
    // Record numbers come from the configuration; an unset one is not shown at all.
    expect(within(footer).getByText('ICP备案号：粤ICP备12345678号-1')).toBeInTheDocument();
    expect(within(footer).queryByText(/公安机关备案号/)).not.toBeInTheDocument();
    for (const blurb of ['专业顾问', '价格透明', '全程托管', '售后无忧']) {
      expect(within(footer).getByRole('heading', { name: blurb })).toBeInTheDocument();
    }
    // The configured QR codes (both, here).
    expect(within(footer).getByRole('img', { name: '易商云微信公众号二维码' })).toBeVisible();
    expect(within(footer).getByRole('img', { name: '易商云微信小程序' })).toBeVisible();
  });

  it('shows no QR code whose target is not configured', async () => {
    const config = { brand: '易商云', hotline: '400-123-4567', chat: { mode: 'local' } };
    // The same replies as above, but a config without QR targets.
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        String(input).startsWith('/api/bff/config')
          ? Promise.resolve(
              Response.json({
                code: 0,
                data: {
                  ...config,
                  wechat: { mode: 'simulated' },
                  miniProgramName: '易商云',
                  officialAccountName: '易商云',
                  demo: false,
                  company: {},
                  qr: {},
                },
              }),
            )
          : fetchMock(input, init),
      ),
    );
    await renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText('400-123-4567')).toBeInTheDocument();
    expect(within(footer).queryByRole('img', { name: /公众号|小程序/ })).not.toBeInTheDocument();
    expect(within(footer).queryByText('微信公众号')).not.toBeInTheDocument();
  });
});
