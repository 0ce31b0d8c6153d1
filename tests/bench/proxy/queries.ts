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
  | 'filtered';

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

export function customsPath(query: SearchQuery): string {
  const params = new URLSearchParams({ keyword: query.keyword, page: String(query.page) });
  for (const [name, value] of Object.entries(query.filter ?? {})) params.set(name, value);
  return `/api/client/customs?${params.toString()}`;
}
