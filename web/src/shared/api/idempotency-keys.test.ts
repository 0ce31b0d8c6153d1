import { describe, expect, it } from 'vitest';
import { writeKeys } from './idempotency-keys';

describe('writeKeys', () => {
  it('keeps a key per content and lets an answer for an older key leave the held one', () => {
    let n = 0;
    const keys = writeKeys(() => `key-${++n}`);
    expect(keys.keyFor('a')).toBe('key-1');
    expect(keys.keyFor('a')).toBe('key-1');
    expect(keys.keyFor('b')).toBe('key-2');
    keys.answered('key-1');
    expect(keys.keyFor('b')).toBe('key-2');
    keys.answered('key-2');
    expect(keys.keyFor('b')).toBe('key-3');
  });
});
