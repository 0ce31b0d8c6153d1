import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastViewport } from '../../../shared/ui/toast/toast';
import { FooterDemandForm } from './footer-demand-form';

const fetchMock = vi.fn<typeof fetch>();

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FooterDemandForm />
      <ToastViewport />
    </QueryClientProvider>,
  );
  const form = within(screen.getByRole('form', { name: '发布需求' }));
  return {
    need: form.getByRole('textbox', { name: '需求内容' }),
    phone: form.getByRole('textbox', { name: '手机号' }),
    agreement: form.getByRole('checkbox', { name: /我已阅读并同意/ }),
    submit: form.getByRole('button', { name: '立即发布' }),
    link: form.getByRole('link', { name: '《易商云隐私保护协议》' }),
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

describe('FooterDemandForm', () => {
  it.each([
    ['', '', false, '请输入发布需求和手机号'],
    ['', '13800138000', true, '需要内容不能为空'],
    ['公司注册', '', true, '手机号不能为空'],
    ['一二三四五六七八九十一二三四五六', '13800138000', true, '内容太长'],
    ['公司注册', '1380013800', true, '手机号码格式不正确'],
    ['公司注册', '13800138000', false, '请先勾选“我已阅读并同意《易商云隐私保护协议》”'],
  ])('need %j phone %j agreed %s → notification %s', async (need, phone, agreed, message) => {
    const user = userEvent.setup();
    const ui = renderForm();
    if (need) await user.type(ui.need, need);
    if (phone) await user.type(ui.phone, phone);
    if (agreed) await user.click(ui.agreement);
    await user.click(ui.submit);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links the footer agreement to /privacypolicy', () => {
    expect(renderForm().link).toHaveAttribute('href', '/privacypolicy');
  });

  it('shows the server msg as a notification and resets the form', async () => {
    fetchMock.mockResolvedValue(reply(200, { code: 0, msg: '发布成功' }));
    const user = userEvent.setup();
    const ui = renderForm();
    await user.type(ui.need, '代理记账');
    await user.type(ui.phone, '19900138000');
    await user.click(ui.agreement);
    await user.click(ui.submit);
    expect(await screen.findByText('发布成功')).toBeInTheDocument();
    expect(ui.need).toHaveValue('');
    expect(ui.phone).toHaveValue('');
    expect(ui.agreement).not.toBeChecked();
  });

  it('keeps the inputs when the call fails', async () => {
    fetchMock.mockResolvedValue(reply(502, { code: 502, msg: '服务暂时不可用，请稍后再试' }));
    const user = userEvent.setup();
    const ui = renderForm();
    await user.type(ui.need, '代理记账');
    await user.type(ui.phone, '19900138000');
    await user.click(ui.agreement);
    await user.click(ui.submit);
    expect(await screen.findByText('服务暂时不可用，请稍后再试')).toBeInTheDocument();
    expect(ui.need).toHaveValue('代理记账');
    expect(ui.phone).toHaveValue('19900138000');
    expect(ui.agreement).toBeChecked();
  });
});
