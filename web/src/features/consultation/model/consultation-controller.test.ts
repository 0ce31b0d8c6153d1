import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/client';
import type { CallStatus } from './call-status';
import { createConsultationController, type ConsultationApi } from './consultation-controller';

const ringing: CallStatus = { code: 0, return: [], alert: false, disconnect: false };

function setup(statuses: CallStatus[] = []) {
  const queue = [...statuses];
  const api = {
    requestCode: vi.fn<ConsultationApi['requestCode']>(async () => ({
      code: 0,
      msg: '验证码已发送（演示环境验证码：123456）',
    })),
    startCall: vi.fn<ConsultationApi['startCall']>(async () => ({ code: 0, sessionId: 's-1' })),
    fetchStatus: vi.fn<ConsultationApi['fetchStatus']>(async () => queue.shift() ?? ringing),
  };
  const warn = vi.fn();
  const controller = createConsultationController(api, { warn });
  return { api, warn, controller, state: () => controller.getState() };
}

async function startCall(c: ReturnType<typeof setup>) {
  c.controller.setPhone('13800138000');
  c.controller.setCode('123456');
  await c.controller.start(7);
}

describe('consultation controller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  describe('SMS code', () => {
    it('asks for a valid phone before calling', async () => {
      const c = setup();
      await c.controller.requestCode();
      expect(c.state().phoneError).toBe('手机号不能为空');
      c.controller.setPhone('123');
      await c.controller.requestCode();
      expect(c.state().phoneError).toBe('手机号格式有误，请重新输入');
      expect(c.api.requestCode).not.toHaveBeenCalled();
    });

    it('clears the phone error as the number becomes right, then requests', async () => {
      const c = setup();
      c.controller.setPhone('138');
      c.controller.blurPhone();
      expect(c.state().phoneError).toBe('手机号格式有误，请重新输入');
      c.controller.setPhone('13800138000');
      expect(c.state().phoneError).toBeNull();
      await c.controller.requestCode();
      expect(c.api.requestCode).toHaveBeenCalledWith('13800138000');
    });

    it('shows the msg under the code field and counts down 60 s only after the reply', async () => {
      const c = setup();
      let resolve: (v: { code: number; msg: string }) => void = () => undefined;
      c.api.requestCode.mockImplementationOnce(() => new Promise((r) => (resolve = r)));
      c.controller.setPhone('13800138000');
      const pending = c.controller.requestCode();
      expect(c.state().countdown).toBeNull();
      expect(c.state().requestingCode).toBe(true);
      resolve({ code: 0, msg: '验证码已发送（演示环境验证码：654321）' });
      await pending;
      expect(c.state().codeTip).toEqual({
        text: '验证码已发送（演示环境验证码：654321）',
        tone: 'info',
      });
      expect(c.state().countdown).toBe(60);
      await c.controller.requestCode();
      expect(c.api.requestCode).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1000);
      expect(c.state().countdown).toBe(59);
      vi.advanceTimersByTime(59_000);
      expect(c.state().countdown).toBeNull();
    });

    it('shows a refusal msg and does not count down', async () => {
      const c = setup();
      c.api.requestCode.mockResolvedValueOnce({
        code: 1,
        msg: '验证码发送过于频繁，请 60 秒后再试',
      });
      c.controller.setPhone('13800138000');
      await c.controller.requestCode();
      expect(c.state().codeTip).toEqual({
        text: '验证码发送过于频繁，请 60 秒后再试',
        tone: 'error',
      });
      expect(c.state().countdown).toBeNull();
    });

    it('shows an unreachable service in Chinese', async () => {
      const c = setup();
      c.api.requestCode.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      c.controller.setPhone('13800138000');
      await c.controller.requestCode();
      expect(c.state().codeTip).toEqual({ text: '服务暂时无法连接，请稍后再试', tone: 'error' });
    });

    it('shows a failed call as an error and keeps the phone', async () => {
      const c = setup();
      c.api.requestCode.mockRejectedValueOnce(new ApiError(429, 429, '操作过于频繁，请稍后再试'));
      c.controller.setPhone('13800138000');
      await c.controller.requestCode();
      expect(c.state().codeTip).toEqual({ text: '操作过于频繁，请稍后再试', tone: 'error' });
      expect(c.state().phone).toBe('13800138000');
    });
  });

  describe('start', () => {
    it('needs a valid phone, then a code', async () => {
      const c = setup();
      await c.controller.start(7);
      expect(c.state().phoneError).toBe('手机号不能为空');
      expect(c.state().codeError).toBeNull();
      c.controller.setPhone('13800138000');
      await c.controller.start(7);
      expect(c.state().phoneError).toBeNull();
      expect(c.state().codeError).toBe('验证码不能为空');
      expect(c.api.startCall).not.toHaveBeenCalled();
    });

    it.each([422, 1])('code %i puts the msg under the code field', async (code) => {
      const c = setup();
      c.api.startCall.mockResolvedValueOnce({ code, msg: '验证码错误' });
      await startCall(c);
      expect(c.state().step).toBe(1);
      expect(c.state().codeTip).toEqual({ text: '验证码错误', tone: 'error' });
    });

    it('code 0 → step 2 正在呼叫中... and polls every 3000 ms', async () => {
      const c = setup();
      await startCall(c);
      expect(c.api.startCall).toHaveBeenCalledWith({ phone: '13800138000', code: '123456', id: 7 });
      expect(c.state().step).toBe(2);
      expect(c.state().statusText).toBe('正在呼叫中...');
      await vi.advanceTimersByTimeAsync(2999);
      expect(c.api.fetchStatus).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(c.api.fetchStatus).toHaveBeenCalledTimes(1);
      expect(c.api.fetchStatus).toHaveBeenCalledWith('s-1');
      await vi.advanceTimersByTimeAsync(3000);
      expect(c.api.fetchStatus).toHaveBeenCalledTimes(2);
      expect(c.state().statusText).toBe('正在呼叫中...');
    });
  });

  describe('status polling', () => {
    it('busy stops polling at step 2', async () => {
      const c = setup([ringing, { code: 0, return: [0], alert: false, disconnect: 'disconnect' }]);
      await startCall(c);
      await vi.advanceTimersByTimeAsync(6000);
      expect(c.state().step).toBe(2);
      expect(c.state().statusText).toBe('当前顾问正忙，您可以咨询其他顾问或者稍后再试！');
      await vi.advanceTimersByTimeAsync(30_000);
      expect(c.api.fetchStatus).toHaveBeenCalledTimes(2);
    });

    it('ended stops polling at step 2', async () => {
      const c = setup([{ code: 0, return: [1], alert: false, disconnect: 'disconnect' }]);
      await startCall(c);
      await vi.advanceTimersByTimeAsync(3000);
      expect(c.state().statusText).toBe('呼叫结束');
      await vi.advanceTimersByTimeAsync(30_000);
      expect(c.api.fetchStatus).toHaveBeenCalledTimes(1);
    });

    it('answer → step 3 while polling goes on; hang-up after answer → success, polling stops', async () => {
      const c = setup([
        ringing,
        { code: 0, return: [], alert: 'answer', disconnect: false },
        { code: 0, return: [], alert: 'answer', disconnect: false },
        { code: 0, return: [1], alert: 'answer', disconnect: 'disconnect' },
      ]);
      await startCall(c);
      await vi.advanceTimersByTimeAsync(6000);
      expect(c.state().step).toBe(3);
      expect(c.state().statusText).toBe('电话已接通，咨询中...');
      expect(c.state().success).toBe(false);
      await vi.advanceTimersByTimeAsync(6000);
      expect(c.state().success).toBe(true);
      expect(c.state().step).toBe(3);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(c.api.fetchStatus).toHaveBeenCalledTimes(4);
    });

    it('a status code other than 0 shows nothing and is only logged', async () => {
      const c = setup([{ code: 5, return: [0], alert: false, disconnect: 'disconnect' }]);
      await startCall(c);
      await vi.advanceTimersByTimeAsync(3000);
      expect(c.state().statusText).toBe('正在呼叫中...');
      expect(c.warn).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(3000);
      expect(c.api.fetchStatus).toHaveBeenCalledTimes(2);
    });

    it('does not stack requests while one is in flight', async () => {
      const c = setup();
      c.api.fetchStatus.mockImplementation(() => new Promise(() => undefined));
      await startCall(c);
      await vi.advanceTimersByTimeAsync(12_000);
      expect(c.api.fetchStatus).toHaveBeenCalledTimes(1);
    });
  });

  describe('close', () => {
    it('resets everything, stops polling and the countdown, restores the code button after 500 ms', async () => {
      const c = setup();
      c.controller.setPhone('13800138000');
      await c.controller.requestCode();
      c.controller.setCode('123456');
      await c.controller.start(7);
      vi.advanceTimersByTime(5000);
      expect(c.state().countdown).toBe(55);
      c.controller.close();
      expect(c.state()).toMatchObject({
        step: 1,
        statusText: '',
        phone: '',
        code: '',
        phoneError: null,
        codeError: null,
        codeTip: null,
        success: false,
      });
      expect(c.state().countdown).toBe(55);
      await vi.advanceTimersByTimeAsync(499);
      expect(c.state().countdown).toBe(55);
      await vi.advanceTimersByTimeAsync(1);
      expect(c.state().countdown).toBeNull();
      const polls = c.api.fetchStatus.mock.calls.length;
      await vi.advanceTimersByTimeAsync(60_000);
      expect(c.api.fetchStatus).toHaveBeenCalledTimes(polls);
      expect(c.state().countdown).toBeNull();
    });

    it('drops a reply that arrives after the close', async () => {
      const c = setup();
      let resolve: (v: { code: number; sessionId: string }) => void = () => undefined;
      c.api.startCall.mockImplementationOnce(() => new Promise((r) => (resolve = r)));
      c.controller.setPhone('13800138000');
      c.controller.setCode('123456');
      const pending = c.controller.start(7);
      c.controller.close();
      resolve({ code: 0, sessionId: 's-2' });
      await pending;
      expect(c.state().step).toBe(1);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(c.api.fetchStatus).not.toHaveBeenCalled();
    });
  });

  it('notifies subscribers', () => {
    const c = setup();
    const listener = vi.fn();
    const off = c.controller.subscribe(listener);
    c.controller.setPhone('1');
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    c.controller.setPhone('12');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
