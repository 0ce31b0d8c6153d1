import { SEARCH_KIND_NAMES } from '@ysy/contracts/account/search-history-values';

/** The Chinese strings of search history: 最近搜索's remove control and the 搜索历史 panel. */
export const searchHistoryText = {
  title: '搜索历史',
  kindNames: SEARCH_KIND_NAMES,
  keepLabel: '记录搜索历史',
  keepOnNote: '您在登录状态下的搜索会保存在账号中，在任何浏览器登录都能看到。',
  keepOffNote: '已关闭记录搜索历史：新的搜索不会被保存。',
  empty: '还没有搜索历史，',
  emptyLink: '去搜索',
  clear: '清空',
  remove: '删除',
  removeLabel: (keyword: string) => `删除搜索历史“${keyword}”`,
  total: (n: number) => `共 ${n} 条`,
  where: '类别',
  keyword: '关键词',
  when: '搜索时间',
  actions: '操作',
  loadFailed: '搜索历史加载失败，请稍后重试',
} as const;
