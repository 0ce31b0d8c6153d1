import { z } from 'zod';
import { replyOf } from '../common/envelope';
import { CountSchema } from '../common/fields';
import { MoneySchema } from '../service/schemas';
import { ExportedQuerySchema } from './exports';
import { MyChatMessageSchema } from './my-chat';
import { AlertSchema, accountRoute, pageOf, PageQuerySchema } from './schemas';
import { SearchKindSchema } from './search-history';
import { LIMIT_KINDS } from './values';

/**
 * Ours: what the signed-in user has left with us besides watches and alerts — their /buyfinance
 * orders (我的订单), the needs they published while signed in (我的需求), their level's limits
 * with today's use (会员权益), everything kept about them as one file (下载我的数据) and the
 * deletion of the account (注销账号). Like every account call they name no user: the upstream
 * serves the token's user, and without a session the BFF answers 401.
 */

// ---- 我的订单 ----------------------------------------------------------------------------------

/**
 * Where an order stands. No payment is taken online: an order is received and a consultant calls
 * to confirm and sign, which happens outside this system, so every stored order is `received`.
 */
export const ORDER_STATUSES = ['received'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const MyOrderSchema = z.object({
  order_no: z.string(),
  /** The service's name (service_offers.name) and its page slug. */
  service: z.string(),
  slug: z.string(),
  plan: z.string(),
  /** Months the plan's price buys; 0: a one-off service. */
  term_months: z.number().int().min(0),
  total: MoneySchema,
  status: z.enum(ORDER_STATUSES),
  created_at: z.iso.datetime(),
});
export type MyOrder = z.infer<typeof MyOrderSchema>;

export const myOrders = accountRoute({
  id: 'myOrders',
  method: 'GET',
  path: '/api/client/account/orders',
  summary: '我的订单：登录时提交的服务订单（最新在前，分页）',
  query: PageQuerySchema,
  reply: replyOf(pageOf(MyOrderSchema)),
});

// ---- 我的需求 ----------------------------------------------------------------------------------

export const MyNeedSchema = z.object({
  id: z.number().int().min(1),
  need: z.string(),
  phone: z.string(),
  created_at: z.iso.datetime(),
});
export type MyNeed = z.infer<typeof MyNeedSchema>;

export const myNeeds = accountRoute({
  id: 'myNeeds',
  method: 'GET',
  path: '/api/client/account/needs',
  summary: '我的需求：登录时发布的需求（最新在前，分页）',
  query: PageQuerySchema,
  reply: replyOf(pageOf(MyNeedSchema)),
});

// ---- 会员权益 ----------------------------------------------------------------------------------

/**
 * One limit of the user's level (the /vip comparison's row of the same kind) and how much of it
 * is used: watches now, export rows today, search history kept now. `used` is absent for a limit
 * that is per file (单次导出) and for one whose feature is not there to count.
 */
export const BenefitSchema = z.object({
  kind: z.enum(LIMIT_KINDS),
  allowed: CountSchema,
  used: CountSchema.optional(),
});
export type Benefit = z.infer<typeof BenefitSchema>;

export const BenefitsSchema = z.object({
  level: z.number().int().min(0),
  level_name: z.string(),
  limits: z.array(BenefitSchema),
});
export type Benefits = z.infer<typeof BenefitsSchema>;

export const myBenefits = accountRoute({
  id: 'myBenefits',
  method: 'GET',
  path: '/api/client/account/benefits',
  summary: '会员权益：当前等级、每项上限和已用量',
  reply: replyOf(BenefitsSchema),
});

// ---- 下载我的数据 ------------------------------------------------------------------------------

const OptionalText = z.string().optional();

export const MyProfileSchema = z.object({
  account: z.string(),
  nickname: z.string(),
  name: z.string(),
  avatar: z.string(),
  phone: OptionalText,
  vip_level: z.number().int().min(0),
  created_at: z.iso.datetime(),
  last_login_at: z.iso.datetime(),
});

export const MyWatchRecordSchema = z.object({
  eid: z.string(),
  name: z.string(),
  watched_at: z.iso.datetime(),
});

/** An order as kept: what the list shows plus the contact details given with it. */
export const MyOrderRecordSchema = MyOrderSchema.extend({
  extras: z.array(z.string()),
  contact_name: z.string(),
  phone: z.string(),
  company_name: OptionalText,
  note: OptionalText,
});

export const MyContactMessageSchema = z.object({
  topic: z.string(),
  name: z.string(),
  phone: z.string(),
  message: z.string(),
  created_at: z.iso.datetime(),
});

export const MyErrorReportSchema = z.object({
  eid: OptionalText,
  topic: z.string(),
  content: z.string(),
  contact: OptionalText,
  created_at: z.iso.datetime(),
});

export const MySearchRecordSchema = z.object({
  keyword: z.string(),
  kind: SearchKindSchema,
  searched_at: z.iso.datetime(),
});

/** An export as 导出记录 lists it: the query, its rows and when (the file is not included). */
export const MyExportRecordSchema = z.object({
  query: ExportedQuerySchema,
  rows: CountSchema,
  created_at: z.iso.datetime(),
});

/**
 * Everything kept about the user, one field per kept thing (the server's list of parts in
 * `accounts/user-data.ts` has one entry per field).
 */
export const MyDataSchema = z.object({
  exported_at: z.iso.datetime(),
  profile: MyProfileSchema,
  watches: z.array(MyWatchRecordSchema),
  /** The read mark (alerts with an id at or below it are read) and every alert. */
  alerts: z.object({ read_through: CountSchema, list: z.array(AlertSchema) }),
  search_history: z.array(MySearchRecordSchema),
  exports: z.array(MyExportRecordSchema),
  orders: z.array(MyOrderRecordSchema),
  needs: z.array(MyNeedSchema),
  contact_messages: z.array(MyContactMessageSchema),
  error_reports: z.array(MyErrorReportSchema),
  /** Added by the BFF, whose hub keeps the chat (my-chat.ts). */
  chat_messages: z.array(MyChatMessageSchema).optional(),
});
export type MyData = z.infer<typeof MyDataSchema>;

export const myData = accountRoute({
  id: 'myData',
  method: 'GET',
  path: '/api/client/account/data',
  summary: '下载我的数据：保存的关于当前用户的全部数据',
  reply: replyOf(MyDataSchema),
});

// ---- 注销账号 ----------------------------------------------------------------------------------

export const deleteAccount = accountRoute({
  id: 'deleteAccount',
  method: 'POST',
  path: '/api/client/account/delete',
  summary: '注销账号：删除关注、提醒、搜索历史、导出记录、需求和登录；订单保留但不再关联用户',
  body: z.strictObject({}),
  reply: replyOf(z.object({ orders_kept: CountSchema })),
});

/** The calls of this file, spread into the one route table. */
export const myDataRoutes = { myOrders, myNeeds, myBenefits, myData, deleteAccount } as const;

/** Texts of these calls' replies. */
export const myDataMessages = {
  accountDeleted: '账号已注销',
} as const;
