import { describe, expect, it } from 'vitest';
import { invoiceText } from './invoice-text';

describe('invoiceText', () => {
  it('writes the four invoice lines in the order invoice forms use', () => {
    expect(
      invoiceText({
        name: '深圳市云帆网络科技有限公司',
        tax_id: '91440300MA5D1234XY',
        address: '深圳市南山区科技园1号',
        phone: '13800138000',
        bank: '招商银行深圳南山支行',
        bank_account: '7559123456789012',
      }),
    ).toBe(
      [
        '名称：深圳市云帆网络科技有限公司',
        '税号：91440300MA5D1234XY',
        '地址电话：深圳市南山区科技园1号 13800138000',
        '开户行及账号：招商银行深圳南山支行 7559123456789012',
      ].join('\n'),
    );
  });
});
