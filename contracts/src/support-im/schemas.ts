import { z } from 'zod';
import { messages } from '../common/messages';
import { replyOf } from '../common/envelope';
import { defineRoute } from '../common/route';
import { BrowserImAccountSchema, ImAccountSchema } from '../login/schemas';

/**
 * Calls to the support-chat host, a server apart from the business API. The BFF serves them under
 * /support and adds the support key itself; the browser never sends or sees it.
 */

export const KfAccountReplySchema = replyOf(z.object({ account: z.string().min(1) }));
export type KfAccountReply = z.infer<typeof KfAccountReplySchema>;

export const kfAccount = defineRoute({
  id: 'kfAccount',
  method: 'GET',
  cache: 'no-store',
  path: '/api/im/account/kfAccount',
  host: 'support',
  auth: 'none',
  summary: '在线客服的 IM 账号',
  reply: KfAccountReplySchema,
});

/** The channel value the support host expects from the web chat. */
export const SUPPORT_CHANNEL = 3;

/** The anonymous visitor id kept in local storage, generated once when missing. */
export const JsCodeSchema = z
  .string({ error: messages.jsCodeBadFormat })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, messages.jsCodeBadFormat);

export const GetOrCreateBodySchema = z.strictObject({
  js_code: JsCodeSchema,
  channel: z.literal(SUPPORT_CHANNEL, { error: messages.channelInvalid }),
});
export type GetOrCreateBody = z.infer<typeof GetOrCreateBodySchema>;

/** As the browser gets it: no `im_token` (the BFF seals it into an httpOnly cookie). */
export const GetOrCreateReplySchema = replyOf(z.object({ account: BrowserImAccountSchema }));
export type GetOrCreateReply = z.infer<typeof GetOrCreateReplySchema>;
export const GetOrCreateUpstreamReplySchema = replyOf(z.object({ account: ImAccountSchema }));
export type GetOrCreateUpstreamReply = z.infer<typeof GetOrCreateUpstreamReplySchema>;

export const getOrCreate = defineRoute({
  id: 'getOrCreate',
  method: 'POST',
  path: '/api/im/account/getOrCreate',
  host: 'support',
  auth: 'none',
  summary: '为匿名访客取得或创建 IM 账号',
  body: GetOrCreateBodySchema,
  reply: GetOrCreateReplySchema,
  upstreamReply: GetOrCreateUpstreamReplySchema,
});
