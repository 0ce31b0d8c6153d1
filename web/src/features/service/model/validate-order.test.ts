import { describe, expect, it } from 'vitest';
import { validateOrderContact } from './validate-order';

describe('validateOrderContact', () => {
  it.each([
    [{ contactName: '', phone: '13812345678' }, '* 请填写联系人姓名'],
    [{ contactName: '王', phone: '' }, '* 手机号不能为空'],
    [{ contactName: '王', phone: '12812345678' }, '* 手机号格式有误，请重新输入'],
    [{ contactName: '王', phone: '1381234567' }, '* 手机号格式有误，请重新输入'],
  ])('%o → %s', (form, message) => expect(validateOrderContact(form)).toBe(message));

  it('accepts a name and a mainland mobile number', () => {
    expect(validateOrderContact({ contactName: '王先生', phone: '19912345678' })).toBeNull();
  });
});
