import { describe, expect, it } from 'vitest';
import { ReplyMemo } from './reply-memo';

describe('ReplyMemo', () => {
  it('returns the text kept for the same route and the same bytes only', () => {
    const memo = new ReplyMemo();
    memo.set('getNav', '{"code":0}', { text: 'out', code: 0 });
    expect(memo.get('getNav', '{"code":0}')).toEqual({ text: 'out', code: 0 });
    expect(memo.get('getNav', '{"code":0} ')).toBeUndefined();
    expect(memo.get('getBottom', '{"code":0}')).toBeUndefined();
  });

  it('never keeps a reply larger than the entry limit', () => {
    const memo = new ReplyMemo(1024, 10);
    memo.set('r', 'x'.repeat(11), { text: 'out', code: 0 });
    expect(memo.size).toBe(0);
    expect(memo.get('r', 'x'.repeat(11))).toBeUndefined();
  });

  it('evicts the oldest entries to stay within its byte budget', () => {
    // Each entry: key "r\0" + 8 chars = 10, value 10 chars → 2 × 20 = 40 bytes.
    const memo = new ReplyMemo(100, 64);
    for (let i = 0; i < 5; i++) memo.set('r', `body-00${i}`, { text: `text-0000${i}`, code: 0 });
    expect(memo.size).toBe(2);
    expect(memo.get('r', 'body-000')).toBeUndefined();
    expect(memo.get('r', 'body-004')?.text).toBe('text-00004');
  });
});
