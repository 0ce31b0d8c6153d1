import { z } from 'zod';
import { CodeMsgSchema, replyOf } from '../common/envelope';
import { defineRoute } from '../common/route';

/** The BFF's public configuration: what the SPA needs to pick its adapters. Nothing secret. */
export const BffConfigSchema = z.object({
  brand: z.literal('易商云'),
  hotline: z.string(),
  /** `local`: the embedded IM hub at /im; `nim`: NetEase IM with `appKey`. */
  chat: z.object({ mode: z.enum(['local', 'nim']), appKey: z.string().optional() }),
  /** `simulated`: /wechat-sim QR login; `wechat`: the open-platform widget with `appId`. */
  wechat: z.object({ mode: z.enum(['simulated', 'wechat']), appId: z.string().optional() }),
  miniProgramName: z.string(),
  officialAccountName: z.string(),
});
export type BffConfig = z.infer<typeof BffConfigSchema>;
export const BffConfigReplySchema = replyOf(BffConfigSchema);
export type BffConfigReply = z.infer<typeof BffConfigReplySchema>;

export const bffConfig = defineRoute({
  id: 'bffConfig',
  method: 'GET',
  path: '/api/bff/config',
  host: 'bff',
  auth: 'none',
  summary: 'BFF 公开配置（客服热线、聊天与登录方式）',
  reply: BffConfigReplySchema,
});

export const bffLogout = defineRoute({
  id: 'bffLogout',
  method: 'POST',
  path: '/api/bff/logout',
  host: 'bff',
  auth: 'none',
  summary: '退出登录（清除会话 Cookie）',
  reply: CodeMsgSchema,
});
