import {
  COMPANY_SORTS,
  COMPANY_STATUSES,
  YEAR_MAX,
  YEAR_MIN,
  type CompanySort,
  type CompanyStatus,
} from '@ysy/contracts/company/values';
import { isRecord } from '@ysy/contracts/common/is-record';
import { pageToCall } from '@ysy/contracts/common/pagination';
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
    // Any page from 2: one past the end is shown as such (with links back), not dropped.
    page: wholeParam(params.page, 2, Number.MAX_SAFE_INTEGER),
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

/**
 * The companySearch call's query for a search (keyword required: callers check it first). A page
 * deeper than the API serves asks for a page it serves (pageToCall): the list then says the
 * page is past the end instead of the call being refused.
 */
export function companySearchQueryOf(search: ListSearch & { keyword: string }) {
  return compact({
    keyword: search.keyword,
    page: pageToCall(search.page ?? 1),
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
