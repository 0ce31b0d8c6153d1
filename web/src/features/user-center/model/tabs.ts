/**
 * The sections of 个人中心, in the order the page lists them, each at `/user?tab=<id>`. The ids
 * are part of the page's URLs (bookmarks, links from other pages): never rename one.
 */
export const USER_TABS = [
  { id: 'watches', label: '我的关注' },
  { id: 'alerts', label: '动态提醒' },
  { id: 'history', label: '搜索历史' },
  { id: 'exports', label: '导出记录' },
  { id: 'orders', label: '我的订单' },
  { id: 'needs', label: '我的需求' },
  { id: 'benefits', label: '会员权益' },
] as const;

export type UserTab = (typeof USER_TABS)[number];
export type UserTabId = UserTab['id'];

/** The section `/user` opens on without a `tab` (or with one it does not know). */
export const DEFAULT_USER_TAB: UserTabId = 'watches';

export function isUserTabId(value: unknown): value is UserTabId {
  return USER_TABS.some((tab) => tab.id === value);
}

/**
 * The tabs the page offers: those with a panel, in the order of {@link USER_TABS}. A section
 * still being built has no panel and is left out, so no tab leads to an empty page.
 */
export function shownTabs(hasPanel: (id: UserTabId) => boolean): UserTab[] {
  return USER_TABS.filter((tab) => hasPanel(tab.id));
}

/**
 * The tab to show for the URL's `tab`: that one when it is shown, else the default when shown,
 * else the first shown; undefined when no tab has a panel.
 */
export function activeTab(
  wanted: UserTabId | undefined,
  shown: readonly UserTab[],
): UserTab | undefined {
  return (
    shown.find((tab) => tab.id === wanted) ??
    shown.find((tab) => tab.id === DEFAULT_USER_TAB) ??
    shown[0]
  );
}
