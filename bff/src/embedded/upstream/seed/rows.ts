/**
 * The rows the generator makes, column for column as the tables of migration 001 hold them.
 */

export interface Shareholder {
  name: string;
  ratio: number;
  amount: number;
}

export interface CompanyRow {
  id: number;
  eid: string;
  name: string;
  trade_name: string;
  legal_person: string;
  credit_code: string;
  org_code: string;
  tax_id: string;
  reg_no: string;
  company_type: string;
  reg_capital: number;
  paid_capital: number | null;
  currency: string;
  founded_on: string;
  approved_on: string;
  term_end: string | null;
  status: string;
  province: string;
  city: string;
  district: string;
  region_code: string;
  address: string;
  industry: string;
  business_scope: string;
  products: string[];
  reg_authority: string;
  tax_authority: string;
  taxpayer_type: string;
  bank: string;
  bank_account: string;
  phone: string;
  email: string;
  website: string;
  employees: number;
  shareholders: Shareholder[];
  members: { name: string; position: string }[];
}

/** The company's row of `company_search` (see migration 001). */
export interface CompanySearchRow {
  company_id: number;
  name: string;
  persons: string;
  products: string;
  province: string;
  reg_capital: number;
  status: string;
  founded_on: string;
  grams: string[];
}

export interface AnnualReportRow {
  company_id: number;
  year: number;
  published_on: string;
  status: string;
  address: string;
  phone: string;
  email: string;
  employees: number;
  total_assets: number;
  revenue: number;
  net_profit: number;
  tax_paid: number;
}

export interface TrademarkRow {
  id: number;
  company_id: number;
  reg_no: string;
  name: string;
  class_no: number;
  class_name: string;
  status: string;
  applied_on: string;
  registered_on: string | null;
  expires_on: string | null;
  agency: string;
  goods: string[];
  image: string;
  grams: string[];
}

export interface PatentRow {
  id: number;
  company_id: number;
  app_no: string;
  pub_no: string;
  title: string;
  kind: '发明专利' | '实用新型' | '外观设计';
  status: string;
  applied_on: string;
  published_on: string;
  inventors: string[];
  ipc: string;
  abstract: string;
  agency: string;
  grams: string[];
}

export interface SoftwareCopyrightRow {
  id: number;
  company_id: number;
  reg_no: string;
  full_name: string;
  short_name: string;
  version: string;
  category: string;
  finished_on: string;
  published_on: string;
  registered_on: string;
  grams: string[];
}

export interface WorksCopyrightRow {
  id: number;
  company_id: number;
  reg_no: string;
  name: string;
  category: WorkCategory;
  author: string;
  finished_on: string;
  published_on: string;
  registered_on: string;
  grams: string[];
}

export interface BrandRow {
  id: number;
  company_id: number;
  name: string;
  industry: string;
  intro: string;
  founded_year: number;
  logo: string;
  grams: string[];
}

export interface EnterpriseLogoRow {
  id: number;
  company_id: number;
  logo: string;
  color: string;
}

export interface CompanyBatch {
  companies: CompanyRow[];
  companySearch: CompanySearchRow[];
  annualReports: AnnualReportRow[];
  trademarks: TrademarkRow[];
  patents: PatentRow[];
  softwareCopyrights: SoftwareCopyrightRow[];
  worksCopyrights: WorksCopyrightRow[];
  brands: BrandRow[];
  enterpriseLogos: EnterpriseLogoRow[];
}

export type WorkCategory = '文字' | '美术' | '摄影' | '音乐' | '影视' | '图形' | '建筑' | '其他';
