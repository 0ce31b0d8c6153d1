import { endpoints } from '@ysy/contracts/endpoints';
import { companySearchPath, type SearchQuery } from '../proxy/queries';
import { pastedCodeQueries } from '../search/pasted-codes';

/**
 * What a crowd of visitors asks, in the proportions of a visit: pages drawn on the server (the
 * home page, a result list), the calls every page makes (navigation, footer), company searches
 * with varied keywords (common and rare words, a person, a filter, a pasted credit code, a
 * filter that matches nothing), the search box's suggestions, and the favicon.
 */

const suggest = (keyword: string) =>
  `${endpoints.companySuggest.bffPath}?${new URLSearchParams({ keyword }).toString()}`;
const list = (keyword: string) => `/list?${new URLSearchParams({ keyword }).toString()}`;
const search = (keyword: string, filter?: Record<string, string>, page = 1) =>
  companySearchPath({ kind: 'two-char', keyword, page, ...(filter ? { filter } : {}) });

/** The mix, given a pasted-code query and an empty-filter query read from the database. */
export function visitorMix(pasted: readonly SearchQuery[]): string[] {
  const code = pasted.find((query) => query.kind === 'code');
  const empty = pasted.find((query) => query.kind === 'empty-filter');
  return [
    '/',
    endpoints.getNav.bffPath,
    endpoints.getBottom.bffPath,
    search('科技'),
    suggest('科技'),
    list('科技'),
    endpoints.getNav.bffPath,
    search('网络科技', { province: '广东省' }),
    '/favicon.svg',
    search('王伟'),
    suggest('深圳'),
    ...(code ? [companySearchPath(code)] : []),
    endpoints.getBottom.bffPath,
    search('饕餮'),
    list('北京'),
    ...(empty ? [companySearchPath(empty)] : []),
    search('北京', { sort: 'capital_desc' }, 2),
    suggest('网络'),
  ];
}

/** The mix for the instance at `baseUrl` (its codes are read from its own database). */
export async function readVisitorMix(baseUrl: string): Promise<string[]> {
  const { queries } = await pastedCodeQueries(baseUrl, 2);
  return visitorMix(queries);
}
