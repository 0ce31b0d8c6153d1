import { z } from 'zod';
import { CodeMsgSchema, failureReply, replyOf } from '../common/envelope';
import { isSuccess } from '../common/is-success';
import { messages } from '../common/messages';
import { defineRoute } from '../common/route';
import { LOGIN_OK, LOGIN_VERIFY } from './values';

/**
 * The user as the browser may keep it (`userInfo` in local storage): nothing secret. The upstream
 * names nickname, name and avatar; `id` and `vip_level` are ours, so an upstream may leave them
 * out.
 */
export const UserInfoSchema = z.object({
  id: z.number().int().optional(),
  nickname: z.string(),
  name: z.string(),
  avatar: z.string(),
  /** Membership level (0: none); the VIP page and the user menu show it. */
  vip_level: z.number().int().min(0).optional(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

/** The chat account the IM service knows the user by (`imAccount`). */
export const ImAccountSchema = z.object({
  im_accid: z.string(),
  im_token: z.string(),
  im_icon: z.string(),
  im_openid: z.string(),
});
export type ImAccount = z.infer<typeof ImAccountSchema>;

/**
 * The chat account as the browser keeps it: `im_token` is the chat service's password for this
 * account, so the BFF strips it from the login reply and the page never stores it; the chat gets
 * its credential from the BFF when it connects.
 */
export const BrowserImAccountSchema = ImAccountSchema.omit({ im_token: true });
export type BrowserImAccount = z.infer<typeof BrowserImAccountSchema>;

// ---- login callback -------------------------------------------------------------------------

export const WxLoginCallbackQuerySchema = z.object({
  code: z
    .string({ error: messages.loginCodeEmpty })
    .min(1, messages.loginCodeEmpty)
    .max(512, messages.loginCodeEmpty),
  state: z
    .string({ error: messages.loginStateEmpty })
    .min(1, messages.loginStateEmpty)
    .max(512, messages.loginStateEmpty),
});
export type WxLoginCallbackQuery = z.infer<typeof WxLoginCallbackQuerySchema>;

/**
 * Code 0, as the browser gets it: the token stays in the BFF's sealed cookie and the chat token
 * with the BFF.
 */
export const LoginDataSchema = z.object({
  userInfo: UserInfoSchema,
  theLatestUserInfo: UserInfoSchema,
  imAccount: BrowserImAccountSchema,
});
export type LoginData = z.infer<typeof LoginDataSchema>;
export const UpstreamLoginDataSchema = LoginDataSchema.extend({
  token: z.string().min(1),
  imAccount: ImAccountSchema,
});
export type UpstreamLoginData = z.infer<typeof UpstreamLoginDataSchema>;

/** Code 2: the verify info for /signverification, as the browser gets it. */
export const VerifyInfoSchema = z.object({ openid: z.string(), unid: z.string() });
export type VerifyInfo = z.infer<typeof VerifyInfoSchema>;
export const UpstreamVerifyInfoSchema = VerifyInfoSchema.extend({ token: z.string().min(1) });
export type UpstreamVerifyInfo = z.infer<typeof UpstreamVerifyInfoSchema>;

export { LOGIN_OK, LOGIN_VERIFY } from './values';

function loginReply<L extends z.ZodType, V extends z.ZodType>(login: L, verify: V) {
  return z.union([
    z.object({ code: z.literal(LOGIN_OK), msg: z.string().optional(), data: login }),
    z.object({ code: z.literal(LOGIN_VERIFY), msg: z.string().optional(), data: verify }),
    failureReply(LOGIN_OK, LOGIN_VERIFY),
  ]);
}

/** What the browser receives: never a token (objects strip unknown keys). */
export const WxLoginCallbackReplySchema = loginReply(LoginDataSchema, VerifyInfoSchema);
export type WxLoginCallbackReply = z.infer<typeof WxLoginCallbackReplySchema>;
/** What the upstream sends: the token in `data.token` for codes 0 and 2. */
export const WxLoginCallbackUpstreamReplySchema = loginReply(
  UpstreamLoginDataSchema,
  UpstreamVerifyInfoSchema,
);
export type WxLoginCallbackUpstreamReply = z.infer<typeof WxLoginCallbackUpstreamReplySchema>;

export const wxLoginCallback = defineRoute({
  id: 'wxLoginCallback',
  method: 'GET',
  cache: 'no-store',
  path: '/api/client/wxlogin/wxlogincallback',
  auth: 'none',
  // Signs the browser in: only the page that started this login may finish it.
  sideEffect: true,
  summary: '微信扫码登录回调（code 0 已登录，code 2 需要验证）',
  query: WxLoginCallbackQuerySchema,
  reply: WxLoginCallbackReplySchema,
  upstreamReply: WxLoginCallbackUpstreamReplySchema,
});

// ---- token refresh (BFF only) ---------------------------------------------------------------

/**
 * The refreshed token. The upstream's documentation names only `token`, without saying whether
 * it sits in `data` like every other reply's payload or beside `code`: both are accepted.
 */
export const IssueTokenReplySchema = z.union([
  replyOf(z.object({ token: z.string().min(1) })),
  z.object({ code: z.literal(0), msg: z.string().optional(), token: z.string().min(1) }),
]);
export type IssueTokenReply = z.infer<typeof IssueTokenReplySchema>;

/** The new token of a successful refresh, wherever the reply put it. */
export function refreshedToken(reply: IssueTokenReply): string | undefined {
  if ('token' in reply) return reply.token;
  return isSuccess(reply, 0) ? reply.data.token : undefined;
}

export const issueToken = defineRoute({
  id: 'issueToken',
  method: 'GET',
  cache: 'no-store',
  path: '/api/client/wxlogin/issue_token',
  auth: 'required',
  exposed: false,
  summary: '用仍在续期窗口内的令牌换取新令牌（仅 BFF 调用）',
  reply: IssueTokenReplySchema,
});

/**
 * Ours: ends the token upstream at logout, so a copy of the old session cookie stops working.
 * The upstream API has no logout call of its own; only the BFF calls this one.
 */
export const RevokeTokenBodySchema = z.strictObject({});
export const revokeToken = defineRoute({
  id: 'revokeToken',
  method: 'POST',
  path: '/api/client/wxlogin/revoke_token',
  auth: 'required',
  exposed: false,
  origin: 'ours',
  summary: '注销当前令牌（退出登录时由 BFF 调用）',
  body: RevokeTokenBodySchema,
  reply: CodeMsgSchema,
});

// ---- latest user ----------------------------------------------------------------------------

export const GetLatestUserBodySchema = z.strictObject({});
export const GetLatestUserReplySchema = replyOf(z.object({ user: UserInfoSchema }));
export type GetLatestUserReply = z.infer<typeof GetLatestUserReplySchema>;

export const getLatestUser = defineRoute({
  id: 'getLatestUser',
  method: 'POST',
  path: '/api/client/user/get_latest_user',
  auth: 'required',
  summary: '获取当前登录用户的最新资料',
  body: GetLatestUserBodySchema,
  reply: GetLatestUserReplySchema,
});
