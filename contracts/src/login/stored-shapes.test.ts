import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BrowserImAccountSchema, UserInfoSchema, VerifyInfoSchema } from './schemas';
import { asBrowserImAccount, asUserInfo, asVerifyInfo } from './stored-shapes';

/** What the schema makes of a value: its output (unknown keys stripped), or null. */
const viaSchema = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const user = {
  id: 7,
  nickname: '小易',
  name: '李娜',
  avatar: '/uploads/avatars/7.svg',
  vip_level: 1,
};
const odd: unknown[] = [null, undefined, 'user', 7, [], {}, [user]];

describe('stored-shape readers agree with the login schemas', () => {
  it('asUserInfo ≡ UserInfoSchema', () => {
    const candidates: unknown[] = [
      ...odd,
      user,
      { ...user, extra: 'kept out', token: 'secret' },
      { nickname: '小易', name: '', avatar: '' },
      { ...user, id: undefined, vip_level: undefined },
      { ...user, id: 7.5 },
      { ...user, id: '7' },
      { ...user, vip_level: -1 },
      { ...user, vip_level: 2.5 },
      { ...user, vip_level: null },
      { ...user, nickname: null },
      { ...user, name: 1 },
      { nickname: '小易', name: '李娜' },
    ];
    for (const value of candidates) {
      expect(asUserInfo(value), JSON.stringify(value)).toEqual(viaSchema(UserInfoSchema, value));
    }
  });

  it('asVerifyInfo ≡ VerifyInfoSchema', () => {
    const candidates: unknown[] = [
      ...odd,
      { openid: 'o1', unid: 'u1' },
      { openid: 'o1', unid: 'u1', token: 'never kept' },
      { openid: 'o1' },
      { openid: 1, unid: 'u1' },
    ];
    for (const value of candidates) {
      expect(asVerifyInfo(value), JSON.stringify(value)).toEqual(
        viaSchema(VerifyInfoSchema, value),
      );
    }
  });

  it('asBrowserImAccount ≡ BrowserImAccountSchema', () => {
    const account = { im_accid: 'a1', im_icon: '/i.png', im_openid: 'o1' };
    const candidates: unknown[] = [
      ...odd,
      account,
      { ...account, im_token: 'never kept' },
      { ...account, im_icon: undefined },
      { ...account, im_accid: 5 },
    ];
    for (const value of candidates) {
      expect(asBrowserImAccount(value), JSON.stringify(value)).toEqual(
        viaSchema(BrowserImAccountSchema, value),
      );
    }
  });
});
