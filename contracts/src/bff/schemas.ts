import { z } from 'zod';
import { CodeMsgSchema, replyOf } from '../common/envelope';
import { defineRoute } from '../common/route';

/**
 * The operator's registration details that /profile shows (企业名称, 统一社会信用代码, 注册地址,
 * 经营范围); each is absent when not configured, and the page then leaves its line out.
 */
export const CompanyDetailsSchema = z.object({
  name: z.string().optional(),
  creditCode: z.string().optional(),
  address: z.string().optional(),
  businessScope: z.string().optional(),
});
export type CompanyDetails = z.infer<typeof CompanyDetailsSchema>;

/**
 * What the site's own QR codes open (the mobile site, the mini program, the official account).
 * A code is shown only when its target is configured: a code that opens nothing real is not.
 */
export const QrTargetsSchema = z.object({
  mobile: z.string().optional(),
  miniProgram: z.string().optional(),
  officialAccount: z.string().optional(),
});
export type QrTargets = z.infer<typeof QrTargetsSchema>;
export type QrKind = keyof QrTargets;

/** The BFF's public configuration: what the SPA needs to pick its adapters. Nothing secret. */
export const BffConfigSchema = z.object({
  brand: z.literal('易商云'),
  hotline: z.string(),
  /** When the support agents answer (the support chat's greeting says it). */
  supportHours: z.string(),
  /** `local`: no NIM app key configured; `nim`: NetEase IM with `appKey`. */
  chat: z.object({ mode: z.enum(['local', 'nim']), appKey: z.string().optional() }),
  /** `simulated`: /wechat-sim QR login; `wechat`: the open-platform widget with `appId`. */
  wechat: z.object({ mode: z.enum(['simulated', 'wechat']), appId: z.string().optional() }),
  miniProgramName: z.string(),
  officialAccountName: z.string(),
  /** A demo part runs (embedded services, simulated login): the page shows a 演示环境 ribbon. */
  demo: z.boolean(),
  /** ICP and public-security record numbers for the footer; absent when not configured. */
  icpRecord: z.string().optional(),
  psbRecord: z.string().optional(),
  company: CompanyDetailsSchema,
  qr: QrTargetsSchema,
});
export type BffConfig = z.infer<typeof BffConfigSchema>;
export const BffConfigReplySchema = replyOf(BffConfigSchema);
export type BffConfigReply = z.infer<typeof BffConfigReplySchema>;

export const bffConfig = defineRoute({
  id: 'bffConfig',
  method: 'GET',
  cache: 'public',
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

/**
 * Starts a login attempt: the BFF makes the OAuth `state`, keeps its hash in a short-lived
 * httpOnly cookie, and accepts the login callback only with that state, once. So a link to the
 * callback with someone else's code cannot sign a victim's browser into another account.
 */
export const LoginStateReplySchema = replyOf(z.object({ state: z.string().min(16) }));
export type LoginStateReply = z.infer<typeof LoginStateReplySchema>;

export const bffLoginState = defineRoute({
  id: 'bffLoginState',
  method: 'POST',
  path: '/api/bff/login/state',
  host: 'bff',
  auth: 'none',
  summary: '开始一次扫码登录：签发 state，并以 httpOnly Cookie 绑定到本浏览器',
  reply: LoginStateReplySchema,
});
