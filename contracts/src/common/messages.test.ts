import { describe, expect, it } from 'vitest';
import { messages } from './messages';

describe('messages', () => {
  it("quotes the product's validation texts exactly", () => {
    expect(messages).toMatchObject({
      needAndPhoneEmpty: '请输入发布需求和手机号',
      needEmpty: '需要内容不能为空',
      phoneEmpty: '手机号不能为空',
      phoneBadFormat: '手机号码格式不正确',
      agreementMissingDialog: '请先点击同意《隐私保护协议》',
      needTooLong: '内容太长',
      consultPhoneBadFormat: '手机号格式有误，请重新输入',
      verifyCodeEmpty: '验证码不能为空',
      chatMessageEmpty: '消息不能为空',
      noData: '没有数据',
    });
    expect(messages.agreementMissingFooter).toContain('易商云');
  });

  it('has every message in Chinese and none twice', () => {
    const texts = Object.values(messages);
    for (const text of texts) expect(text).toMatch(/\p{Script=Han}/u);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
