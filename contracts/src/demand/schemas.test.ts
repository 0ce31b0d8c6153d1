import { describe, expect, it } from 'vitest';
import { messages } from '../common/messages';
import { issuesOf, messageOf } from '../common/zod-errors';
import { DemandBodySchema } from './schemas';

function firstMessage(body: unknown): string | undefined {
  const parsed = DemandBodySchema.safeParse(body);
  return parsed.success ? undefined : messageOf(parsed.error);
}

describe('publish-need body: first broken rule gives its message', () => {
  it.each([
    ['both empty', { need: '', phone: '' }, '请输入发布需求和手机号'],
    ['both blank', { need: '  ', phone: ' ' }, '请输入发布需求和手机号'],
    ['both missing', {}, '请输入发布需求和手机号'],
    ['need empty', { need: '', phone: '13800138000' }, '需要内容不能为空'],
    ['need missing', { phone: '13800138000' }, '需要内容不能为空'],
    ['phone empty', { need: '注册公司', phone: '' }, '手机号不能为空'],
    ['phone missing', { need: '注册公司' }, '手机号不能为空'],
    ['bad phone: too short', { need: '注册公司', phone: '1380013800' }, '手机号码格式不正确'],
    ['bad phone: prefix 16', { need: '注册公司', phone: '16800138000' }, '手机号码格式不正确'],
    ['bad phone: prefix 198', { need: '注册公司', phone: '19800138000' }, '手机号码格式不正确'],
    [
      'need too long',
      { need: '一二三四五六七八九十一二三四五六', phone: '13800138000' },
      '内容太长',
    ],
    ['need too short', { need: '注', phone: '13800138000' }, messages.needTooShort],
  ])('%s → %s', (_name, body, message) => {
    expect(firstMessage(body)).toBe(message);
  });

  it.each([
    '13800138000',
    '14700000000',
    '15900000000',
    '17700000000',
    '18800000000',
    '19900000000',
  ])('accepts phone %s', (phone) => {
    expect(DemandBodySchema.parse({ need: '代理记账', phone })).toEqual({
      need: '代理记账',
      phone,
    });
  });

  it('trims the need and accepts 2 and 15 characters', () => {
    expect(DemandBodySchema.parse({ need: '  注册 ', phone: '13800138000' }).need).toBe('注册');
    expect(
      DemandBodySchema.safeParse({ need: '一二三四五六七八九十一二三四五', phone: '13800138000' })
        .success,
    ).toBe(true);
  });

  it('rejects unknown fields', () => {
    const parsed = DemandBodySchema.safeParse({
      need: '注册公司',
      phone: '13800138000',
      admin: true,
    });
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(issuesOf(parsed.error)[0]?.message).toContain(messages.unknownField);
  });
});
