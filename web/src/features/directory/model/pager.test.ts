import { MAX_PAGE, PAGE_SIZE } from '@ysy/contracts/common/pagination';
import { describe, expect, it } from 'vitest';
import { jumpTarget, offeredPages, pagerItems, pagerPages } from './pager';

describe('pagerPages', () => {
  it('offers every page that holds rows', () => {
    expect(pagerPages(0)).toEqual({ pages: 1, capped: false });
    expect(pagerPages(45)).toEqual({ pages: 5, capped: false });
    expect(pagerPages(MAX_PAGE * PAGE_SIZE)).toEqual({ pages: MAX_PAGE, capped: false });
  });

  it('stops at the deepest page the API serves, and says rows lie beyond', () => {
    // A register of 20,000 rows: pages 1,001–2,000 would answer 页码过大.
    expect(pagerPages(20_000)).toEqual({ pages: MAX_PAGE, capped: true });
    expect(pagerPages(MAX_PAGE * PAGE_SIZE + 1)).toEqual({ pages: MAX_PAGE, capped: true });
  });
});

describe('pagerItems', () => {
  it('shows the ends, the neighbours of the current page and gaps', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, null, 5]);
    expect(pagerItems(50, 4000)).toEqual([1, null, 48, 49, 50, 51, 52, null, 4000]);
    expect(pagerItems(4000, 4000)).toEqual([1, null, 3998, 3999, 4000]);
  });

  it('shows only pages that exist for a page past the end', () => {
    expect(pagerItems(99_999, 5)).toEqual([1, null, 5]);
    expect(pagerItems(6, 5)).toEqual([1, null, 4, 5]);
  });
});

describe('jumpTarget', () => {
  it('goes to a page typed as a whole number', () => {
    expect(jumpTarget('3', 5)).toBe(3);
    expect(jumpTarget(' 5 ', 5)).toBe(5);
  });

  it('takes a page past the end as the last page, and 0 as the first', () => {
    expect(jumpTarget('6', 5)).toBe(5);
    expect(jumpTarget('1205', MAX_PAGE)).toBe(MAX_PAGE);
    expect(jumpTarget('99999', 5)).toBe(5);
    expect(jumpTarget('0', 5)).toBe(1);
  });

  it('goes nowhere for what is not a whole number', () => {
    for (const typed of ['', ' ', 'abc', '1.5', '-2', '2e3'])
      expect(jumpTarget(typed, 5)).toBe(undefined);
  });
});

describe('offeredPages', () => {
  it('offers every served page of an exact count', () => {
    expect(offeredPages(175, false, 1)).toEqual({ pages: 18, more: false, capped: false });
    expect(offeredPages(0, false, 1)).toEqual({ pages: 1, more: false, capped: false });
  });

  it('offers no page of an estimate past the two the reply has seen to hold results', () => {
    // 约 210 on page 1: pages 2 and 3 are known to hold results, page 21 is not.
    expect(offeredPages(210, true, 1)).toEqual({ pages: 3, more: true, capped: false });
    expect(offeredPages(210, true, 19)).toEqual({ pages: 21, more: false, capped: false });
    expect(offeredPages(41_000, true, 50)).toEqual({ pages: 52, more: true, capped: false });
    expect(offeredPages(41_000, true, 999)).toEqual({ pages: 1000, more: false, capped: true });
  });
});
