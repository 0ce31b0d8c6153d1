import { describe, expect, it } from 'vitest';
import { ReplyMemo, digestOf } from './reply-memo';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('ReplyMemo', () => {
  it('returns the entry kept for the same route and the same bytes only', () => {
    const memo = new ReplyMemo();
    const entry = { payload: bytes('out'), etag: '"e"', code: 0 };
    memo.set('getNav', digestOf(bytes('{"code":0}')), entry);
    expect(memo.get('getNav', digestOf(bytes('{"code":0}')))).toBe(entry);
    expect(memo.get('getNav', digestOf(bytes('{"code":0} ')))).toBeUndefined();
    expect(memo.get('getBottom', digestOf(bytes('{"code":0}')))).toBeUndefined();
  });

  it('never keeps a reply larger than the entry limit', () => {
    const memo = new ReplyMemo(1024, 10);
    expect(memo.fits(11)).toBe(false);
    memo.set('r', digestOf(bytes('x')), {
      payload: bytes('x'.repeat(11)),
      etag: undefined,
      code: undefined,
    });
    expect(memo.size).toBe(0);
  });

  it('evicts the oldest entries to stay within its byte budget', () => {
    // Each entry: key "r\0" + 43-character digest = 45 units → 90 bytes, payload 10 bytes.
    const memo = new ReplyMemo(250, 64);
    for (let i = 0; i < 5; i++) {
      memo.set('r', digestOf(bytes(`body-00${i}`)), {
        payload: bytes(`text-0000${i}`),
        etag: undefined,
        code: undefined,
      });
    }
    expect(memo.size).toBe(2);
    expect(memo.get('r', digestOf(bytes('body-000')))).toBeUndefined();
    expect(memo.get('r', digestOf(bytes('body-004')))?.payload.toString()).toBe('text-00004');
  });

  it('digests are SHA-256 in base64url', () => {
    expect(digestOf(bytes('abc'))).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
  });
});
