import { z } from 'zod';
import { failureReply } from '../common/envelope';
import { messages } from '../common/messages';
import { ConsultPhoneSchema } from '../common/phone';
import { defineRoute } from '../common/route';
import { VerifyCodeSchema } from '../consultation/schemas';
import { serviceMessages } from '../service/messages';
import { LOGIN_OK, LoginDataSchema, UpstreamLoginDataSchema } from './schemas';

/**
 * Ours: finishes a login that answered code 2 (verification needed). The browser sends the
 * verify info it stored, a phone and the SMS code sent to it (`get_phone`); the upstream checks
 * the code against the verify token the BFF holds in its sealed cookie and answers like a code-0
 * login, with a new token that the BFF seals in place of the verify token.
 */
export const VerifyPhoneBodySchema = z.strictObject({
  openid: z
    .string({ error: serviceMessages.openidEmpty })
    .min(1, serviceMessages.openidEmpty)
    .max(128, serviceMessages.openidEmpty),
  unid: z.string().max(128, serviceMessages.openidEmpty).default(''),
  phone: ConsultPhoneSchema,
  code: z.string({ error: messages.verifyCodeEmpty }).pipe(VerifyCodeSchema),
});
export type VerifyPhoneBody = z.infer<typeof VerifyPhoneBodySchema>;

export const VerifyPhoneReplySchema = z.union([
  z.object({ code: z.literal(LOGIN_OK), msg: z.string().optional(), data: LoginDataSchema }),
  failureReply(LOGIN_OK),
]);
export type VerifyPhoneReply = z.infer<typeof VerifyPhoneReplySchema>;

export const VerifyPhoneUpstreamReplySchema = z.union([
  z.object({
    code: z.literal(LOGIN_OK),
    msg: z.string().optional(),
    data: UpstreamLoginDataSchema,
  }),
  failureReply(LOGIN_OK),
]);

export const verifyPhoneLogin = defineRoute({
  id: 'verifyPhoneLogin',
  method: 'POST',
  path: '/api/client/wxlogin/verify_phone',
  auth: 'required',
  origin: 'ours',
  summary: '扫码登录需验证（code 2）时，用手机号与短信验证码完成登录',
  body: VerifyPhoneBodySchema,
  reply: VerifyPhoneReplySchema,
  upstreamReply: VerifyPhoneUpstreamReplySchema,
});
