/**
 * The texts of a company's 关注 button, its 变更记录 section and the top bar's unread badge. The
 * kind names of a change come from the contracts (`CHANGE_KIND_NAMES`), the limit messages from
 * the server's reply.
 */
export const watchText = {
  watch: '关注',
  watching: '已关注',
  watchedToast: '已关注该企业',
  unwatchedToast: '已取消关注',
  upgrade: '升级会员',
  loginFirst: '请先登录，登录后将自动关注该企业',
} as const;

export const changesText = {
  title: '变更记录',
  date: '变更日期',
  kind: '变更事项',
  before: '变更前',
  after: '变更后',
  source: '来源',
  /** A new record (a trademark, an annual report) has nothing before it. */
  noBefore: '—',
  empty: '暂无变更记录。关注该企业后，新的变更会出现在动态提醒中',
  loading: '正在加载变更记录…',
  failed: '变更记录加载失败',
  retry: '重试',
} as const;

export const unreadText = {
  /** Appended to the account button's name: `用户菜单：张三，3 条未读`. */
  accountSuffix: (n: number) => `，${n} 条未读`,
  /** The account menu's item leading to 动态提醒. */
  menuItem: (n: number) => `动态提醒（${n} 条未读）`,
  /** More than 99 shows as 99+ in the badge; the accessible name keeps the number. */
  badge: (n: number) => (n > 99 ? '99+' : String(n)),
} as const;
