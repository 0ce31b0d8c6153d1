import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastViewport } from '../../../shared/ui/toast/toast';
import { PublishNeedDialog } from './publish-need-dialog';

const fetchMock = vi.fn<typeof fetch>();

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function renderDialog(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PublishNeedDialog open onClose={onClose} />
      <ToastViewport />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: '发布需求' });
  const d = within(dialog);
  return {
    onClose,
    dialog,
    need: d.getByRole('textbox', { name: '需求内容' }),
    phone: d.getByRole('textbox', { name: '手机号' }),
    agreement: d.getByRole('checkbox', { name: /我已阅读并同意/ }),
    submit: d.getByRole('button', { name: '立即发布' }),
    errorLine: () => d.getByRole('alert'),
  };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PublishNeedDialog', () => {
  it('fills the need from a quick chip', async () => {
    const user = userEvent.setup();
    const ui = renderDialog();
    for (const chip of ['公司注册', '代理记账', '银行开户', '公司注销']) {
      await user.click(within(ui.dialog).getByRole('button', { name: chip }));
      expect(ui.need).toHaveValue(chip);
      expect(within(ui.dialog).getByRole('button', { name: chip })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
  });

  it('links the agreement to /privacypolicy and lets it be unselected again', async () => {
    const user = userEvent.setup();
    const ui = renderDialog();
    expect(within(ui.dialog).getByRole('link', { name: '《隐私保护协议》' })).toHaveAttribute(
      'href',
      '/privacypolicy',
    );
    expect(ui.agreement).not.toBeChecked();
    await user.click(ui.agreement);
    expect(ui.agreement).toBeChecked();
    await user.click(ui.agreement);
    expect(ui.agreement).not.toBeChecked();
  });

  it.each([
    ['', '', false, '请输入发布需求和手机号'],
    ['', '13800138000', true, '需要内容不能为空'],
    ['公司注册', '', true, '手机号不能为空'],
    ['一二三四五六七八九十一二三四五六', '13800138000', true, '内容太长'],
    ['注', '13800138000', true, '需求内容至少 2 个字'],
    ['公司注册', '16800138000', true, '手机号码格式不正确'],
    ['公司注册', '13800138000', false, '请先点击同意《隐私保护协议》'],
  ])(
    'need %j phone %j agreed %s → %s inline, nothing sent',
    async (need, phone, agreed, message) => {
      const user = userEvent.setup();
      const ui = renderDialog();
      if (need) await user.type(ui.need, need);
      if (phone) await user.type(ui.phone, phone);
      if (agreed) await user.click(ui.agreement);
      await user.click(ui.submit);
      expect(ui.errorLine()).toHaveTextContent(message);
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('sends the need, shows the msg and closes on code 0; the form is reset', async () => {
    fetchMock.mockResolvedValue(reply(200, { code: 0, msg: '发布成功，顾问将尽快与您联系' }));
    const user = userEvent.setup();
    const ui = renderDialog();
    await user.click(within(ui.dialog).getByRole('button', { name: '代理记账' }));
    await user.type(ui.phone, '13800138000');
    await user.click(ui.agreement);
    await user.click(ui.submit);
    await waitFor(() => expect(ui.onClose).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/client/publish_demand');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ need: '代理记账', phone: '13800138000' });
    expect(await screen.findByText('发布成功，顾问将尽快与您联系')).toBeInTheDocument();
    expect(ui.need).toHaveValue('');
    expect(ui.phone).toHaveValue('');
    expect(ui.agreement).not.toBeChecked();
  });

  it('shows a non-zero code msg inline in red and clears the form', async () => {
    fetchMock.mockResolvedValue(reply(200, { code: 1, msg: '该手机号今日已提交过需求' }));
    const user = userEvent.setup();
    const ui = renderDialog();
    await user.type(ui.need, '银行开户');
    await user.type(ui.phone, '13800138000');
    await user.click(ui.agreement);
    await user.click(ui.submit);
    await waitFor(() => expect(ui.errorLine()).toHaveTextContent('该手机号今日已提交过需求'));
    expect(ui.onClose).not.toHaveBeenCalled();
    expect(ui.need).toHaveValue('');
    expect(ui.phone).toHaveValue('');
    expect(ui.agreement).not.toBeChecked();
  });

  it('keeps what was typed when the call fails', async () => {
    fetchMock.mockResolvedValue(reply(429, { code: 429, msg: '操作过于频繁，请稍后再试' }));
    const user = userEvent.setup();
    const ui = renderDialog();
    await user.type(ui.need, '公司注销');
    await user.type(ui.phone, '13800138000');
    await user.click(ui.agreement);
    await user.click(ui.submit);
    await waitFor(() => expect(ui.errorLine()).toHaveTextContent('操作过于频繁，请稍后再试'));
    expect(ui.need).toHaveValue('公司注销');
    expect(ui.phone).toHaveValue('13800138000');
    expect(ui.agreement).toBeChecked();
  });

  it('keeps what was typed when the network is down', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    const ui = renderDialog();
    await user.type(ui.need, '公司注销');
    await user.type(ui.phone, '13800138000');
    await user.click(ui.agreement);
    await user.click(ui.submit);
    await waitFor(() => expect(ui.errorLine()).not.toBeEmptyDOMElement());
    expect(ui.errorLine().textContent).toMatch(/[\u4e00-\u9fff]/);
    expect(ui.need).toHaveValue('公司注销');
  });
});
