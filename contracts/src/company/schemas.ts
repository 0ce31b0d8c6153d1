import { z } from 'zod';
import { PageSchema, replyOf } from '../common/envelope';
import {
  CountSchema,
  CreditCodeSchema,
  DateSchema,
  EidSchema,
  KeywordSchema,
  UserIdQuerySchema,
  optionalQuery,
} from '../common/fields';
import { messages } from '../common/messages';
import { defineRoute } from '../common/route';
import { directoryMessages } from '../directory/messages';
import { COMPANY_SORTS, COMPANY_STATUSES, YEAR_MAX, YEAR_MIN } from './values';

export { COMPANY_SORTS, COMPANY_STATUSES, YEAR_MAX, YEAR_MIN } from './values';
export type { CompanySort, CompanyStatus } from './values';

export const CompanyStatusSchema = z.enum(COMPANY_STATUSES);

/**
 * A company as search results list it (`entInfos`). The upstream does not name the fields of a
 * listed company, so every field is optional: the list shows what arrives and links to the
 * profile only when `eid` is there.
 */
export const CompanySummarySchema = z.object({
  eid: z.string().optional(),
  name: z.string().optional(),
  legal_person: z.string().optional(),
  /** As registered, e.g. `500万元人民币`. */
  reg_capital: z.string().optional(),
  /** The same amount in 万元, for filtering and sorting. */
  reg_capital_wan: z.number().min(0).optional(),
  found_date: DateSchema.optional(),
  status: CompanyStatusSchema.optional(),
  province: z.string().optional(),
  city: z.string().optional(),
  industry: z.string().optional(),
  credit_code: CreditCodeSchema.optional(),
  tax_id: z.string().optional(),
  /** Which field the keyword matched, and the matched text when it is not the name. */
  match: z
    .object({
      field: z.enum(['name', 'legal_person', 'shareholder', 'personnel', 'product', 'scope']),
      text: z.string(),
    })
    .optional(),
  /** The opening of the business scope, for the result line. */
  scope: z.string().optional(),
});
export type CompanySummary = z.infer<typeof CompanySummarySchema>;
export type MatchField = NonNullable<CompanySummary['match']>['field'];

export const ShareholderSchema = z.object({
  name: z.string(),
  /** Share in percent, 0–100. */
  ratio: z.number().min(0).max(100),
  /** Subscribed capital in 万元. */
  amount: z.number().min(0).optional(),
});
export type Shareholder = z.infer<typeof ShareholderSchema>;

/** Parts of a profile that carry their own source and date. */
export const FACT_TOPICS = ['basic', 'shareholders', 'personnel', 'scope', 'contact'] as const;
export const FactSchema = z.object({
  topic: z.enum(FACT_TOPICS),
  source: z.string(),
  date: DateSchema,
});
export type Fact = z.infer<typeof FactSchema>;

/** A company profile (`custom`). Its fields are not named upstream either: all optional. */
export const CompanyDetailSchema = CompanySummarySchema.extend({
  business_scope: z.string().optional(),
  address: z.string().optional(),
  reg_authority: z.string().optional(),
  approved_date: DateSchema.optional(),
  company_type: z.string().optional(),
  employees: CountSchema.optional(),
  shareholders: z.array(ShareholderSchema).optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  website: z.string().optional(),
  /** Key personnel (主要人员): name and position. */
  members: z.array(z.object({ name: z.string(), position: z.string() })).optional(),
  /** Where each part of the profile comes from and as of when (来源：2024年度报告，2025-04-12). */
  facts: z.array(FactSchema).optional(),
  /** Records of the company in each register, for the section badges. */
  counts: z
    .object({
      reports: CountSchema,
      trademarks: CountSchema,
      patents: CountSchema,
      software_copyrights: CountSchema,
      works_copyrights: CountSchema,
    })
    .optional(),
});
export type CompanyDetail = z.infer<typeof CompanyDetailSchema>;

// ---- search ---------------------------------------------------------------------------------

export const CompanySortSchema = z.enum(COMPANY_SORTS, { error: directoryMessages.sortInvalid });

const YearSchema = z.coerce
  .number({ error: directoryMessages.yearInvalid })
  .int(directoryMessages.yearInvalid)
  .min(YEAR_MIN, directoryMessages.yearInvalid)
  .max(YEAR_MAX, directoryMessages.yearInvalid);

/**
 * Search filters shared by the list and its count: a province name, a capital band id, a
 * registration status and a range of founding years.
 */
const filterFields = {
  status: optionalQuery(z.enum(COMPANY_STATUSES, { error: directoryMessages.statusInvalid })),
  year_from: optionalQuery(YearSchema),
  year_to: optionalQuery(YearSchema),
  province: optionalQuery(z.string().trim().min(1).max(20, messages.provinceTooLong)),
  yuan: optionalQuery(
    z.coerce
      .number({ error: messages.capitalBandInvalid })
      .int(messages.capitalBandInvalid)
      .min(1, messages.capitalBandInvalid)
      .max(100, messages.capitalBandInvalid),
  ),
};

function yearsInOrder(query: { year_from?: number | undefined; year_to?: number | undefined }) {
  return (
    query.year_from === undefined || query.year_to === undefined || query.year_from <= query.year_to
  );
}
const yearOrder = { message: directoryMessages.yearRangeInverted, path: ['year_from'] };

export const CompanySearchQuerySchema = z
  .object({
    keyword: KeywordSchema,
    page: PageSchema.default(1),
    user_id: UserIdQuerySchema,
    sort: optionalQuery(CompanySortSchema),
    ...filterFields,
  })
  .refine(yearsInOrder, yearOrder);
export type CompanySearchQuery = z.infer<typeof CompanySearchQuerySchema>;

export const CustomListSchema = z.object({
  total: CountSchema,
  /**
   * True when `total` is an estimate (very common words); the page then says 约. The results then
   * run at least ESTIMATE_PAGES_AHEAD full pages past this page.
   */
  estimated: z.boolean().optional(),
  page: z.number().int().min(1),
  entInfos: z.array(CompanySummarySchema),
});
export type CustomList = z.infer<typeof CustomListSchema>;
export const CompanySearchReplySchema = replyOf(z.object({ customList: CustomListSchema }));
export type CompanySearchReply = z.infer<typeof CompanySearchReplySchema>;

export const companySearch = defineRoute({
  id: 'companySearch',
  method: 'GET',
  cache: 'public',
  path: '/api/client/customs',
  summary: '企业搜索结果（分页）',
  query: CompanySearchQuerySchema,
  reply: CompanySearchReplySchema,
});

export const CompanySearchCountQuerySchema = z
  .object({
    keyword: KeywordSchema,
    page: optionalQuery(PageSchema),
    ...filterFields,
  })
  .refine(yearsInOrder, yearOrder);
export type CompanySearchCountQuery = z.infer<typeof CompanySearchCountQuerySchema>;
export const CompanySearchCountReplySchema = replyOf(
  z.object({
    total: CountSchema,
    /** True when `total` is an estimate (very common words with filters): shown with 约. */
    estimated: z.boolean().optional(),
  }),
);
export type CompanySearchCountReply = z.infer<typeof CompanySearchCountReplySchema>;

export const companySearchCount = defineRoute({
  id: 'companySearchCount',
  method: 'GET',
  cache: 'public',
  path: '/api/client/customs/count',
  summary: '企业搜索结果总数',
  query: CompanySearchCountQuerySchema,
  reply: CompanySearchCountReplySchema,
});

// ---- profile --------------------------------------------------------------------------------

export const CompanyProfileQuerySchema = z.object({ eid: EidSchema, user_id: UserIdQuerySchema });
export type CompanyProfileQuery = z.infer<typeof CompanyProfileQuerySchema>;
export const CompanyProfileReplySchema = replyOf(z.object({ custom: CompanyDetailSchema }));
export type CompanyProfileReply = z.infer<typeof CompanyProfileReplySchema>;

export const companyProfile = defineRoute({
  id: 'companyProfile',
  method: 'GET',
  cache: 'public',
  path: '/api/client/custom_only',
  summary: '企业详情',
  query: CompanyProfileQuerySchema,
  reply: CompanyProfileReplySchema,
});

// ---- search filters -------------------------------------------------------------------------

/**
 * The filter lists name only their `clickMore` flag; `id`, `name` and the band limits are ours
 * and optional (an entry without a name or id is not offered as a filter).
 */
export const ProvinceAreaSchema = z.object({
  id: z.number().int().optional(),
  name: z.string().optional(),
  /** Marks the "more" entry that expands the list. */
  clickMore: z.boolean().optional(),
});
export type ProvinceArea = z.infer<typeof ProvinceAreaSchema>;

/** A registered-capital band in 万元; `max: null` is open-ended. */
export const CapitalBandSchema = z.object({
  id: z.number().int().optional(),
  name: z.string().optional(),
  min: z.number().min(0).optional(),
  max: z.number().nullable().optional(),
  clickMore: z.boolean().optional(),
});
export type CapitalBand = z.infer<typeof CapitalBandSchema>;

export const CapitalBandsSchema = z.object({
  provincArea: z.array(ProvinceAreaSchema),
  yuan: z.array(CapitalBandSchema),
});
export type CapitalBands = z.infer<typeof CapitalBandsSchema>;
export const CapitalBandsReplySchema = replyOf(
  z.object({ seniorDimensionYuan: CapitalBandsSchema }),
);
export type CapitalBandsReply = z.infer<typeof CapitalBandsReplySchema>;

export const capitalBands = defineRoute({
  id: 'capitalBands',
  method: 'GET',
  cache: 'public',
  path: '/api/client/seniordimensionyuan/show',
  summary: '搜索筛选项：省份与注册资本区间',
  reply: CapitalBandsReplySchema,
});

// ---- tax details ----------------------------------------------------------------------------

/** Invoicing details of a company (`eindetails/show` answers them as `data`); all optional. */
export const EinDetailsSchema = z.object({
  eid: z.string().optional(),
  name: z.string().optional(),
  credit_code: CreditCodeSchema.optional(),
  tax_id: z.string().optional(),
  legal_person: z.string().optional(),
  address: z.string().optional(),
  phone: z.string().optional(),
  bank: z.string().optional(),
  bank_account: z.string().optional(),
  tax_authority: z.string().optional(),
  /** 一般纳税人 or 小规模纳税人. */
  taxpayer_type: z.string().optional(),
  reg_date: DateSchema.optional(),
});
export type EinDetails = z.infer<typeof EinDetailsSchema>;
export const EinDetailsQuerySchema = z.object({ eid: EidSchema });
export type EinDetailsQuery = z.infer<typeof EinDetailsQuerySchema>;
export const EinDetailsReplySchema = replyOf(EinDetailsSchema);
export type EinDetailsReply = z.infer<typeof EinDetailsReplySchema>;

export const einDetails = defineRoute({
  id: 'einDetails',
  method: 'GET',
  cache: 'public',
  path: '/api/client/eindetails/show',
  summary: '企业税号与开票信息',
  query: EinDetailsQuerySchema,
  reply: EinDetailsReplySchema,
});
