import { isRecord } from '@ysy/contracts/common/is-record';
import { pageToCall } from '@ysy/contracts/common/pagination';
import { textParam, wholeParam } from '../../../shared/routing/search-values';

/**
 * A register list's URL state: keyword, page and (for one company's records) its eid. Values
 * that do not parse are dropped; page 1 is left out of the URL.
 */
export type RegisterSearch = {
  keyword?: string | undefined;
  page?: number | undefined;
  eid?: string | undefined;
};

/** The register pages that list records: each reads its search from its own route. */
export type RegisterListPath =
  | '/einquery'
  | '/einlist'
  | '/reportquery'
  | '/reportlist'
  | '/trademarkone'
  | '/footerpatent'
  | '/footerpatentlist'
  | '/enterprisepatentlist'
  | '/softwarecopyright'
  | '/softwarecopyrightlist'
  | '/workwork'
  | '/workworklist'
  | '/enterpriselogo'
  | '/enterpriselogolist'
  | '/brand';

/** The details pages of the registers with an item call by numeric id. */
export type RegisterDetailsPath =
  | '/footerpatentdetails/$id'
  | '/softwarecopyrightdetails/$id'
  | '/workworkdetails/$id'
  | '/enterpriselogodetails/$id'
  | '/branddetails/$id';

export function parseRegisterSearch(raw: unknown): RegisterSearch {
  const params = isRecord(raw) ? raw : {};
  // Every key, `undefined` when invalid: the router lays this over the raw params, so a key left
  // out would keep its raw value.
  return {
    keyword: textParam(params.keyword, 50) || undefined,
    // Any page from 2: one past the end is shown as such (with links back), not dropped.
    page: wholeParam(params.page, 2, Number.MAX_SAFE_INTEGER),
    eid: textParam(params.eid, 64, 1),
  };
}
/**
 * The lookup call's query: page 1 by default, empty values left out; a page deeper than the API
 * serves asks for one it serves (pageToCall), and the list says the page is past the end.
 */
export function registerQueryOf(search: RegisterSearch): {
  keyword?: string;
  page: number;
  eid?: string;
} {
  return {
    page: pageToCall(search.page ?? 1),
    ...(search.keyword ? { keyword: search.keyword } : {}),
    ...(search.eid ? { eid: search.eid } : {}),
  };
}
