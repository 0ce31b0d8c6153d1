import { z } from 'zod';
import { replyOf } from '../common/envelope';
import { CountSchema, DateSchema } from '../common/fields';
import { ConsultPhoneSchema } from '../common/phone';
import { defineRoute } from '../common/route';
import { serviceMessages as m } from './messages';
import { CONTACT_TOPICS } from './values';
import { VipLimitsSchema } from '../account/schemas';

/**
 * Ours: the content of the service pages (offers, plans, FAQs), the VIP tiers, the site's own
 * pages (about, contact, legal texts) and the two writes they carry (a bookkeeping order request
 * and a contact message). The spec names these routes but shows neither their content nor calls
 * for it. Fields the pages can live without are optional.
 */

/** A money amount as a decimal string with at most two decimals (`"199"`, `"1999.50"`). */
export const MoneySchema = z.string().regex(/^\d{1,9}(?:\.\d{1,2})?$/);

/** The pages a slug may name: lower-case words joined by `_` or `-`. */
export const SlugSchema = z
  .string({ error: m.slugInvalid })
  .trim()
  .regex(/^[a-z][a-z0-9_-]{0,39}$/, m.slugInvalid);

export const TitledTextSchema = z.object({ title: z.string(), desc: z.string() });
export type TitledText = z.infer<typeof TitledTextSchema>;

export const PlanPriceSchema = z.object({
  /** Months of service this price buys; 0: a one-off service. */
  term_months: z.number().int().min(0),
  price: MoneySchema,
  /** The price before the term discount, shown struck through. */
  list_price: MoneySchema.optional(),
});
export type PlanPrice = z.infer<typeof PlanPriceSchema>;

export const PlanSchema = z.object({
  code: z.string(),
  name: z.string(),
  desc: z.string().optional(),
  /** What the plan includes, one line each. */
  features: z.array(z.string()),
  prices: z.array(PlanPriceSchema).min(1),
  recommended: z.boolean().optional(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const ExtraSchema = z.object({ code: z.string(), name: z.string(), price: MoneySchema });
export type Extra = z.infer<typeof ExtraSchema>;

export const FaqSchema = z.object({ q: z.string(), a: z.string() });
export type Faq = z.infer<typeof FaqSchema>;

export const ServiceOfferSchema = z.object({
  slug: z.string(),
  /** The numeric service id the free phone consultation carries. */
  service_id: z.number().int().min(1),
  name: z.string(),
  headline: z.string(),
  intro: z.string(),
  /** Short selling points under the headline (时效, 价格, 保障). */
  highlights: z.array(z.string()).optional(),
  included: z.array(TitledTextSchema),
  steps: z.array(TitledTextSchema),
  plans: z.array(PlanSchema),
  extras: z.array(ExtraSchema).optional(),
  faqs: z.array(FaqSchema),
  /** Figures that build trust ("服务企业 12,000+"). */
  stats: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
});
export type ServiceOffer = z.infer<typeof ServiceOfferSchema>;

export const ServiceOfferQuerySchema = z.object({ slug: SlugSchema });
export const ServiceOfferReplySchema = replyOf(z.object({ offer: ServiceOfferSchema }));
export type ServiceOfferReply = z.infer<typeof ServiceOfferReplySchema>;

export const serviceOffer = defineRoute({
  id: 'serviceOffer',
  method: 'GET',
  path: '/api/client/service/offer',
  origin: 'ours',
  auth: 'none',
  cache: 'public',
  summary: '服务落地页内容：服务介绍、服务内容、办理流程、套餐价格与常见问题',
  query: ServiceOfferQuerySchema,
  reply: ServiceOfferReplySchema,
});

export const ServiceSummarySchema = z.object({
  slug: z.string(),
  service_id: z.number().int().min(1),
  name: z.string(),
  headline: z.string(),
  /** Where the landing page is (`/ys`). */
  url: z.string(),
  /** The lowest price of its plans, when it has any. */
  price_from: MoneySchema.optional(),
  hot: z.boolean().optional(),
});
export type ServiceSummary = z.infer<typeof ServiceSummarySchema>;

export const ServiceListReplySchema = replyOf(
  z.object({ services: z.array(ServiceSummarySchema) }),
);
export type ServiceListReply = z.infer<typeof ServiceListReplySchema>;

export const serviceList = defineRoute({
  id: 'serviceList',
  method: 'GET',
  path: '/api/client/service/all',
  origin: 'ours',
  auth: 'none',
  cache: 'public',
  summary: '全部服务及起步价（首页热门服务）',
  reply: ServiceListReplySchema,
});

// ---- bookkeeping order request ---------------------------------------------------------------

const trimmed = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

export const ServiceOrderBodySchema = z.strictObject({
  /** The landing page whose plans are ordered (`buyfinance`). */
  slug: SlugSchema,
  plan_code: z.string({ error: m.planEmpty }).trim().min(1, m.planEmpty).max(40, m.planInvalid),
  term_months: z
    .number({ error: m.termInvalid })
    .int(m.termInvalid)
    .min(0, m.termInvalid)
    .max(60, m.termInvalid),
  extras: z.array(z.string().max(40, m.extraInvalid)).max(10, m.extrasTooMany).default([]),
  contact_name: z
    .string({ error: m.contactNameEmpty })
    .trim()
    .min(1, m.contactNameEmpty)
    .max(20, m.contactNameTooLong),
  phone: ConsultPhoneSchema,
  company_name: trimmed(50, m.companyNameTooLong).optional(),
  note: trimmed(200, m.noteTooLong).optional(),
});
export type ServiceOrderBody = z.infer<typeof ServiceOrderBodySchema>;

export const ServiceOrderReplySchema = replyOf(
  z.object({
    order_no: z.string(),
    /** The total the upstream computed from its own prices. */
    total: MoneySchema,
  }),
);
export type ServiceOrderReply = z.infer<typeof ServiceOrderReplySchema>;

export const serviceOrder = defineRoute({
  id: 'serviceOrder',
  method: 'POST',
  path: '/api/client/service/order',
  origin: 'ours',
  summary: '提交服务订单意向（不在线支付，顾问电话确认）',
  body: ServiceOrderBodySchema,
  reply: ServiceOrderReplySchema,
});

// ---- contact message -------------------------------------------------------------------------

export { CONTACT_TOPICS } from './values';

export const ContactMessageBodySchema = z.strictObject({
  topic: z.enum(CONTACT_TOPICS, { error: m.topicInvalid }),
  name: z
    .string({ error: m.contactNameEmpty })
    .trim()
    .min(1, m.contactNameEmpty)
    .max(20, m.contactNameTooLong),
  phone: ConsultPhoneSchema,
  message: z
    .string({ error: m.messageEmpty })
    .trim()
    .min(1, m.messageEmpty)
    .min(5, m.messageTooShort)
    .max(500, m.messageTooLong),
});
export type ContactMessageBody = z.infer<typeof ContactMessageBodySchema>;

export const contactMessage = defineRoute({
  id: 'contactMessage',
  method: 'POST',
  path: '/api/client/contact/message',
  origin: 'ours',
  summary: '联系我们留言',
  body: ContactMessageBodySchema,
  reply: z.object({ code: z.number().int(), msg: z.string() }),
});

// ---- VIP ------------------------------------------------------------------------------------

export const VipTierSchema = z.object({
  level: z.number().int().min(0),
  name: z.string(),
  price: MoneySchema,
  /** What the price buys (`年`). */
  period: z.string(),
  desc: z.string(),
  benefits: z.array(z.string()),
  recommended: z.boolean().optional(),
  /** The level's limits, enforced by the server; the comparison's limit rows show the same. */
  limits: VipLimitsSchema.optional(),
});
export type VipTier = z.infer<typeof VipTierSchema>;

/** One row of the comparison table: a feature and its value per tier, in tier order. */
export const VipFeatureSchema = z.object({ name: z.string(), values: z.array(z.string()) });
export type VipFeature = z.infer<typeof VipFeatureSchema>;

export const VipTiersReplySchema = replyOf(
  z.object({ tiers: z.array(VipTierSchema), features: z.array(VipFeatureSchema) }),
);
export type VipTiersReply = z.infer<typeof VipTiersReplySchema>;

export const vipTiers = defineRoute({
  id: 'vipTiers',
  method: 'GET',
  path: '/api/client/vip/tiers',
  origin: 'ours',
  auth: 'none',
  cache: 'public',
  summary: 'VIP 会员等级、权益与对比',
  reply: VipTiersReplySchema,
});

// ---- site pages (about, contact, legal) --------------------------------------------------------

export const PageSectionSchema = z.object({
  heading: z.string(),
  /** Paragraphs separated by a blank line; lines starting with `- ` form a list. */
  body: z.string(),
});
export type PageSection = z.infer<typeof PageSectionSchema>;

export const SitePageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  lead: z.string().optional(),
  sections: z.array(PageSectionSchema),
  /** The date of the text's last revision (legal texts must show it). */
  revised_on: DateSchema.optional(),
  /** Contact facts a page may show beside its text (address, e-mail, hours). */
  facts: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
  views: CountSchema.optional(),
});
export type SitePage = z.infer<typeof SitePageSchema>;

export const SitePageReplySchema = replyOf(z.object({ page: SitePageSchema }));
export type SitePageReply = z.infer<typeof SitePageReplySchema>;

export const sitePage = defineRoute({
  id: 'sitePage',
  method: 'GET',
  path: '/api/client/site/page',
  origin: 'ours',
  auth: 'none',
  cache: 'public',
  summary: '站点页面内容（关于我们、联系我们、用户协议、免责声明、隐私政策等）',
  query: z.object({ slug: SlugSchema }),
  reply: SitePageReplySchema,
});
