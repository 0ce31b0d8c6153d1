import { z } from 'zod';
import { CodeMsgSchema, replyOf } from '../common/envelope';
import { EidSchema, KeywordSchema } from '../common/fields';
import { defineRoute } from '../common/route';
import { CompanyStatusSchema } from '../company/schemas';
import { directoryMessages } from './messages';
import { REPORT_CONTENT_MAX, REPORT_CONTENT_MIN, REPORT_TOPICS } from './values';

/**
 * The directory's calls of our own design (origin 'ours'): suggestions while typing a search,
 * and the 纠错 (error report) a visitor sends about a company profile.
 */

// ---- suggestions ----------------------------------------------------------------------------

/**
 * What a suggestion matched: the company name, its legal representative, a shareholder, another
 * officer (主要人员) or a product.
 */
export const SUGGEST_KINDS = [
  'name',
  'legal_person',
  'shareholder',
  'personnel',
  'product',
] as const;
export const SuggestKindSchema = z.enum(SUGGEST_KINDS);
export type SuggestKind = z.infer<typeof SuggestKindSchema>;

export const SuggestionSchema = z.object({
  eid: z.string(),
  name: z.string(),
  kind: SuggestKindSchema,
  /** The text that matched (the name itself, the person's name or the product). */
  text: z.string(),
  status: CompanyStatusSchema.optional(),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;

/** At most this many suggestions are answered. */
export const SUGGEST_LIMIT = 8;

export const SuggestQuerySchema = z.object({ keyword: KeywordSchema });
export type SuggestQuery = z.infer<typeof SuggestQuerySchema>;
export const SuggestReplySchema = replyOf(z.object({ list: z.array(SuggestionSchema) }));
export type SuggestReply = z.infer<typeof SuggestReplySchema>;

export const companySuggest = defineRoute({
  id: 'companySuggest',
  method: 'GET',
  path: '/api/client/customs/suggest',
  origin: 'ours',
  // The same for every visitor: a shared cache may keep suggestions for common prefixes.
  auth: 'none',
  cache: 'public',
  summary: '搜索联想：公司名称、法定代表人、股东或产品',
  query: SuggestQuerySchema,
  reply: SuggestReplySchema,
});

// ---- error reports (纠错) --------------------------------------------------------------------

export { REPORT_CONTENT_MAX, REPORT_CONTENT_MIN, REPORT_TOPICS } from './values';
export type { ReportTopic } from './values';

export const ReportTopicSchema = z.enum(REPORT_TOPICS, { error: directoryMessages.topicInvalid });

const MOBILE = /^1[3-9]\d{9}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

export const ErrorReportBodySchema = z.strictObject({
  eid: EidSchema,
  topic: ReportTopicSchema,
  content: z
    .string({ error: directoryMessages.contentEmpty })
    .trim()
    .min(1, directoryMessages.contentEmpty)
    .min(REPORT_CONTENT_MIN, directoryMessages.contentTooShort)
    .max(REPORT_CONTENT_MAX, directoryMessages.contentTooLong),
  /** A phone or e-mail to answer on; optional (the report is useful without it). */
  contact: z
    .string({ error: directoryMessages.contactInvalid })
    .trim()
    .max(254, directoryMessages.contactInvalid)
    .refine((value) => value === '' || MOBILE.test(value) || EMAIL.test(value), {
      message: directoryMessages.contactInvalid,
    })
    .optional(),
});
export type ErrorReportBody = z.infer<typeof ErrorReportBodySchema>;

export const companyErrorReport = defineRoute({
  id: 'companyErrorReport',
  method: 'POST',
  path: '/api/client/company/error_report',
  origin: 'ours',
  auth: 'optional',
  summary: '企业信息纠错（免费提交，人工核实）',
  body: ErrorReportBodySchema,
  reply: CodeMsgSchema,
});
