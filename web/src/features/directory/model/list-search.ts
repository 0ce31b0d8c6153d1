import {
  COMPANY_SORTS,
  COMPANY_STATUSES,
  ESTIMATE_PAGES_AHEAD,
  YEAR_MAX,
  YEAR_MIN,
  type CompanySort,
  type CompanyStatus,
} from '@ysy/contracts/company/values';
import { isRecord } from '@ysy/contracts/common/is-record';
import { oneOfParam, textParam, wholeParam } from '../../../shared/routing/search-values';

/**
 * The company list's URL state: keyword, filters, sort and page all live in the search params,
 * so a result page can be shared and reloaded and Back undoes a filter. A value that does not
 * parse (an edited URL) is dropped rather than failing the page. Defaults are left out of the
 * URL (page 1, relevance, no filter).
 */
export type ListSearch = {
  keyword?: string | undefined;
  page?: number | undefined;
  province?: string | undefined;
  yuan?: number | undefined;
  status?: CompanyStatus | undefined;
  year_from?: number | undefined;
  year_to?: number | undefined;
  sort?: CompanySort | undefined;
};

export interface ListFilters {
  province?: string | undefined;
  yuan?: number | undefined;
  status?: CompanyStatus | undefined;
  year_from?: number | undefined;
  year_to?: number | undefined;
}

/**
 * Parses raw search params; an inverted year range is put in order. Every param of the list is
 * in the result, `undefined` when absent or invalid: the router lays the result over the raw
 * params, so a key left out would keep its raw value (`?page=abc` reached the call as "abc").
 */
export function parseListSearch(raw: unknown): ListSearch {
  const params = isRecord(raw) ? raw : {};
  const search: ListSearch = {
    keyword: textParam(params.keyword, 50) || undefined,
    page: wholeParam(params.page, 2, 100_000),
    province: textParam(params.province, 20, 1),
    yuan: wholeParam(params.yuan, 1, 100),
    status: oneOfParam(params.status, COMPANY_STATUSES),
    year_from: wholeParam(params.year_from, YEAR_MIN, YEAR_MAX),
    year_to: wholeParam(params.year_to, YEAR_MIN, YEAR_MAX),
    sort: oneOfParam(params.sort, COMPANY_SORTS),
  };
  if (search.sort === 'relevance') search.sort = undefined;
  if (
    search.year_from !== undefined &&
    search.year_to !== undefined &&
    search.year_from > search.year_to
  ) {
    [search.year_from, search.year_to] = [search.year_to, search.year_from];
  }
  return search;
}

/** Drops undefined keys, so equal searches compare and serialise equal. */
function compact(search: ListSearch): ListSearch {
  return Object.fromEntries(
    Object.entries(search).filter(([, value]) => value !== undefined),
  ) as ListSearch;
}

/** A filter change starts again at page 1 (the old page may not exist in the new results). */
export function withFilters(search: ListSearch, patch: Partial<ListFilters>): ListSearch {
  return compact({ ...search, ...patch, page: undefined });
}

export function withSort(search: ListSearch, sort: CompanySort): ListSearch {
  return compact({ ...search, sort: sort === 'relevance' ? undefined : sort, page: undefined });
}

export function withPage(search: ListSearch, page: number): ListSearch {
  return compact({ ...search, page: page <= 1 ? undefined : page });
}

/** The search with every filter removed (keyword and sort stay). */
export function withoutFilters(search: ListSearch): ListSearch {
  return compact({ keyword: search.keyword, sort: search.sort });
}

export function hasFilters(search: ListSearch): boolean {
  return (
    search.province !== undefined ||
    search.yuan !== undefined ||
    search.status !== undefined ||
    search.year_from !== undefined ||
    search.year_to !== undefined
  );
}

/** The companySearch call's query for a search (keyword required: callers check it first). */
export function companySearchQueryOf(search: ListSearch & { keyword: string }) {
  return compact({
    keyword: search.keyword,
    page: search.page ?? 1,
    province: search.province,
    yuan: search.yuan,
    status: search.status,
    year_from: search.year_from,
    year_to: search.year_to,
    sort: search.sort,
  } as ListSearch) as {
    keyword: string;
    page: number;
  } & ListFilters & { sort?: CompanySort };
}

/** Page count for `total` results of `pageSize` each (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The pages the list's pager offers for `total` results (`estimated`: the count is an estimate)
 * on page `page`, and whether more lie beyond them. An exact count offers every page. An estimate
 * may be too high, so it offers no page past the ones the search has seen to hold results: the
 * reply of an estimated count has read ESTIMATE_PAGES_AHEAD full pages past this one.
 */
export function offeredPages(
  total: number,
  estimated: boolean,
  page: number,
  pageSize: number,
): { pages: number; more: boolean } {
  const counted = pageCount(total, pageSize);
  if (!estimated) return { pages: counted, more: false };
  const pages = Math.min(counted, page + ESTIMATE_PAGES_AHEAD);
  return { pages, more: counted > pages };
}

/**
 * The page numbers a pager shows around `page`: the first, the last, two either side of the
 * current one, and `null` where numbers are skipped (rendered as …).
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
