import { describe, expect, it } from 'vitest';
import { isSuccess } from '../common/is-success';
import { messageOf } from '../common/zod-errors';
import { messages } from '../common/messages';
import {
  LOGIN_OK,
  LOGIN_VERIFY,
  WxLoginCallbackQuerySchema,
  WxLoginCallbackReplySchema,
  WxLoginCallbackUpstreamReplySchema,
  wxLoginCallback,
} from './schemas';

const user = { id: 1, nickname: '小易', name: '李娜', avatar: '/a.svg' };
const imAccount = { im_accid: 'u1', im_token: 'imsecret', im_icon: '/a.svg', im_openid: 'o1' };

describe('login callback', () => {
  it('needs code and state', () => {
    const missing = WxLoginCallbackQuerySchema.safeParse({ state: 's' });
    expect(missing.success || messageOf(missing.error)).toBe(messages.loginCodeEmpty);
    const empty = WxLoginCallbackQuerySchema.safeParse({ code: 'c', state: '' });
    expect(empty.success || messageOf(empty.error)).toBe(messages.loginStateEmpty);
  });

  it('upstream reply carries the token (code 0 and code 2) and requires it', () => {
    const ok = {
      code: 0,
      data: { userInfo: user, theLatestUserInfo: user, imAccount, token: 'secret' },
    };
    const parsed = WxLoginCallbackUpstreamReplySchema.parse(ok);
    expect(isSuccess(parsed, LOGIN_OK) && parsed.data.token).toBe('secret');
    const verify = WxLoginCallbackUpstreamReplySchema.parse({
      code: 2,
      data: { openid: 'o', unid: 'u', token: 'v' },
    });
    expect(isSuccess(verify, LOGIN_VERIFY) && verify.data.token).toBe('v');
    const { token: _token, ...withoutToken } = ok.data;
    expect(
      WxLoginCallbackUpstreamReplySchema.safeParse({ code: 0, data: withoutToken }).success,
    ).toBe(false);
    expect(wxLoginCallback.upstreamReply).toBe(WxLoginCallbackUpstreamReplySchema);
  });

  it('browser reply has no token: parsing an upstream reply strips it and the chat token', () => {
    const ok = {
      code: 0,
      data: { userInfo: user, theLatestUserInfo: user, imAccount, token: 'secret' },
    };
    const browser = WxLoginCallbackReplySchema.parse(ok);
    expect(JSON.stringify(browser)).not.toContain('secret');
    const { im_token: _chatToken, ...browserImAccount } = imAccount;
    expect(browser).toEqual({
      code: 0,
      data: { userInfo: user, theLatestUserInfo: user, imAccount: browserImAccount },
    });
    const verify = WxLoginCallbackReplySchema.parse({
      code: 2,
      data: { openid: 'o', unid: 'u', token: 'v' },
    });
    expect(verify).toEqual({ code: 2, data: { openid: 'o', unid: 'u' } });
    // A failure carries exactly code and msg: whatever else came with it is not forwarded.
    expect(
      JSON.stringify(
        WxLoginCallbackReplySchema.parse({ code: 5, msg: '登录失败', data: { token: 'x' } }),
      ),
    ).toBe(JSON.stringify({ code: 5, msg: '登录失败' }));
  });

  it('failure replies need a msg and cannot claim a success code', () => {
    expect(WxLoginCallbackReplySchema.safeParse({ code: 5, msg: '登录失败' }).success).toBe(true);
    expect(WxLoginCallbackReplySchema.safeParse({ code: 5 }).success).toBe(false);
    expect(WxLoginCallbackReplySchema.safeParse({ code: 2, msg: 'x' }).success).toBe(false);
  });
});
