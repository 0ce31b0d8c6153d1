/**
 * Chinese UI strings of 个人中心 (`/user`): the page's frame, 我的关注 and 动态提醒. The section
 * names are with their ids in `features/user-center/model/tabs.ts`; the change kinds' names are
 * the contracts' `CHANGE_KIND_NAMES`, and failures show the server's own `msg`.
 */
export const userCenterText = {
  tabsLabel: '个人中心栏目',
  loginTitle: '登录后查看个人中心',
  loginHint: '关注的企业、动态提醒、搜索历史与导出记录都保存在您的账号中，登录后即可查看。',
  login: '登录',
  noSections: '个人中心暂无可用栏目',
  newRecord: '新增',
  /** Read out in place of the arrow between a change's before and after. */
  changedTo: '变更为',
  vipLink: '升级会员',
} as const;

export const watchesText = {
  emptyLead: '还没有关注的企业，',
  emptyLink: '去搜索',
  emptyHint: '在企业详情页点击“关注”，企业信息变更时会在动态提醒中通知您。',
  caption: '我关注的企业',
  company: '企业名称',
  status: '登记状态',
  latestChange: '最近变更',
  changedOn: '变更日期',
  actions: '操作',
  noChange: '暂无变更',
  unwatch: '取消关注',
  unwatchLabel: (name: string) => `取消关注${name}`,
  unwatching: '正在取消…',
  unwatched: (name: string) => `已取消关注${name}`,
  total: (n: string) => `共关注 ${n} 家企业`,
} as const;

export const alertsText = {
  emptyLead: '还没有动态提醒，',
  emptyLink: '去关注企业',
  emptyHint: '关注企业后，企业的名称、状态、法定代表人、股东等信息一旦变更，都会在这里提醒您。',
  watchesLink: '查看我的关注',
  listLabel: '动态提醒列表',
  unread: '未读',
  markAll: '全部已读',
  marking: '正在标记…',
  summary: (total: string) => `共 ${total} 条提醒`,
  changedOn: (date: string) => `变更日期 ${date}`,
  source: (source: string) => `来源：${source}`,
} as const;
