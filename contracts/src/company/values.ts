/**
 * Values of the company calls the page shows and sends: statuses, sorts and the founding-year range.
 * Zod-free, so the browser can use them without loading the schemas (the BFF validates every
 * reply; the page's first load carries no zod).
 */

/** Registration status as the business register writes it. */
export const COMPANY_STATUSES = ['在业', '存续', '迁出', '注销', '吊销'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** Sort orders of the company list; relevance is the default. */
export const COMPANY_SORTS = [
  'relevance',
  'capital_desc',
  'capital_asc',
  'found_desc',
  'found_asc',
] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

/**
 * Full pages of results the company search has read past the page it answers whenever it says its
 * count is an estimate (when fewer follow, it has seen the last result and the count is exact).
 * The list's pager offers no page beyond these: an estimate may be too high, and a page it
 * promised must not turn out empty.
 */
export const ESTIMATE_PAGES_AHEAD = 2;

/** Founding years a filter may name. */
export const YEAR_MIN = 1949;
export const YEAR_MAX = 2100;
