import { describe, expect, it } from 'vitest';
import {
  canRequestCode,
  formatError,
  validateConsultCode,
  validateConsultPhone,
  validateConsultSubmit,
} from './validate-phone-code';

describe('validateConsultPhone: empty, then 1 + 3–9 + 9 digits', () => {
  it.each([
    ['', '手机号不能为空'],
    ['   ', '手机号不能为空'],
    ['12800138000', '手机号格式有误，请重新输入'],
    ['10800138000', '手机号格式有误，请重新输入'],
    ['23800138000', '手机号格式有误，请重新输入'],
    ['1380013800', '手机号格式有误，请重新输入'],
    ['138001380001', '手机号格式有误，请重新输入'],
    ['1380013800x', '手机号格式有误，请重新输入'],
    ['13800138000', null],
    ['16600138000', null],
    ['19800138000', null],
  ])('%j → %s', (phone, expected) => {
    expect(validateConsultPhone(phone)).toBe(expected);
  });
});

describe('validateConsultSubmit', () => {
  it.each([
    [
      { phone: '', code: '' },
      { phone: '手机号不能为空', code: null },
    ],
    [
      { phone: '123', code: '' },
      { phone: '手机号格式有误，请重新输入', code: null },
    ],
    [
      { phone: '13800138000', code: '' },
      { phone: null, code: '验证码不能为空' },
    ],
    [
      { phone: '13800138000', code: '  ' },
      { phone: null, code: '验证码不能为空' },
    ],
    [
      { phone: '13800138000', code: '123456' },
      { phone: null, code: null },
    ],
  ])('%j → %j', (form, expected) => {
    expect(validateConsultSubmit(form)).toEqual(expected);
  });

  it('judges the code alone', () => {
    expect(validateConsultCode('')).toBe('验证码不能为空');
    expect(validateConsultCode('1')).toBeNull();
  });
});

describe('canRequestCode', () => {
  it('needs a valid phone and no current phone error', () => {
    expect(canRequestCode('13800138000', null)).toBe(true);
    expect(canRequestCode('13800138000', '手机号格式有误，请重新输入')).toBe(false);
    expect(canRequestCode('123', null)).toBe(false);
    expect(canRequestCode('', null)).toBe(false);
  });
});

it('prefixes errors with "* "', () => {
  expect(formatError('验证码不能为空')).toBe('* 验证码不能为空');
});
