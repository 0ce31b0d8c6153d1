/**
 * Where the top bar's search goes from the current page (docs/behaviour.md#search): a lookup list
 * or its details page searches that lookup again; every other page searches companies.
 */
const contexts: ReadonlyArray<{ target: string; from: readonly string[] }> = [
  { target: '/einlist', from: ['einlist', 'eindetails'] },
  { target: '/reportlist', from: ['reportlist', 'declarationyears'] },
  { target: '/enterpriselogolist', from: ['enterpriselogolist', 'enterpriselogodetails'] },
  { target: '/footerpatentlist', from: ['footerpatentlist', 'footerpatentdetails'] },
  { target: '/softwarecopyrightlist', from: ['softwarecopyrightlist', 'softwarecopyrightdetails'] },
  { target: '/workworklist', from: ['workworklist', 'workworkdetails'] },
];

export const DEFAULT_SEARCH_TARGET = '/list';

/** The list path a search from `pathname` lands on. */
export function searchTarget(pathname: string): string {
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  return contexts.find((context) => context.from.includes(first))?.target ?? DEFAULT_SEARCH_TARGET;
}

/** Trimmed keyword, or null when there is nothing to search for (an empty keyword does nothing). */
export function normalizeKeyword(raw: string): string | null {
  const keyword = raw.trim();
  return keyword === '' ? null : keyword;
}
