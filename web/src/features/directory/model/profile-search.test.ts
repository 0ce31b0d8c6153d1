import { describe, expect, it } from 'vitest';
import { parseProfileSearch, profileSearchOf } from './profile-search';

describe("the profile's search params", () => {
  it('keep a 变更记录 page from 2, and drop anything else', () => {
    expect(parseProfileSearch({ changes: '3' })).toEqual({ changes: 3 });
    expect(parseProfileSearch({ changes: '1' })).toEqual({});
    expect(parseProfileSearch({ changes: 'x', code: 'c' })).toEqual({});
  });

  it('write page 1 as the plain URL', () => {
    expect(profileSearchOf(1)).toEqual({});
    expect(profileSearchOf(2)).toEqual({ changes: 2 });
  });
});
