import { describe, expect, it } from 'vitest';
import { messageOf } from '../common/zod-errors';
import { messages } from '../common/messages';
import {
  FreePhoneQuerySchema,
  FreePhoneReplySchema,
  FreePhoneStatusReplySchema,
  GetPhoneCodeQuerySchema,
} from './schemas';
import { SERVICES, serviceById, serviceIdByName } from './services';

function messageFor(
  schema: typeof FreePhoneQuerySchema | typeof GetPhoneCodeQuerySchema,
  query: unknown,
) {
  const parsed = schema.safeParse(query);
  return parsed.success ? undefined : messageOf(parsed.error);
}

describe('consultation phone: 1, then 3–9, 11 digits', () => {
  it.each([
    ['empty', '', '手机号不能为空'],
    ['missing', undefined, '手机号不能为空'],
    ['second digit 2', '12345678901', '手机号格式有误，请重新输入'],
    ['ten digits', '1391234567', '手机号格式有误，请重新输入'],
    ['letters', '1391234567a', '手机号格式有误，请重新输入'],
  ])('%s → %s', (_name, phone, message) => {
    expect(messageFor(GetPhoneCodeQuerySchema, { phone })).toBe(message);
  });

  it('accepts 1, then 3–9, 11 digits (16x included, unlike publish need)', () => {
    for (const phone of ['13012345678', '16612345678', '19112345678']) {
      expect(GetPhoneCodeQuerySchema.safeParse({ phone }).success).toBe(true);
    }
  });
});

describe('free phone start', () => {
  const valid = { phone: '13912345678', code: '123456', id: '1' };

  it('coerces the service id and keeps the rest', () => {
    expect(FreePhoneQuerySchema.parse(valid)).toEqual({
      phone: '13912345678',
      code: '123456',
      id: 1,
    });
  });

  it.each([
    ['code empty', { ...valid, code: '' }, '验证码不能为空'],
    ['code missing', { phone: valid.phone, id: '1' }, '验证码不能为空'],
    ['code not 6 digits', { ...valid, code: '12345' }, messages.verifyCodeBadFormat],
    ['unknown service', { ...valid, id: '99' }, messages.serviceIdInvalid],
    ['service not a number', { ...valid, id: 'abc' }, messages.serviceIdInvalid],
    ['bad phone first', { ...valid, phone: '123', code: '' }, '手机号格式有误，请重新输入'],
  ])('%s → %s', (_name, query, message) => {
    expect(messageFor(FreePhoneQuerySchema, query)).toBe(message);
  });

  it('reads sessionId top-level on code 0 and msg on 422 / 1', () => {
    expect(FreePhoneReplySchema.parse({ code: 0, sessionId: 's1' })).toEqual({
      code: 0,
      sessionId: 's1',
    });
    expect(FreePhoneReplySchema.safeParse({ code: 0 }).success).toBe(false);
    expect(FreePhoneReplySchema.parse({ code: 422, msg: '验证码错误' })).toEqual({
      code: 422,
      msg: '验证码错误',
    });
    expect(FreePhoneReplySchema.safeParse({ code: 1 }).success).toBe(false);
  });
});

describe('free phone status', () => {
  it('takes return, alert and disconnect top-level', () => {
    const busy = { code: 0, return: [0], alert: false, disconnect: 'disconnect' };
    expect(FreePhoneStatusReplySchema.parse(busy)).toEqual(busy);
    expect(
      FreePhoneStatusReplySchema.safeParse({ code: 0, return: [], alert: true, disconnect: false })
        .success,
    ).toBe(false);
    expect(FreePhoneStatusReplySchema.safeParse({ code: 500 }).success).toBe(true);
  });
});

describe('services', () => {
  it('lists the eleven services the product sells with unique ids', () => {
    expect(SERVICES.map((service) => service.name)).toEqual([
      '公司注册',
      '代理记账',
      '银行开户',
      '公司注销',
      '商标注册',
      '专利申请',
      '软件著作权',
      '作品著作权',
      '财税服务',
      '企业查询',
      'VIP会员',
    ]);
    expect(new Set(SERVICES.map((service) => service.id)).size).toBe(11);
    expect(serviceById(2)?.name).toBe('代理记账');
    expect(serviceIdByName('VIP会员')).toBe(11);
    expect(serviceById(0)).toBeUndefined();
  });
});
