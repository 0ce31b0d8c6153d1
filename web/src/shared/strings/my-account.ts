/**
 * Chinese UI strings of 个人中心's 我的订单, 我的需求 and 会员权益 (with 下载我的数据 and
 * 注销账号). The limits' names and units are the contracts' `LIMIT_LABELS`, as on /vip.
 */
export const ordersText = {
  emptyLead: '还没有订单，',
  emptyLink: '去选购服务',
  emptyHint: '登录后在服务页提交的订单会保存在这里，顾问会尽快与您联系确认。',
  caption: '我提交的服务订单',
  orderNo: '订单号',
  service: '服务',
  total: '金额',
  status: '状态',
  createdAt: '提交时间',
  statuses: { received: '已提交，待顾问联系' },
  oneOff: '单次服务',
  months: (n: number) => `${n} 个月`,
  summary: (n: string) => `共 ${n} 个订单`,
} as const;

export const needsText = {
  emptyLead: '还没有发布过需求，',
  emptyAction: '发布需求',
  emptyHint: '登录后发布的需求会保存在这里，顾问会按您留下的电话回访。',
  caption: '我发布的需求',
  need: '需求内容',
  phone: '联系电话',
  createdAt: '发布时间',
  summary: (n: string) => `共 ${n} 条需求`,
} as const;

export const benefitsText = {
  level: (name: string) => `当前等级：${name}`,
  upgrade: '升级会员',
  upgradeHint: '升级会员可关注更多企业、导出更多数据、保存更多搜索历史。',
  caption: '会员权益与用量',
  benefit: '权益',
  allowed: '上限',
  used: '已用',
  usedNow: (n: string) => `${n}`,
  usedToday: (n: string) => `今日 ${n}`,
  perFile: '按单个文件计',
  notCounted: '—',
} as const;

export const accountDataText = {
  title: '账号与数据',
  downloadHint: '下载保存在易商云的全部个人数据：账号资料、关注、提醒、订单、需求等（JSON 文件）。',
  download: '下载我的数据',
  downloading: '正在准备…',
  downloaded: '已下载我的数据',
  fileName: (date: string) => `易商云-我的数据-${date}.json`,
  deleteHint:
    '注销后关注、提醒、搜索历史、导出记录、需求、与顾问的聊天记录和登录状态将被删除，且无法恢复。',
  delete: '注销账号',
  confirmTitle: '注销账号',
  confirmText:
    '注销后将删除您的关注、动态提醒、搜索历史、导出记录、发布的需求和与顾问的聊天记录，并退出登录，且无法恢复。已提交的订单按财务要求保留，但不再与您的账号关联。',
  confirmDownload: '注销前可先下载我的数据。',
  confirm: '确认注销',
  deleting: '正在注销…',
  cancel: '取消',
} as const;
