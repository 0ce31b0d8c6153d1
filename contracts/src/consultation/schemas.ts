import { z } from 'zod';
import { CodeMsgSchema, failureReply } from '../common/envelope';
import { messages } from '../common/messages';
import { ConsultPhoneSchema } from '../common/phone';
import { defineRoute } from '../common/route';
import { SERVICE_IDS } from './services';

// ---- SMS code -------------------------------------------------------------------------------

export const GetPhoneCodeQuerySchema = z.object({ phone: ConsultPhoneSchema });
export type GetPhoneCodeQuery = z.infer<typeof GetPhoneCodeQuerySchema>;

export const getPhoneCode = defineRoute({
  id: 'getPhoneCode',
  method: 'GET',
  cache: 'no-store',
  path: '/api/verify_code/get_phone',
  sideEffect: true,
  summary: '发送短信验证码（msg 显示在验证码输入框下方）',
  query: GetPhoneCodeQuerySchema,
  reply: CodeMsgSchema,
});

// ---- start a call ---------------------------------------------------------------------------

export const VerifyCodeSchema = z
  .string({ error: messages.verifyCodeEmpty })
  .trim()
  .min(1, messages.verifyCodeEmpty)
  .regex(/^\d{6}$/, messages.verifyCodeBadFormat);

export const ServiceIdSchema = z.coerce
  .number({ error: messages.serviceIdInvalid })
  .int(messages.serviceIdInvalid)
  .min(1, messages.serviceIdInvalid)
  .refine((id) => SERVICE_IDS.includes(id), messages.serviceIdInvalid);

export const FreePhoneQuerySchema = z.object({
  phone: ConsultPhoneSchema,
  code: VerifyCodeSchema,
  id: ServiceIdSchema,
});
export type FreePhoneQuery = z.infer<typeof FreePhoneQuerySchema>;

/** Code 0: the call starts (`sessionId` top-level); 422 or 1: `msg` goes under the code field. */
export const FreePhoneReplySchema = z.union([
  z.object({ code: z.literal(0), msg: z.string().optional(), sessionId: z.string().min(1) }),
  failureReply(0),
]);
export type FreePhoneReply = z.infer<typeof FreePhoneReplySchema>;

export const freePhone = defineRoute({
  id: 'freePhone',
  method: 'GET',
  cache: 'no-store',
  path: '/api/consultation/free_phone',
  sideEffect: true,
  summary: '开始免费电话咨询（code 0 返回 sessionId）',
  query: FreePhoneQuerySchema,
  reply: FreePhoneReplySchema,
});

// ---- call status ----------------------------------------------------------------------------

export const FreePhoneStatusQuerySchema = z.object({
  sessionId: z
    .string({ error: messages.sessionIdEmpty })
    .trim()
    .min(1, messages.sessionIdEmpty)
    .max(128, messages.sessionIdEmpty),
});
export type FreePhoneStatusQuery = z.infer<typeof FreePhoneStatusQuerySchema>;

/**
 * Call status (docs/behaviour.md#consultation), top-level fields. `return` lists per-leg results (0
 * busy, 1 ended); `alert` is 'answer' once connected, else false; `disconnect` is 'disconnect' once
 * hung up, else false.
 */
export const FreePhoneStatusReplySchema = z.union([
  z.object({
    code: z.literal(0),
    msg: z.string().optional(),
    return: z.array(z.number().int()),
    alert: z.union([z.string(), z.literal(false)]),
    disconnect: z.union([z.string(), z.literal(false)]),
  }),
  // Any other code: nothing is shown, only logged.
  z.object({
    code: z
      .number()
      .int()
      .refine((code) => code !== 0, { message: 'a failure reply cannot carry code 0' }),
    msg: z.string().optional(),
  }),
]);
export type FreePhoneStatusReply = z.infer<typeof FreePhoneStatusReplySchema>;

export const freePhoneStatus = defineRoute({
  id: 'freePhoneStatus',
  method: 'GET',
  cache: 'no-store',
  path: '/api/consultation/free_phone_status',
  summary: '免费电话咨询的通话状态（每 3 秒轮询）',
  query: FreePhoneStatusQuerySchema,
  reply: FreePhoneStatusReplySchema,
});
