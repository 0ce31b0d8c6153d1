/**
 * How every paged list (the company search and the lookups) is cut into pages, once for the
 * server that serves the pages and for the pagers that offer them.
 */

/** Rows per page of every paged list. */
export const PAGE_SIZE = 10;

/**
 * The deepest page a list serves. A page is read with OFFSET, so its cost grows with its depth
 * (the database reads and drops every row before it): on the 200,000–1,000,000-row registers a
 * page 1,000 already reads 10,000 rows. Nobody pages that far to find something; a narrower
 * keyword does it, and the pager says so when it stops here.
 */
export const MAX_PAGE = 1000;

/** Pages of `total` rows, as many as hold rows (at least 1). */
export function pagesOf(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** The pages a pager offers for `total` rows: every page that holds rows, up to MAX_PAGE. */
export function servedPages(total: number): number {
  return Math.min(pagesOf(total), MAX_PAGE);
}

/**
 * The page a list call asks for when the visitor's address names `page`. A page deeper than
 * MAX_PAGE is past the end whatever the count, so the call asks for page 1: it is served, cheap
 * (often cached), and its count tells the page where the real last page is.
 */
export function pageToCall(page: number): number {
  return page > MAX_PAGE ? 1 : page;
}

/** Whether `page` lies past the last page a pager offers for `total` rows (and there are rows). */
export function isPastTheEnd(page: number, total: number): boolean {
  return total > 0 && page > servedPages(total);
}
