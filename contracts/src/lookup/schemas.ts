import { z } from 'zod';
import { replyOf } from '../common/envelope';
import { CountSchema, CreditCodeSchema, DateSchema, EidSchema } from '../common/fields';
import { defineRoute } from '../common/route';
import { CompanyStatusSchema, CompanySummarySchema } from '../company/schemas';
import { lookupDetailsRoute, lookupListRoute } from './lookup-route';

/**
 * Lookup calls of our own design (origin 'ours'): the product has these pages, but their calls were
 * never described. Lists take `{ keyword?, page, eid? }` and answer `data { total, page, list }`;
 * details take `{ id }` and answer the item as `data`.
 */

// ---- tax ids --------------------------------------------------------------------------------

export const EinItemSchema = z.object({
  eid: z.string(),
  name: z.string(),
  credit_code: CreditCodeSchema,
  tax_id: z.string(),
  legal_person: z.string(),
  province: z.string(),
  city: z.string(),
  status: CompanyStatusSchema,
});
export type EinItem = z.infer<typeof EinItemSchema>;

export const einList = lookupListRoute({
  id: 'einList',
  path: '/api/client/ein/list',
  summary: '税号查询结果（企业名称、统一社会信用代码、税号）',
  item: EinItemSchema,
});

// ---- annual reports -------------------------------------------------------------------------

export const ReportCompanySchema = EinItemSchema.omit({ tax_id: true }).extend({
  /** Years with a filed annual report, newest first. */
  years: z.array(z.number().int()),
});
export type ReportCompany = z.infer<typeof ReportCompanySchema>;

export const reportList = lookupListRoute({
  id: 'reportList',
  path: '/api/client/report/list',
  summary: '企业年报查询结果（含已申报年度）',
  item: ReportCompanySchema,
});

export const AnnualReportSchema = z.object({
  year: z.number().int(),
  submit_date: DateSchema,
  employees: CountSchema,
  /** Amounts in 万元. */
  total_assets: z.number(),
  revenue: z.number(),
  net_profit: z.number(),
  tax_paid: z.number(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  /** e.g. 已公示. */
  status: z.string(),
});
export type AnnualReport = z.infer<typeof AnnualReportSchema>;

export const DeclarationYearsDataSchema = z.object({
  company: CompanySummarySchema,
  years: z.array(z.object({ year: z.number().int(), report: AnnualReportSchema })),
});
export type DeclarationYearsData = z.infer<typeof DeclarationYearsDataSchema>;
export const DeclarationYearsQuerySchema = z.object({ eid: EidSchema });
export type DeclarationYearsQuery = z.infer<typeof DeclarationYearsQuerySchema>;

export const declarationYears = defineRoute({
  id: 'declarationYears',
  method: 'GET',
  cache: 'public',
  path: '/api/client/report/declaration_years',
  origin: 'ours',
  summary: '企业各年度年报',
  query: DeclarationYearsQuerySchema,
  reply: replyOf(DeclarationYearsDataSchema),
});

// ---- patents --------------------------------------------------------------------------------

export const PATENT_TYPES = ['发明专利', '实用新型', '外观设计'] as const;
export const PatentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(PATENT_TYPES),
  app_no: z.string(),
  app_date: DateSchema,
  pub_no: z.string(),
  pub_date: DateSchema,
  /** e.g. 授权, 实质审查, 公开. */
  status: z.string(),
  applicant: z.string(),
  /** The applicant's company; empty when the applicant is a person. */
  eid: z.string(),
  inventors: z.array(z.string()),
  abstract: z.string(),
  ipc: z.string(),
});
export type Patent = z.infer<typeof PatentSchema>;

export const patentList = lookupListRoute({
  id: 'patentList',
  path: '/api/client/patent/list',
  summary: '专利查询结果',
  item: PatentSchema,
});
export const patentDetails = lookupDetailsRoute({
  id: 'patentDetails',
  path: '/api/client/patent/details',
  summary: '专利详情',
  item: PatentSchema,
});

// ---- trademarks -----------------------------------------------------------------------------

export const TrademarkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  reg_no: z.string(),
  /** Nice classification, 1–45. */
  class_no: z.number().int().min(1).max(45),
  class_name: z.string(),
  status: z.string(),
  applicant: z.string(),
  eid: z.string(),
  app_date: DateSchema,
  /** Null while the application is pending. */
  reg_date: DateSchema.nullable(),
  image: z.string(),
});
export type Trademark = z.infer<typeof TrademarkSchema>;

export const trademarkList = lookupListRoute({
  id: 'trademarkList',
  path: '/api/client/trademark/list',
  summary: '商标查询结果',
  item: TrademarkSchema,
});
export const trademarkDetails = lookupDetailsRoute({
  id: 'trademarkDetails',
  path: '/api/client/trademark/details',
  summary: '商标详情',
  item: TrademarkSchema,
});

// ---- software copyright ---------------------------------------------------------------------

export const SoftwareCopyrightSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string(),
  version: z.string(),
  reg_no: z.string(),
  category: z.string(),
  owner: z.string(),
  eid: z.string(),
  finish_date: DateSchema,
  pub_date: DateSchema,
  reg_date: DateSchema,
});
export type SoftwareCopyright = z.infer<typeof SoftwareCopyrightSchema>;

export const softwareCopyrightList = lookupListRoute({
  id: 'softwareCopyrightList',
  path: '/api/client/software_copyright/list',
  summary: '软件著作权查询结果',
  item: SoftwareCopyrightSchema,
});
export const softwareCopyrightDetails = lookupDetailsRoute({
  id: 'softwareCopyrightDetails',
  path: '/api/client/software_copyright/details',
  summary: '软件著作权详情',
  item: SoftwareCopyrightSchema,
});

// ---- works copyright ------------------------------------------------------------------------

/** Work categories of the copyright register. */
export const WORK_CATEGORIES = [
  '文字',
  '美术',
  '摄影',
  '音乐',
  '影视',
  '图形',
  '建筑',
  '其他',
] as const;
export const WorksCopyrightSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  reg_no: z.string(),
  category: z.enum(WORK_CATEGORIES),
  author: z.string(),
  owner: z.string(),
  eid: z.string(),
  finish_date: DateSchema,
  pub_date: DateSchema,
  reg_date: DateSchema,
});
export type WorksCopyright = z.infer<typeof WorksCopyrightSchema>;

export const worksCopyrightList = lookupListRoute({
  id: 'worksCopyrightList',
  path: '/api/client/works_copyright/list',
  summary: '作品著作权查询结果',
  item: WorksCopyrightSchema,
});
export const worksCopyrightDetails = lookupDetailsRoute({
  id: 'worksCopyrightDetails',
  path: '/api/client/works_copyright/details',
  summary: '作品著作权详情',
  item: WorksCopyrightSchema,
});

// ---- brands ---------------------------------------------------------------------------------

export const BrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  industry: z.string(),
  eid: z.string(),
  company_name: z.string(),
  logo: z.string(),
  intro: z.string(),
  founded_year: z.number().int(),
});
export type Brand = z.infer<typeof BrandSchema>;

export const brandList = lookupListRoute({
  id: 'brandList',
  path: '/api/client/brand/list',
  summary: '品牌查询结果',
  item: BrandSchema,
});
export const brandDetails = lookupDetailsRoute({
  id: 'brandDetails',
  path: '/api/client/brand/details',
  summary: '品牌详情',
  item: BrandSchema,
});

// ---- enterprise logos -----------------------------------------------------------------------

export const EnterpriseLogoSchema = z.object({
  id: z.number().int(),
  eid: z.string(),
  company_name: z.string(),
  logo: z.string(),
  industry: z.string(),
  province: z.string(),
});
export type EnterpriseLogo = z.infer<typeof EnterpriseLogoSchema>;

export const enterpriseLogoList = lookupListRoute({
  id: 'enterpriseLogoList',
  path: '/api/client/enterprise_logo/list',
  summary: '企业标志查询结果',
  item: EnterpriseLogoSchema,
});
export const enterpriseLogoDetails = lookupDetailsRoute({
  id: 'enterpriseLogoDetails',
  path: '/api/client/enterprise_logo/details',
  summary: '企业标志详情',
  item: EnterpriseLogoSchema,
});
