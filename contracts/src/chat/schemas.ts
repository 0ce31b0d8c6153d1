import { z } from 'zod';
import { replyOf } from '../common/envelope';
import { defineRoute } from '../common/route';

/**
 * The BFF's chat calls (ours). The browser never holds an IM token for the embedded hub: the BFF
 * keeps each chat account in a sealed httpOnly cookie (set when the support host or the login
 * callback issues it) and hands out a ticket that opens one WebSocket within a minute.
 */

export const chatMessages = {
  roleInvalid: '聊天类型不正确',
  noAccount: '请先打开在线客服或登录后再试',
  loggedOut: '您已退出登录，请重新登录后再咨询',
  agentRefused: '账号或密码错误',
  agentTooMany: '登录尝试次数过多，请稍后再试',
  agentInvalid: '请输入客服账号和密码',
  ticketInvalid: '聊天凭证无效或已过期，请刷新页面后重试',
  uploadTooLarge: (limitMb: number) => `文件太大，不能超过 ${limitMb} MB`,
  uploadTypeRefused: '不支持的文件类型',
  uploadImageRefused: '图片格式不正确，仅支持 JPG、PNG、GIF、WEBP',
  uploadVideoRefused: '视频格式不正确，仅支持 MP4、WEBM',
  uploadMissing: '请选择要发送的文件',
  uploadNotFound: '文件不存在',
  uploadExpired: '文件已过期删除',
  uploadTooMany: '上传太频繁，请稍后再试',
  uploadQuotaFull: (quotaMb: number) =>
    `您上传的文件合计已达 ${quotaMb} MB 上限，暂时无法继续上传，请用文字描述您的问题`,
  textEmpty: '消息不能为空',
  textTooLong: '消息太长，最多 2000 字',
  rateLimited: '发送太频繁，请稍后再试',
  sessionInvalid: '会话不存在',
  badFrame: '消息格式不正确',
  staffOnly: '仅客服人员可以使用',
} as const;

/** Which chat window asks: the anonymous support chat, the consultant chat, the agent console. */
export const ChatRoleSchema = z.enum(['support', 'consultant', 'agent'], {
  error: chatMessages.roleInvalid,
});
export type ChatRole = z.infer<typeof ChatRoleSchema>;

export const ImTicketBodySchema = z.strictObject({ role: ChatRoleSchema });

export const ImTicketSchema = z.object({
  account: z.string(),
  /** `local`: a one-minute ticket for `/im`. `nim`: the NetEase IM token (see the BFF README). */
  secret: z.string(),
  /** The account the window talks to first: the support agent or the user's own consultant. */
  peer: z.string().optional(),
  nick: z.string().optional(),
  avatar: z.string().optional(),
});
export type ImTicket = z.infer<typeof ImTicketSchema>;

export const imTicket = defineRoute({
  id: 'imTicket',
  method: 'POST',
  path: '/api/bff/im/ticket',
  host: 'bff',
  auth: 'none',
  summary: '取得打开聊天连接的短期凭证',
  body: ImTicketBodySchema,
  reply: replyOf(ImTicketSchema),
});

export const AgentLoginBodySchema = z.strictObject({
  account: z.string({ error: chatMessages.agentInvalid }).min(1, chatMessages.agentInvalid).max(64),
  password: z
    .string({ error: chatMessages.agentInvalid })
    .min(1, chatMessages.agentInvalid)
    .max(256),
});

export const agentLogin = defineRoute({
  id: 'agentLogin',
  method: 'POST',
  path: '/api/bff/im/agent_login',
  host: 'bff',
  auth: 'none',
  summary: '客服工作台登录（客服与服务顾问账号）',
  body: AgentLoginBodySchema,
  reply: replyOf(z.object({ account: z.string(), nick: z.string().optional() })),
});

/** Upload limits per kind, in MB (a refused upload is answered with a Chinese message). */
export const UPLOAD_LIMIT_MB = { image: 5, video: 20, audio: 10, file: 10 } as const;

/** POST multipart (field `file`, query `kind`): answered with the stored attachment. */
export const IM_UPLOAD_PATH = '/im/upload';
/** GET: a stored upload; images and videos inline, everything else as an attachment. */
export const IM_FILES_PATH = '/im/files';
/** The WebSocket of the embedded hub. */
export const IM_SOCKET_PATH = '/im';

export const UploadKindSchema = z.enum(['image', 'video', 'audio', 'file'], {
  error: chatMessages.uploadTypeRefused,
});

export const UploadReplySchema = replyOf(
  z.object({
    uploadId: z.string(),
    url: z.string(),
    name: z.string(),
    size: z.number().int(),
    kind: UploadKindSchema,
  }),
);
export type UploadReply = z.infer<typeof UploadReplySchema>;
