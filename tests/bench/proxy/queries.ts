/**
 * The company-search mix for the latency figures: what people type into the search box. Equal
 * weight per entry; the common two-character words (the slowest kind: most matches to rank)
 * appear both on page 1 and, in the paging group, deeper.
 */

export type QueryKind =
  | 'two-char'
  | 'three-four-char'
  | 'full-name'
  | 'person'
  | 'product'
  | 'rare'
  | 'deep-page'
  | 'filtered'
  | 'code'
  | 'reg-no'
  | 'code-prefix'
  | 'empty-filter';

export interface SearchQuery {
  kind: QueryKind;
  keyword: string;
  page: number;
  /** The list page's filters and sort, as its URL carries them. */
  filter?: Record<string, string>;
}

export const KIND_LABELS: Record<QueryKind, string> = {
  'two-char': '2-char words (科技 北京 深圳 上海 贸易 餐饮)',
  'three-four-char': '3–4-char words (网络科技 文化传媒 …)',
  'full-name': 'full company names',
  person: 'person names (王伟 刘英欣 …)',
  product: 'product words (小程序开发 云服务器 …)',
  rare: 'rare words, no match (饕餮 量子纠缠 …)',
  'deep-page': 'pages 2–50 of common words',
  filtered: 'common words with a filter or sort (province, capital, status, years)',
  code: 'pasted whole credit codes (18 characters)',
  'reg-no': 'pasted whole 15-character registration / tax numbers',
  'code-prefix': 'pasted partial codes (first 11, 13, 15 characters)',
  'empty-filter': 'city words filtered to a province holding none of their matches',
};

const q = (kind: QueryKind, keywords: string, page = 1): SearchQuery[] =>
  keywords.split(' ').map((keyword) => ({ kind, keyword, page }));

/** Each list filter and sort once, on the commonest word. */
const FILTERS: Record<string, string>[] = [
  { province: '广东省' },
  { yuan: '3' },
  { status: '存续' },
  { year_from: '2015', year_to: '2020' },
  { sort: 'capital_desc' },
  { sort: 'found_desc', province: '北京市' },
];

export const SEARCH_QUERIES: readonly SearchQuery[] = [
  ...q('two-char', '科技 北京 深圳 上海 贸易 餐饮'),
  ...q('three-four-char', '网络科技 文化传媒 建筑工程 生物科技 晟峰文化 深圳市晟峰'),
  // Pasted whole: the way people look up a company they already know.
  ...q('full-name', '温州丰维实业有限公司 广东青森企业管理咨询股份有限公司'),
  ...q('person', '王伟 李静 张敏 刘英欣 林怡敏 任成国'),
  ...q('product', '小程序开发 云服务器 网站建设 ERP系统 大数据分析'),
  ...q('rare', '饕餮 量子纠缠 麒麟 乌托邦'),
  { kind: 'deep-page', keyword: '科技', page: 2 },
  { kind: 'deep-page', keyword: '科技', page: 10 },
  { kind: 'deep-page', keyword: '北京', page: 5 },
  { kind: 'deep-page', keyword: '深圳', page: 20 },
  { kind: 'deep-page', keyword: '网络科技', page: 3 },
  { kind: 'deep-page', keyword: '小程序开发', page: 8 },
  { kind: 'deep-page', keyword: '科技', page: 50 },
  ...FILTERS.map((filter): SearchQuery => ({ kind: 'filtered', keyword: '科技', page: 1, filter })),
];

/**
 * The visitors before the measured ones: searches for words outside the mix (none holds a word of
 * it), in each shape and with each filter and sort, so that a freshly started server has run
 * its code paths once (compiled code, connections) and the first pass measures each query's
 * first time rather than the process's. One finds no company, one nearly all (有限).
 */
export const VISITORS_BEFORE: readonly SearchQuery[] = [
  ...q('rare', '龘 有限 物流 咨询管理 医药 电子商务 陈 李娜 软件 数据库 旅游 新能源'),
  { kind: 'deep-page', keyword: '教育培训', page: 2 },
  { kind: 'filtered', keyword: '杭州', page: 1, filter: { province: '浙江省' } },
  { kind: 'filtered', keyword: '食品', page: 1, filter: { sort: 'capital_desc' } },
  { kind: 'filtered', keyword: '服装', page: 1, filter: { sort: 'found_asc' } },
  { kind: 'filtered', keyword: '环保', page: 1, filter: { yuan: '2' } },
  { kind: 'filtered', keyword: '装饰', page: 1, filter: { status: '在业' } },
  { kind: 'filtered', keyword: '机械', page: 1, filter: { year_from: '2010', year_to: '2018' } },
];

export function companySearchPath(query: SearchQuery): string {
  const params = new URLSearchParams({ keyword: query.keyword, page: String(query.page) });
  for (const [name, value] of Object.entries(query.filter ?? {})) params.set(name, value);
  return `/api/client/customs?${params.toString()}`;
}
