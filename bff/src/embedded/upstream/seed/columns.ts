import type { Columns } from '../../db/bulk-insert';
import type {
  AnnualReportRow,
  BrandRow,
  CompanyRow,
  CompanySearchRow,
  EnterpriseLogoRow,
  PatentRow,
  SoftwareCopyrightRow,
  TrademarkRow,
  WorksCopyrightRow,
} from './rows';
import type { CompanyChangeRow } from './changes';
import type { ConsultantRow, KnowledgeArticleRow, KnowledgeNodeRow } from './content';
import type { FooterGroupRow, FooterLinkRow, NavRow } from './site-links';

/** The columns the seed loads into each table, with their PostgreSQL types (db/bulk-insert.ts). */

export const COMPANY_COLUMNS: Columns<CompanyRow> = [
  ['id', 'int'],
  ['eid', 'text'],
  ['name', 'text'],
  ['trade_name', 'text'],
  ['legal_person', 'text'],
  ['credit_code', 'text'],
  ['org_code', 'text'],
  ['tax_id', 'text'],
  ['reg_no', 'text'],
  ['company_type', 'text'],
  ['reg_capital', 'float'],
  ['paid_capital', 'float'],
  ['currency', 'text'],
  ['founded_on', 'date'],
  ['approved_on', 'date'],
  ['term_end', 'date'],
  ['status', 'text'],
  ['province', 'text'],
  ['city', 'text'],
  ['district', 'text'],
  ['region_code', 'text'],
  ['address', 'text'],
  ['industry', 'text'],
  ['business_scope', 'text'],
  ['products', 'text[]'],
  ['reg_authority', 'text'],
  ['tax_authority', 'text'],
  ['taxpayer_type', 'text'],
  ['bank', 'text'],
  ['bank_account', 'text'],
  ['phone', 'text'],
  ['email', 'text'],
  ['website', 'text'],
  ['employees', 'int'],
  ['shareholders', 'jsonb'],
  ['members', 'jsonb'],
];

export const COMPANY_SEARCH_COLUMNS: Columns<CompanySearchRow> = [
  ['company_id', 'int'],
  ['name', 'text'],
  ['persons', 'text'],
  ['products', 'text'],
  ['province', 'text'],
  ['reg_capital', 'float'],
  ['status', 'text'],
  ['founded_on', 'date'],
  ['grams', 'text[]'],
];

export const REPORT_COLUMNS: Columns<AnnualReportRow> = [
  ['company_id', 'int'],
  ['year', 'int'],
  ['published_on', 'date'],
  ['status', 'text'],
  ['address', 'text'],
  ['phone', 'text'],
  ['email', 'text'],
  ['employees', 'int'],
  ['total_assets', 'float'],
  ['revenue', 'float'],
  ['net_profit', 'float'],
  ['tax_paid', 'float'],
];

export const TRADEMARK_COLUMNS: Columns<TrademarkRow> = [
  ['id', 'int'],
  ['company_id', 'int'],
  ['reg_no', 'text'],
  ['name', 'text'],
  ['class_no', 'int'],
  ['class_name', 'text'],
  ['status', 'text'],
  ['applied_on', 'date'],
  ['registered_on', 'date'],
  ['expires_on', 'date'],
  ['agency', 'text'],
  ['goods', 'text[]'],
  ['image', 'text'],
  ['grams', 'text[]'],
];

export const PATENT_COLUMNS: Columns<PatentRow> = [
  ['id', 'int'],
  ['company_id', 'int'],
  ['app_no', 'text'],
  ['pub_no', 'text'],
  ['title', 'text'],
  ['kind', 'text'],
  ['status', 'text'],
  ['applied_on', 'date'],
  ['published_on', 'date'],
  ['inventors', 'text[]'],
  ['ipc', 'text'],
  ['abstract', 'text'],
  ['agency', 'text'],
  ['grams', 'text[]'],
];

export const SOFTWARE_COLUMNS: Columns<SoftwareCopyrightRow> = [
  ['id', 'int'],
  ['company_id', 'int'],
  ['reg_no', 'text'],
  ['full_name', 'text'],
  ['short_name', 'text'],
  ['version', 'text'],
  ['category', 'text'],
  ['finished_on', 'date'],
  ['published_on', 'date'],
  ['registered_on', 'date'],
  ['grams', 'text[]'],
];

export const WORKS_COLUMNS: Columns<WorksCopyrightRow> = [
  ['id', 'int'],
  ['company_id', 'int'],
  ['reg_no', 'text'],
  ['name', 'text'],
  ['category', 'text'],
  ['author', 'text'],
  ['finished_on', 'date'],
  ['published_on', 'date'],
  ['registered_on', 'date'],
  ['grams', 'text[]'],
];

export const BRAND_COLUMNS: Columns<BrandRow> = [
  ['id', 'int'],
  ['company_id', 'int'],
  ['name', 'text'],
  ['industry', 'text'],
  ['intro', 'text'],
  ['founded_year', 'int'],
  ['logo', 'text'],
  ['grams', 'text[]'],
];

export const LOGO_COLUMNS: Columns<EnterpriseLogoRow> = [
  ['id', 'int'],
  ['company_id', 'int'],
  ['logo', 'text'],
  ['color', 'text'],
];

export const NAV_COLUMNS: Columns<NavRow> = [
  ['id', 'int'],
  ['parent_id', 'int'],
  ['sort', 'int'],
  ['category_name', 'text'],
  ['url', 'text'],
  ['icon', 'text'],
  ['img', 'jsonb'],
  ['show', 'text'],
  ['desc', 'text'],
];

export const FOOTER_GROUP_COLUMNS: Columns<FooterGroupRow> = [
  ['id', 'int'],
  ['sort', 'int'],
  ['category_name', 'text'],
];
export const FOOTER_LINK_COLUMNS: Columns<FooterLinkRow> = [
  ['id', 'int'],
  ['group_id', 'int'],
  ['sort', 'int'],
  ['category_name', 'text'],
  ['url', 'text'],
];

export const KNOWLEDGE_NODE_COLUMNS: Columns<KnowledgeNodeRow> = [
  ['id', 'int'],
  ['parent_id', 'int'],
  ['sort', 'int'],
  ['name', 'text'],
  ['url', 'text'],
  ['description', 'text'],
];
export const KNOWLEDGE_ARTICLE_COLUMNS: Columns<KnowledgeArticleRow> = [
  ['id', 'int'],
  ['node_id', 'int'],
  ['sort', 'int'],
  ['title', 'text'],
  ['summary', 'text'],
  ['content', 'text'],
  ['author', 'text'],
  ['views', 'int'],
  ['updated_on', 'date'],
];

export const CONSULTANT_COLUMNS: Columns<ConsultantRow> = [
  ['id', 'int'],
  ['username', 'text'],
  ['position', 'text'],
  ['buphoto', 'text'],
  ['qyh_qywx', 'text'],
  ['areas_of_expertise', 'text[]'],
  ['im_accid', 'text'],
  ['phone', 'text'],
  ['intro', 'text'],
  ['sort', 'int'],
];

export interface ImAccountRow {
  accid: string;
  token: string;
  kind: string;
  nick: string;
  icon: string;
}
export const IM_ACCOUNT_COLUMNS: Columns<ImAccountRow> = [
  ['accid', 'text'],
  ['token', 'text'],
  ['kind', 'text'],
  ['nick', 'text'],
  ['icon', 'text'],
];

export const CHANGE_COLUMNS: Columns<CompanyChangeRow> = [
  ['company_id', 'int'],
  ['kind', 'text'],
  ['before', 'text'],
  ['after', 'text'],
  ['changed_on', 'date'],
  ['source', 'text'],
  ['recorded_at', 'timestamptz'],
];
