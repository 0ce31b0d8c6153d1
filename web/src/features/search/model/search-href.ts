import { normalizeKeyword, searchTarget } from './search-target';

/** The href a search for `raw` from `pathname` goes to, or null for a blank keyword. */
export function searchHref(pathname: string, raw: string): string | null {
  const keyword = normalizeKeyword(raw);
  if (keyword === null) return null;
  return `${searchTarget(pathname)}?${new URLSearchParams({ keyword }).toString()}`;
}
