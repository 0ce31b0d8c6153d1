import { z } from 'zod';
import { PageSchema, replyOf } from '../common/envelope';
import { CountSchema, DateSchema, EidSchema } from '../common/fields';
import { defineRoute } from '../common/route';
import { accountMessages } from './messages';
import { CHANGE_KINDS } from './values';

/**
 * Ours: a company's change history (变更记录), and what a signed-in user keeps: watched companies
 * (关注) and the alerts of their changes (动态提醒). The account calls name no user: the upstream
 * serves the user of the token the BFF sends from the sealed session, and without a session the
 * BFF answers 401. Every list is a page of PAGE_SIZE, newest first.
 */

/** One change of a company's record. `before` is absent for a new record (a new trademark). */
export const CompanyChangeSchema = z.object({
  id: z.number().int().min(1),
  kind: z.enum(CHANGE_KINDS),
  before: z.string().optional(),
  after: z.string(),
  changed_on: DateSchema,
  source: z.string(),
});
export type CompanyChange = z.infer<typeof CompanyChangeSchema>;

/** What a VIP level may keep and do, as vip_entitlements holds it (counts). */
export const VipLimitsSchema = z.object({
  watched_companies: CountSchema,
  export_rows_per_file: CountSchema,
  export_rows_per_day: CountSchema,
  search_history_length: CountSchema,
});
export type VipLimits = z.infer<typeof VipLimitsSchema>;

/** `{ total, page, list }`, as every paged list of the product. */
export function pageOf<I extends z.ZodType>(item: I) {
  return z.object({ total: CountSchema, page: z.number().int().min(1), list: z.array(item) });
}

export const PageQuerySchema = z.object({ page: PageSchema.default(1) });

/**
 * A call of the signed-in user's own data: ours, the token required (no session: the BFF answers
 * 401 and calls nothing), and never kept by a cache (personal data).
 */
export function accountRoute<
  R extends z.ZodType,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(def: {
  id: string;
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  query?: Q;
  body?: B;
  reply: R;
}) {
  return defineRoute<R, Q, B>({ ...def, origin: 'ours', auth: 'required', cache: 'no-store' });
}

// ---- 变更记录 ----------------------------------------------------------------------------------

export const CompanyChangesQuerySchema = z.object({ eid: EidSchema, page: PageSchema.default(1) });
export const CompanyChangesReplySchema = replyOf(pageOf(CompanyChangeSchema));
export type CompanyChangesReply = z.infer<typeof CompanyChangesReplySchema>;

export const companyChanges = defineRoute({
  id: 'companyChanges',
  method: 'GET',
  path: '/api/client/company/changes',
  origin: 'ours',
  cache: 'public',
  summary: '企业变更记录（最新在前，分页）',
  query: CompanyChangesQuerySchema,
  reply: CompanyChangesReplySchema,
});

// ---- 关注 --------------------------------------------------------------------------------------

export const WatchBodySchema = z.strictObject({ eid: EidSchema });
export type WatchBody = z.infer<typeof WatchBodySchema>;

/** After a watch or an unwatch: whether the company is watched now, and how many the user watches. */
export const WatchReplySchema = replyOf(z.object({ watching: z.boolean(), watched: CountSchema }));
export type WatchReply = z.infer<typeof WatchReplySchema>;

export const watchCompany = accountRoute({
  id: 'watchCompany',
  method: 'POST',
  path: '/api/client/account/watch',
  summary: '关注企业（重复关注仍是一次关注；超过会员等级的上限时不保存）',
  body: WatchBodySchema,
  reply: WatchReplySchema,
});

export const unwatchCompany = accountRoute({
  id: 'unwatchCompany',
  method: 'POST',
  path: '/api/client/account/unwatch',
  summary: '取消关注企业（未关注时也成功）',
  body: WatchBodySchema,
  reply: WatchReplySchema,
});

export const watchStatus = accountRoute({
  id: 'watchStatus',
  method: 'GET',
  path: '/api/client/account/watch/status',
  summary: '当前用户是否关注了该企业',
  query: z.object({ eid: EidSchema }),
  reply: replyOf(z.object({ watching: z.boolean() })),
});

/** A row of 我的关注: the company, when the watch began, and its latest change if it has one. */
export const WatchedCompanySchema = z.object({
  eid: z.string(),
  name: z.string(),
  status: z.string(),
  watched_at: z.iso.datetime(),
  latest_change: CompanyChangeSchema.optional(),
});
export type WatchedCompany = z.infer<typeof WatchedCompanySchema>;

export const myWatches = accountRoute({
  id: 'myWatches',
  method: 'GET',
  path: '/api/client/account/watches',
  summary: '我的关注（最近关注的在前，分页）',
  query: PageQuerySchema,
  reply: replyOf(pageOf(WatchedCompanySchema)),
});

// ---- 动态提醒 ----------------------------------------------------------------------------------

/** A change of a watched company recorded after the watch began; `unread` above the read mark. */
export const AlertSchema = CompanyChangeSchema.extend({
  eid: z.string(),
  company_name: z.string(),
  unread: z.boolean(),
});
export type Alert = z.infer<typeof AlertSchema>;

export const alertList = accountRoute({
  id: 'alertList',
  method: 'GET',
  path: '/api/client/account/alerts',
  summary: '动态提醒：所关注企业在关注之后的变更（最新在前，分页）',
  query: PageQuerySchema,
  reply: replyOf(pageOf(AlertSchema).extend({ unread: CountSchema })),
});

export const UnreadReplySchema = replyOf(z.object({ unread: CountSchema }));

export const alertUnread = accountRoute({
  id: 'alertUnread',
  method: 'GET',
  path: '/api/client/account/alerts/unread',
  summary: '未读提醒数（顶栏角标）',
  reply: UnreadReplySchema,
});

/**
 * Moves the read mark forward: to `through` (the newest alert the page showed: viewing the list
 * marks it and everything older read), or without it to the newest alert there is (全部已读).
 * The mark never moves back, so a late or repeated call changes nothing.
 */
export const AlertsReadBodySchema = z.strictObject({
  through: z
    .number({ error: accountMessages.throughInvalid })
    .int(accountMessages.throughInvalid)
    .min(1, accountMessages.throughInvalid)
    .max(Number.MAX_SAFE_INTEGER, accountMessages.throughInvalid)
    .optional(),
});
export type AlertsReadBody = z.infer<typeof AlertsReadBodySchema>;

export const markAlertsRead = accountRoute({
  id: 'markAlertsRead',
  method: 'POST',
  path: '/api/client/account/alerts/read',
  summary: '标记提醒已读（查看列表时标记所显示的，或全部已读）',
  body: AlertsReadBodySchema,
  reply: UnreadReplySchema,
});

/** The calls of the accounts area, spread into the one route table. */
export const accountRoutes = {
  companyChanges,
  watchCompany,
  unwatchCompany,
  watchStatus,
  myWatches,
  alertList,
  alertUnread,
  markAlertsRead,
} as const;
