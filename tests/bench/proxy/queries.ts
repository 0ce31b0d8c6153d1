/**
 * The company-search mix for the latency figures: what people type into the search box. Equal
 * weight per entry; the common two-character words (the slowest kind: most matches to rank)
 * appear both on page 1 and, in the paging group, deeper.
 */

export type QueryKind =
  'two-char' | 'three-four-char' | 'full-name' | 'person' | 'product' | 'rare' | 'deep-page';

export interface SearchQuery {
  kind: QueryKind;
  keyword: string;
  page: number;
}

export const KIND_LABELS: Record<QueryKind, string> = {
  'two-char': '2-char words (科技 北京 深圳 上海 贸易 餐饮)',
  'three-four-char': '3–4-char words (网络科技 文化传媒 …)',
  'full-name': 'full company names',
  person: 'person names (王伟 刘英欣 …)',
  product: 'product words (小程序开发 云服务器 …)',
  rare: 'rare words, no match (饕餮 量子纠缠 …)',
  'deep-page': 'pages 2–20 of common words',
};

const q = (kind: QueryKind, keywords: string, page = 1): SearchQuery[] =>
  keywords.split(' ').map((keyword) => ({ kind, keyword, page }));

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
];

export function customsPath(query: SearchQuery): string {
  return `/api/client/customs?keyword=${encodeURIComponent(query.keyword)}&page=${query.page}`;
}
