/**
 * Chinese UI strings of 个人中心 (`/user`): the page's frame, 我的关注 and 动态提醒. The section
 * names are with their ids in `features/user-center/model/tabs.ts`; the change kinds' names are
 * the contracts' `CHANGE_KIND_NAMES`.
 */
export const userCenterText = {
  tabsLabel: '个人中心栏目',
  greeting: (name: string) => `${name}，欢迎回来`,
  loginTitle: '登录后查看个人中心',
  loginHint: '关注的企业、动态提醒、搜索历史与导出记录都保存在您的账号中，登录后即可查看。',
  login: '登录',
  noSections: '个人中心暂无可用栏目',
} as const;

export const watchesText = {
  empty: '还没有关注的企业，去搜索',
  emptyHint: '在企业详情页点击“关注”，企业的变更会出现在动态提醒中。',
  searchLink: '去搜索企业',
  caption: '我关注的企业',
  company: '企业名称',
  status: '登记状态',
  latestChange: '最近变更',
  watchedAt: '关注时间',
  actions: '操作',
  noChange: '暂无变更',
  unwatch: '取消关注',
  unwatchLabel: (name: string) => `取消关注${name}`,
  unwatching: '正在取消…',
  vipLink: '升级会员',
  total: (n: string) => `共关注 ${n} 家企业`,
} as const;

export const alertsText = {
  empty: '暂无动态提醒',
  emptyHint: '关注企业后，企业名称、状态、股东等信息发生变更时会在这里提醒您。',
  watchesLink: '查看我的关注',
  searchLink: '去搜索企业',
  caption: '所关注企业的变更提醒',
  company: '企业',
  change: '变更内容',
  beforeAfter: '变更前 → 变更后',
  date: '变更日期',
  source: '来源',
  unread: '未读',
  read: '已读',
  markAll: '全部已读',
  marking: '正在标记…',
  summary: (total: string, unread: string) => `共 ${total} 条提醒，${unread} 条未读`,
  newRecord: '新增',
} as const;
