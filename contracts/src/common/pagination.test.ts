import { describe, expect, it } from 'vitest';
import { PageSchema } from './envelope';
import { messages } from './messages';
import { isPastTheEnd, MAX_PAGE, PAGE_SIZE, pageToCall, pagesOf, servedPages } from './pagination';

describe('pagination', () => {
  it('counts the pages that hold rows, at least one', () => {
    expect(pagesOf(0)).toBe(1);
    expect(pagesOf(1)).toBe(1);
    expect(pagesOf(PAGE_SIZE)).toBe(1);
    expect(pagesOf(PAGE_SIZE + 1)).toBe(2);
  });

  it('offers no page deeper than the API serves', () => {
    expect(servedPages(45)).toBe(5);
    expect(servedPages(MAX_PAGE * PAGE_SIZE)).toBe(MAX_PAGE);
    // A register of 20,000 rows counts 2,000 pages; pages 1,001–2,000 would be refused.
    expect(servedPages(20_000)).toBe(MAX_PAGE);
    expect(PageSchema.safeParse(String(servedPages(20_000))).success).toBe(true);
    expect(PageSchema.safeParse(String(servedPages(20_000) + 1)).error?.issues[0]?.message).toBe(
      messages.pageTooLarge,
    );
  });

  it('calls a served page for any page the address names', () => {
    expect(pageToCall(1)).toBe(1);
    expect(pageToCall(MAX_PAGE)).toBe(MAX_PAGE);
    expect(pageToCall(MAX_PAGE + 1)).toBe(1);
    expect(pageToCall(99_999)).toBe(1);
    for (const page of [1, 7, MAX_PAGE, MAX_PAGE + 1, 99_999])
      expect(PageSchema.safeParse(String(pageToCall(page))).success).toBe(true);
  });

  it('knows a page past the last one offered', () => {
    expect(isPastTheEnd(5, 45)).toBe(false);
    expect(isPastTheEnd(6, 45)).toBe(true);
    expect(isPastTheEnd(MAX_PAGE, 20_000)).toBe(false);
    expect(isPastTheEnd(MAX_PAGE + 1, 20_000)).toBe(true);
    expect(isPastTheEnd(99_999, 45)).toBe(true);
    // No rows: the list is empty, not past its end.
    expect(isPastTheEnd(3, 0)).toBe(false);
  });
});
