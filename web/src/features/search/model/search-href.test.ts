import { describe, expect, it } from 'vitest';
import { searchHref } from './search-href';

describe('searchHref', () => {
  it('always carries the keyword, encoded', () => {
    expect(searchHref('/einlist', '腾讯')).toBe('/einlist?keyword=%E8%85%BE%E8%AE%AF');
    expect(searchHref('/company/3', ' a&b ')).toBe('/list?keyword=a%26b');
  });

  it('does nothing for a blank keyword', () => {
    expect(searchHref('/', '')).toBeNull();
    expect(searchHref('/', '   ')).toBeNull();
  });
});
