import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './search-params';

describe('search params', () => {
  it('parses every value as a string', () => {
    expect(parseSearch('?keyword=123&page=2&flag=true')).toEqual({
      keyword: '123',
      page: '2',
      flag: 'true',
    });
    expect(parseSearch('keyword=%E7%A7%91%E6%8A%80')).toEqual({ keyword: '科技' });
    expect(parseSearch('')).toEqual({});
  });

  it('stringifies without JSON quoting and drops empty values', () => {
    expect(stringifySearch({ keyword: '123', page: 2, x: undefined, y: null })).toBe(
      '?keyword=123&page=2',
    );
    expect(stringifySearch({})).toBe('');
    expect(stringifySearch({ keyword: '深圳 科技' })).toBe(
      '?keyword=%E6%B7%B1%E5%9C%B3+%E7%A7%91%E6%8A%80',
    );
  });

  it('round-trips', () => {
    const search = { keyword: '腾讯', state: 'abc' };
    expect(parseSearch(stringifySearch(search))).toEqual(search);
  });
});
