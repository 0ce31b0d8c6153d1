/** The user's own page (个人中心). */
export const USER_PAGE_PATH = '/user';

/**
 * Where the user menu's 个人中心 leads: the user's own page when the router has it, else
 * nowhere — the item is then left out, because under that name any other page would mislead.
 */
export function userPageHref(routesByPath: object): string | undefined {
  return Object.hasOwn(routesByPath, USER_PAGE_PATH) ? USER_PAGE_PATH : undefined;
}
