import { pagesOf, servedPages } from '@ysy/contracts/common/pagination';
import { ESTIMATE_PAGES_AHEAD } from '@ysy/contracts/company/values';

/**
 * What a pager offers for `total` rows: the pages the API serves (every page that holds rows, up
 * to the deepest it serves), and whether rows lie beyond them (the pager then says to narrow
 * the search, since no page reaches them).
 */
export function pagerPages(total: number): { pages: number; capped: boolean } {
  const pages = servedPages(total);
  return { pages, capped: pagesOf(total) > pages };
}

/**
 * What the pager offers on `page` for `total` rows, `estimated` when the count is an estimate.
 * An exact count offers every served page. An estimate may be too high, so it offers no page past
 * those the search has seen to hold results (a reply with an estimated count has read
 * ESTIMATE_PAGES_AHEAD full pages past this one); `more` says pages may lie beyond (shown as …).
 */
export function offeredPages(
  total: number,
  estimated: boolean,
  page: number,
): { pages: number; more: boolean; capped: boolean } {
  const { pages: served, capped } = pagerPages(total);
  if (!estimated) return { pages: served, more: false, capped };
  const pages = Math.min(served, page + ESTIMATE_PAGES_AHEAD);
  return { pages, more: served > pages, capped: capped && pages === served };
}

/**
 * The page numbers a pager shows around `page`: the first, the last, two either side of the
 * current one, and `null` where numbers are skipped (rendered as …). A `page` past `pages` shows
 * only pages that exist.
 */
export function pagerItems(page: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2]);
  const items: (number | null)[] = [];
  let last = 0;
  for (const n of [...shown].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b)) {
    if (n - last > 1) items.push(null);
    items.push(n);
    last = n;
  }
  return items;
}

/**
 * The page the 跳至 box goes to for what was typed: a whole number, with a number past the last
 * page taken as the last page (the visitor wanted the end) and one below 1 as page 1; anything
 * else goes nowhere.
 */
export function jumpTarget(typed: string, pages: number): number | undefined {
  const text = typed.trim();
  if (!/^\d+$/.test(text)) return undefined;
  return Math.min(Math.max(Number(text), 1), pages);
}
