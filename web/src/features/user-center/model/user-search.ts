import { isUserTabId, type UserTabId } from './tabs';

/**
 * The search params of `/user`: the section shown and the page of its list. A type, not an
 * interface, so it is a `Record<string, unknown>` where links take search params.
 */
export type UserSearch = {
  tab?: UserTabId;
  page?: number;
};

/** A page number as the URL may write it (`2`, `"2"`); anything else is page 1 (left out). */
function pageOf(raw: unknown): number | undefined {
  const n = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 1 ? n : undefined;
}

/**
 * `/user`'s search as the route validates it: a tab id it does not know is dropped (the page then
 * shows 我的关注), and so is a page that is not a whole number above 1.
 */
export function parseUserSearch(raw: Record<string, unknown>): UserSearch {
  const search: UserSearch = {};
  if (isUserTabId(raw.tab)) search.tab = raw.tab;
  const page = pageOf(raw.page);
  if (page !== undefined) search.page = page;
  return search;
}

/** The search of a tab's page `page` (page 1 is left out of the URL). */
export function userSearchOf(tab: UserTabId, page = 1): UserSearch {
  return page > 1 ? { tab, page } : { tab };
}
