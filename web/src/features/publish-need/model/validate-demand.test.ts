import { describe, expect, it } from 'vitest';
import { messages } from '@ysy/contracts/common/messages';
import { validateDemand, type DemandInput, type DemandVariant } from './validate-demand';

const ok: DemandInput = { need: '公司注册', phone: '13800138000', agreed: true };

type Row = [string, Partial<DemandInput>, DemandVariant, string | null];

// One row per condition and variant, in the order the rules are checked
// (docs/behaviour.md#validation).
const rows: Row[] = [
  ['both empty', { need: '', phone: '' }, 'dialog', messages.needAndPhoneEmpty],
  ['both empty', { need: '', phone: '' }, 'footer', messages.needAndPhoneEmpty],
  ['both blank (spaces)', { need: '  ', phone: ' ' }, 'dialog', messages.needAndPhoneEmpty],
  ['need empty', { need: '' }, 'dialog', messages.needEmpty],
  ['need empty', { need: '' }, 'footer', messages.needEmpty],
  ['phone empty', { phone: '' }, 'dialog', messages.phoneEmpty],
  ['phone empty', { phone: '' }, 'footer', messages.phoneEmpty],
  [
    'need too long (16)',
    { need: '一二三四五六七八九十一二三四五六' },
    'footer',
    messages.needTooLong,
  ],
  [
    'need too long (16)',
    { need: '一二三四五六七八九十一二三四五六' },
    'dialog',
    messages.needTooLong,
  ],
  ['need 15 is fine', { need: '一二三四五六七八九十一二三四五' }, 'footer', null],
  ['need too short (1)', { need: '注' }, 'dialog', messages.needTooShort],
  ['need too short (1)', { need: '注' }, 'footer', messages.needTooShort],
  ['need 2 is fine', { need: '注册' }, 'dialog', null],
  ['bad phone: 10 digits', { phone: '1380013800' }, 'dialog', messages.phoneBadFormat],
  ['bad phone: 12 digits', { phone: '138001380001' }, 'footer', messages.phoneBadFormat],
  ['bad phone: prefix 16', { phone: '16800138000' }, 'dialog', messages.phoneBadFormat],
  ['bad phone: prefix 19 not 199', { phone: '19800138000' }, 'dialog', messages.phoneBadFormat],
  ['bad phone: prefix 12', { phone: '12800138000' }, 'footer', messages.phoneBadFormat],
  ['bad phone: letters', { phone: '1380013800a' }, 'footer', messages.phoneBadFormat],
  ['phone 199 prefix', { phone: '19900138000' }, 'dialog', null],
  ['phone 14 prefix', { phone: '14700138000' }, 'dialog', null],
  ['phone 15 prefix', { phone: '15000138000' }, 'footer', null],
  ['phone 17 prefix', { phone: '17700138000' }, 'footer', null],
  ['phone 18 prefix', { phone: '18600138000' }, 'footer', null],
  ['agreement missing (dialog)', { agreed: false }, 'dialog', messages.agreementMissingDialog],
  ['agreement missing (footer)', { agreed: false }, 'footer', messages.agreementMissingFooter],
  ['all fine', {}, 'dialog', null],
  ['all fine', {}, 'footer', null],
  // Order: an earlier rule wins over a later one.
  [
    'too long beats bad phone',
    { need: '一二三四五六七八九十一二三四五六', phone: '123' },
    'dialog',
    messages.needTooLong,
  ],
  ['bad phone beats agreement', { phone: '123', agreed: false }, 'dialog', messages.phoneBadFormat],
  ['need empty beats agreement', { need: '', agreed: false }, 'footer', messages.needEmpty],
];

describe('validateDemand', () => {
  it.each(rows)('%s (%s → %s)', (_name, patch, variant, expected) => {
    expect(validateDemand({ ...ok, ...patch }, variant)).toBe(expected);
  });

  it("quotes the product's validation texts exactly", () => {
    expect(messages.needAndPhoneEmpty).toBe('请输入发布需求和手机号');
    expect(messages.needEmpty).toBe('需要内容不能为空');
    expect(messages.phoneEmpty).toBe('手机号不能为空');
    expect(messages.phoneBadFormat).toBe('手机号码格式不正确');
    expect(messages.agreementMissingDialog).toBe('请先点击同意《隐私保护协议》');
    expect(messages.needTooLong).toBe('内容太长');
    expect(messages.agreementMissingFooter).toContain('易商云');
  });
});
