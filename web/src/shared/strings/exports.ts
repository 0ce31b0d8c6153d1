import { EXPORT_KEEP_DAYS } from '@ysy/contracts/account/export-values';

/**
 * Chinese UI strings of exports: the 导出 button on the company list and 导出记录 in 个人中心.
 * Failures show the server's own `msg` (a limit names itself and the level that lifts it).
 */
export const exportsText = {
  button: '导出',
  buttonLabel: (total: string) => `导出全部 ${total} 条结果为 Excel`,
  running: '导出中…',
  progress: (rows: string, kb: string) => `正在导出 ${rows} 条，已接收 ${kb} KB`,
  done: (rows: string) => `已导出 ${rows} 条，文件已开始下载`,
  failed: '导出失败，请稍后再试；当前列表不受影响',
  vipLink: '升级会员',
  caption: '我的导出记录',
  total: (n: string) => `共 ${n} 条导出记录，文件保留 ${EXPORT_KEEP_DAYS} 天`,
  query: '搜索条件',
  rows: '条数',
  time: '导出时间',
  file: '文件',
  download: '下载',
  downloadLabel: (name: string) => `下载${name}`,
  downloading: '下载中…',
  expired: '已过期',
  emptyLead: '还没有导出记录，',
  emptyLink: '去搜索',
  emptyHint: '在企业搜索结果页点击“导出”，即可把结果下载为 Excel 表格。',
  yearRange: (from: string, to: string) => `成立于 ${from}–${to} 年`,
  capitalBand: '注册资本筛选',
} as const;
