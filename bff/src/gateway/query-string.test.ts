import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string';

describe('toQueryString', () => {
  it('encodes the validated fields and leaves out absent ones', () => {
    expect(toQueryString({ keyword: '科技 a&b', page: 2, user_id: undefined })).toBe(
      'keyword=%E7%A7%91%E6%8A%80%20a%26b&page=2',
    );
    expect(toQueryString({ ids: [1, 2] })).toBe('ids=1&ids=2');
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({ nested: { a: 1 } })).toBe('');
  });
});
