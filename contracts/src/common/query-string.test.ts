import { describe, expect, it } from 'vitest';
import { withQuery } from './query-string';

describe('withQuery', () => {
  it('keeps the key order, encodes as URLSearchParams does and repeats array keys', () => {
    expect(withQuery('/api/x', { keyword: '科技 公司', page: 1, tag: ['a', 'b'] })).toBe(
      '/api/x?keyword=%E7%A7%91%E6%8A%80+%E5%85%AC%E5%8F%B8&page=1&tag=a&tag=b',
    );
  });

  it('leaves out undefined and null values, and the ? when nothing is left', () => {
    expect(withQuery('/api/x', { a: undefined, b: null })).toBe('/api/x');
    expect(withQuery('/api/x', { a: undefined, b: 0 })).toBe('/api/x?b=0');
    expect(withQuery('/api/x')).toBe('/api/x');
  });
});
