import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallStatus } from '../model/call-status';
import type { ConsultationApi } from '../model/consultation-controller';
import { ConsultationDialog } from './consultation-dialog';

const ringing: CallStatus = { code: 0, return: [], alert: false, disconnect: false };

function fakeApi(statuses: CallStatus[]) {
  const queue = [...statuses];
  return {
    requestCode: vi.fn<ConsultationApi['requestCode']>(async () => ({
      code: 0,
      msg: '验证码已发送（演示环境验证码：246810）',
    })),
    startCall: vi.fn<ConsultationApi['startCall']>(async () => ({ code: 0, sessionId: 'call-1' })),
    fetchStatus: vi.fn<ConsultationApi['fetchStatus']>(async () => queue.shift() ?? ringing),
  };
}

function Harness({ api }: { api: ConsultationApi }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        免费电话咨询
      </button>
      <ConsultationDialog open={open} serviceId={2} api={api} onClose={() => setOpen(false)} />
    </>
  );
}

async function tick(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function renderDialog(statuses: CallStatus[] = []) {
  const api = fakeApi(statuses);
  render(<Harness api={api} />);
  const dialog = () => within(screen.getByRole('dialog', { name: '免费电话咨询' }));
  return {
    api,
    dialog,
    phone: () => dialog().getByPlaceholderText('请输入手机号码'),
    code: () => dialog().getByPlaceholderText('请输入验证码'),
    codeButton: () => dialog().getByRole('button', { name: /获取短信验证码|\d+s/ }),
    start: () => dialog().getByRole('button', { name: '开始免费咨询' }),
  };
}

async function fillAndStart(ui: ReturnType<typeof renderDialog>) {
  fireEvent.change(ui.phone(), { target: { value: '13800138009' } });
  fireEvent.change(ui.code(), { target: { value: '246810' } });
  fireEvent.click(ui.start());
  await tick(0);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ConsultationDialog', () => {
  it('shows step 1 at 640px with the three steps, inputs, buttons and the note', () => {
    const ui = renderDialog();
    expect(screen.getByRole('dialog', { name: '免费电话咨询' })).toHaveStyle({ width: '640px' });
    const steps = ui.dialog().getByRole('list', { name: '咨询进度' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1输入手机号', '2您接听顾问来电', '3咨询服务事项']);
    expect(within(steps).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    expect(within(steps).getAllByRole('listitem')[0]).toHaveStyle({ width: '200px' });
    expect(ui.phone()).toBeInTheDocument();
    expect(ui.code()).toBeInTheDocument();
    expect(ui.dialog().getByRole('button', { name: '获取短信验证码' })).toBeEnabled();
    expect(ui.start()).toBeInTheDocument();
    expect(ui.dialog().getByText('本次通话完全免费，您的号码将严格保密')).toBeInTheDocument();
  });

  it('shows validation errors in red with a "* " prefix', async () => {
    const ui = renderDialog();
    fireEvent.click(ui.start());
    await tick(0);
    expect(ui.dialog().getByText('* 手机号不能为空')).toBeInTheDocument();
    fireEvent.change(ui.phone(), { target: { value: '12345678901' } });
    fireEvent.click(ui.dialog().getByRole('button', { name: '获取短信验证码' }));
    await tick(0);
    expect(ui.dialog().getByText('* 手机号格式有误，请重新输入')).toBeInTheDocument();
    fireEvent.change(ui.phone(), { target: { value: '13800138000' } });
    expect(ui.dialog().queryByText('* 手机号格式有误，请重新输入')).not.toBeInTheDocument();
    fireEvent.click(ui.start());
    await tick(0);
    expect(ui.dialog().getByText('* 验证码不能为空')).toBeInTheDocument();
    expect(ui.api.requestCode).not.toHaveBeenCalled();
    expect(ui.api.startCall).not.toHaveBeenCalled();
  });

  it('shows the SMS msg under the code field and counts the button down from 60s', async () => {
    const ui = renderDialog();
    fireEvent.change(ui.phone(), { target: { value: '13800138000' } });
    fireEvent.click(ui.dialog().getByRole('button', { name: '获取短信验证码' }));
    await tick(0);
    expect(ui.api.requestCode).toHaveBeenCalledWith('13800138000');
    expect(ui.dialog().getByText('验证码已发送（演示环境验证码：246810）')).toBeInTheDocument();
    expect(ui.codeButton()).toHaveTextContent('60s');
    expect(ui.codeButton()).toBeDisabled();
    await tick(1000);
    expect(ui.codeButton()).toHaveTextContent('59s');
    await tick(59_000);
    expect(ui.codeButton()).toHaveTextContent('获取短信验证码');
    expect(ui.codeButton()).toBeEnabled();
  });

  it('runs a call to success: calling, connected, then the large green icon', async () => {
    const ui = renderDialog([
      ringing,
      { code: 0, return: [], alert: 'answer', disconnect: false },
      { code: 0, return: [1], alert: 'answer', disconnect: 'disconnect' },
    ]);
    await fillAndStart(ui);
    expect(ui.api.startCall).toHaveBeenCalledWith({ phone: '13800138009', code: '246810', id: 2 });
    expect(ui.dialog().getByRole('status')).toHaveTextContent('正在呼叫中...');
    expect(
      within(ui.dialog().getByRole('list', { name: '咨询进度' })).getAllByRole('listitem')[1],
    ).toHaveAttribute('aria-current', 'step');
    await tick(6000);
    expect(ui.dialog().getByRole('status')).toHaveTextContent('电话已接通，咨询中...');
    await tick(3000);
    expect(ui.dialog().getByRole('img', { name: '通话已完成' })).toBeInTheDocument();
    await tick(30_000);
    expect(ui.api.fetchStatus).toHaveBeenCalledTimes(3);
  });

  it('ends an answered call with what happens next and a 完成 button that closes the dialog', async () => {
    const ui = renderDialog([{ code: 0, return: [1], alert: 'answer', disconnect: 'disconnect' }]);
    await fillAndStart(ui);
    await tick(3000);
    const status = ui.dialog().getByRole('status');
    expect(status).toHaveTextContent('通话已结束，感谢您的咨询');
    expect(status).toHaveTextContent('顾问会在 1 个工作日内回拨本次号码');
    fireEvent.click(within(status).getByRole('button', { name: '完成' }));
    expect(screen.queryByRole('dialog', { name: '免费电话咨询' })).not.toBeInTheDocument();
  });

  it('shows 当前顾问正忙… when busy and 呼叫结束 when the call ended', async () => {
    const busy = renderDialog([{ code: 0, return: [0], alert: false, disconnect: 'disconnect' }]);
    await fillAndStart(busy);
    await tick(3000);
    expect(busy.dialog().getByRole('status')).toHaveTextContent(
      '当前顾问正忙，您可以咨询其他顾问或者稍后再试！',
    );
    cleanup();
    const ended = renderDialog([{ code: 0, return: [1], alert: false, disconnect: 'disconnect' }]);
    await fillAndStart(ended);
    await tick(3000);
    expect(ended.dialog().getByRole('status')).toHaveTextContent('呼叫结束');
  });

  it('puts a start refusal (code 422) under the code field', async () => {
    const ui = renderDialog();
    ui.api.startCall.mockResolvedValueOnce({ code: 422, msg: '验证码错误或已过期' });
    await fillAndStart(ui);
    expect(ui.dialog().getByText('* 验证码错误或已过期')).toBeInTheDocument();
  });

  it('closing resets to step 1, stops polling, and restores the code button after 500 ms', async () => {
    const ui = renderDialog();
    fireEvent.change(ui.phone(), { target: { value: '13800138000' } });
    fireEvent.click(ui.dialog().getByRole('button', { name: '获取短信验证码' }));
    await tick(0);
    await fillAndStart(ui);
    await tick(3000);
    fireEvent.click(ui.dialog().getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const polls = ui.api.fetchStatus.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: '免费电话咨询' }));
    expect(ui.phone()).toHaveValue('');
    expect(ui.code()).toHaveValue('');
    expect(ui.dialog().queryByText(/验证码已发送/)).not.toBeInTheDocument();
    expect(ui.codeButton()).toBeDisabled();
    await tick(500);
    expect(ui.codeButton()).toHaveTextContent('获取短信验证码');
    expect(ui.codeButton()).toBeEnabled();
    await tick(30_000);
    expect(ui.api.fetchStatus).toHaveBeenCalledTimes(polls);
  });
});
