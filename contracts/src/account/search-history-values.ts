/**
 * Search history's fixed values: where a search was made, how the pages name it, and the
 * messages of its calls. Zod-free, so the page can use them without loading the schemas.
 */

/**
 * Where a search was made: the company search or one of the lookups, one kind per list call
 * (companySearch, einList, reportList, patentList, trademarkList, softwareCopyrightList,
 * worksCopyrightList, brandList, enterpriseLogoList).
 */
export const SEARCH_KINDS = [
  'company',
  'ein',
  'report',
  'patent',
  'trademark',
  'software',
  'works',
  'brand',
  'logo',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** How 搜索历史 names where each search was made. */
export const SEARCH_KIND_NAMES: Record<SearchKind, string> = {
  company: '企业',
  ein: '税号',
  report: '年报',
  patent: '专利',
  trademark: '商标',
  software: '软件著作权',
  works: '作品著作权',
  brand: '品牌',
  logo: '企业标志',
};

export const searchHistoryMessages = {
  recorded: '已记录',
  notKept: '未记录：已关闭记录搜索历史',
  removed: '已删除',
  cleared: '已清空搜索历史',
  keepOn: '已开启记录搜索历史',
  keepOff: '已关闭记录搜索历史',
  kindInvalid: '搜索类别不正确',
  idInvalid: '记录编号必须是正整数',
  keepInvalid: '开关必须是 true 或 false',
} as const;
