import { z } from 'zod';

/**
 * Every upstream reply is an envelope `{ code, msg, data }`. Which `code` means success differs
 * per call in the spec (0 for most, 1 for the knowledge base), so the envelope does not judge it.
 */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    msg: z.string().optional(),
    data,
  });
}

/** A reply that carries only `code` and `msg` (writes such as publish_demand, get_phone). */
export const CodeMsgSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
});
export type CodeMsg = z.infer<typeof CodeMsgSchema>;

/**
 * The one error shape the BFF answers with (400, 401, 403, 429, 502, 504 …).
 * `issues` lists the failing fields for a 400.
 */
export const ErrorReplySchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  issues: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional(),
});
export type ErrorReply = z.infer<typeof ErrorReplySchema>;

/** Page numbers arrive as query strings; they are whole numbers from 1. */
export const PageSchema = z.coerce
  .number({ error: '页码必须是数字' })
  .int('页码必须是整数')
  .min(1, '页码从 1 开始')
  .max(1000, '页码过大');
