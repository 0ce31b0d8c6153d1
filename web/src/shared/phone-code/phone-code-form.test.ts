import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStateStore } from '../state/state-store';
import {
  CODE_BUTTON_RESET_MS,
  createPhoneCodeForm,
  emptyPhoneCode,
  type PhoneCodeState,
  type RequestCode,
} from './phone-code-form';

function setup(sendCode: RequestCode = async () => ({ code: 0, msg: '验证码已发送' })) {
  const store = createStateStore<PhoneCodeState>(emptyPhoneCode);
  const send = vi.fn(sendCode);
  const form = createPhoneCodeForm(store, send);
  return { form, send, state: () => store.getState() };
}

describe('phone and SMS code form', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a code only for a valid phone, then counts down from 60', async () => {
    const f = setup();
    f.form.setPhone('1380013');
    await f.form.requestCode();
    expect(f.send).not.toHaveBeenCalled();
    expect(f.state().phoneError).toBe('手机号格式有误，请重新输入');
    f.form.setPhone(' 13800138000 ');
    await f.form.requestCode();
    expect(f.send).toHaveBeenCalledWith('13800138000');
    expect(f.state()).toMatchObject({
      phoneError: null,
      countdown: 60,
      codeTip: { text: '验证码已发送', tone: 'info' },
    });
  });

  it('shows a refusal under the code field and keeps the button', async () => {
    const f = setup(async () => ({ code: 429, msg: '请稍后再试' }));
    f.form.setPhone('13800138000');
    await f.form.requestCode();
    expect(f.state()).toMatchObject({
      countdown: null,
      codeTip: { text: '请稍后再试', tone: 'error' },
    });
  });

  it('judges a submit phone first, then the code', () => {
    const f = setup();
    expect(f.form.checkSubmit()).toBe(false);
    expect(f.state()).toMatchObject({ phoneError: '手机号不能为空', codeError: null });
    f.form.setPhone('13800138000');
    expect(f.form.checkSubmit()).toBe(false);
    expect(f.state()).toMatchObject({ phoneError: null, codeError: '验证码不能为空' });
    f.form.setCode('123456');
    expect(f.form.checkSubmit()).toBe(true);
  });

  it('clears the fields and drops a reply that arrives after the clear', async () => {
    let resolve: (reply: { code: number; msg: string }) => void = () => undefined;
    const f = setup(() => new Promise((r) => (resolve = r)));
    f.form.setPhone('13800138000');
    const pending = f.form.requestCode();
    f.form.clear();
    resolve({ code: 0, msg: '验证码已发送' });
    await pending;
    expect(f.state()).toEqual(emptyPhoneCode);
    expect(f.send).toHaveBeenCalledTimes(1);
  });

  it('keeps a running countdown on screen until the reset delay after a clear', async () => {
    const f = setup();
    f.form.setPhone('13800138000');
    await f.form.requestCode();
    vi.advanceTimersByTime(3000);
    f.form.clear();
    expect(f.state()).toMatchObject({ phone: '', codeTip: null, countdown: 57 });
    vi.advanceTimersByTime(CODE_BUTTON_RESET_MS);
    expect(f.state().countdown).toBeNull();
  });
});
