import { describe, expect, it } from 'vitest';
import { stringifySearch, parseSearch } from '../../../shared/routing/search-params';
import {
  companySearchQueryOf,
  hasFilters,
  offeredPages,
  pagerItems,
  parseListSearch,
  withFilters,
  withoutFilters,
  withPage,
  withSort,
} from './list-search';

describe('list search in the URL', () => {
  it('overrides every invalid raw param, as the router lays the result over the raw params', () => {
    const raw = parseSearch('?keyword=%20科技%20&page=abc&sort=relevance&yuan=0&status=x&foo=1');
    expect({ ...raw, ...parseListSearch(raw) }).toEqual({ keyword: '科技', foo: '1' });
  });

  it('parses the params of a shared URL into typed filters', () => {
    const search = parseListSearch(
      parseSearch(
        '?keyword=科技&page=3&province=广东省&yuan=2&status=存续&year_from=2010&year_to=2020&sort=capital_desc',
      ),
    );
    expect(search).toEqual({
      keyword: '科技',
      page: 3,
      province: '广东省',
      yuan: 2,
      status: '存续',
      year_from: 2010,
      year_to: 2020,
      sort: 'capital_desc',
    });
  });

  it('drops values that do not parse and leaves defaults out', () => {
    expect(parseListSearch(parseSearch('?keyword=云&page=abc&yuan=-1&status=开心&sort=x'))).toEqual(
      {
        keyword: '云',
      },
    );
    expect(parseListSearch(parseSearch('?keyword=云&page=1&sort=relevance'))).toEqual({
      keyword: '云',
    });
  });

  it('puts an inverted year range in order', () => {
    const search = parseListSearch({ keyword: '云', year_from: '2020', year_to: '2010' });
    expect([search.year_from, search.year_to]).toEqual([2010, 2020]);
  });

  it('goes back to page 1 when a filter or the sort changes, and round-trips through the URL', () => {
    const search = parseListSearch({ keyword: '科技', page: '4' });
    const filtered = withFilters(search, { province: '北京市' });
    expect(filtered).toEqual({ keyword: '科技', province: '北京市' });
    expect(stringifySearch(filtered)).toBe(
      `?keyword=${encodeURIComponent('科技')}&province=${encodeURIComponent('北京市')}`,
    );
    expect(parseListSearch(parseSearch(stringifySearch(filtered)))).toEqual(filtered);
    expect(withSort({ ...filtered, page: 3 }, 'found_desc')).toEqual({
      ...filtered,
      sort: 'found_desc',
    });
    expect(withSort({ ...filtered, sort: 'found_desc' }, 'relevance')).toEqual(filtered);
  });

  it('clears a filter with undefined and all filters at once', () => {
    const search = { keyword: '云', province: '北京市', status: '在业' as const, page: 2 };
    expect(withFilters(search, { province: undefined })).toEqual({ keyword: '云', status: '在业' });
    expect(withoutFilters(search)).toEqual({ keyword: '云' });
    expect(hasFilters(search)).toBe(true);
    expect(hasFilters(withoutFilters(search))).toBe(false);
  });

  it('keeps the page when paging and builds the call query with page 1 by default', () => {
    expect(withPage({ keyword: '云' }, 2)).toEqual({ keyword: '云', page: 2 });
    expect(withPage({ keyword: '云', page: 2 }, 1)).toEqual({ keyword: '云' });
    expect(companySearchQueryOf({ keyword: '云', yuan: 3 })).toEqual({
      keyword: '云',
      page: 1,
      yuan: 3,
    });
  });
});

describe('pagerItems', () => {
  it('shows the ends, the neighbours of the current page and gaps', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, null, 5]);
    expect(pagerItems(50, 4000)).toEqual([1, null, 48, 49, 50, 51, 52, null, 4000]);
    expect(pagerItems(4000, 4000)).toEqual([1, null, 3998, 3999, 4000]);
  });
});

describe('offeredPages', () => {
  it('offers every page of an exact count', () => {
    expect(offeredPages(175, false, 1, 10)).toEqual({ pages: 18, more: false });
    expect(offeredPages(0, false, 1, 10)).toEqual({ pages: 1, more: false });
  });

  it('offers no page of an estimate past the two the reply has seen to hold results', () => {
    // 约 210 on page 1: pages 2 and 3 are known to hold results, page 21 is not.
    expect(offeredPages(210, true, 1, 10)).toEqual({ pages: 3, more: true });
    expect(offeredPages(210, true, 19, 10)).toEqual({ pages: 21, more: false });
    expect(offeredPages(41_000, true, 50, 10)).toEqual({ pages: 52, more: true });
  });
});
