import { z } from 'zod';
import { messages } from './messages';
import { MAX_PAGE } from './pagination';

/**
 * Every upstream reply is an envelope `{ code, msg, data }`. Which `code` means success differs
 * per call (0 for most, 1 for the knowledge base), so the envelope does not judge it.
 * Prefer `replyOf`, which does.
 */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    msg: z.string().optional(),
    data,
  });
}

/**
 * A failure reply: any code but the success ones, with a `msg` for the user. Upstreams often send
 * `data: null` or `data: []` with a failure; whatever it holds is unvalidated, so it is stripped
 * (objects drop unknown keys) and the browser gets exactly `{ code, msg }`.
 */
export function failureReply(...successCodes: number[]) {
  return z.object({
    code: z
      .number()
      .int()
      .refine((code) => !successCodes.includes(code), {
        message: 'a failure reply cannot carry a success code',
      }),
    msg: z.string(),
  });
}

/**
 * The reply of a call that answers `{ code: successCode, msg?, data }` on success and
 * `{ code: <other>, msg }` on failure. Narrow it with `isSuccess(reply, successCode)`
 * (common/is-success).
 */
export function replyOf<T extends z.ZodType, const C extends number = 0>(data: T, successCode?: C) {
  const code = (successCode ?? 0) as C;
  return z.union([
    z.object({ code: z.literal(code), msg: z.string().optional(), data }),
    failureReply(code),
  ]);
}

/** A reply that carries only `code` and `msg` (writes such as publish_demand, get_phone). */
export const CodeMsgSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
});
export type CodeMsg = z.infer<typeof CodeMsgSchema>;

/** One failing field of a 400: `path` joined with dots (`""` for the whole input). */
export const IssueSchema = z.object({ path: z.string(), message: z.string() });
export type Issue = z.infer<typeof IssueSchema>;

/**
 * The one error shape the BFF answers with (400, 401, 403, 429, 502, 504 …).
 * `issues` lists the failing fields for a 400.
 */
export const ErrorReplySchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  issues: z.array(IssueSchema).optional(),
});
export type ErrorReply = z.infer<typeof ErrorReplySchema>;

/** Page numbers arrive as query strings; they are whole numbers from 1 to the deepest served. */
export const PageSchema = z.coerce
  .number({ error: messages.pageNotNumber })
  .int(messages.pageNotInteger)
  .min(1, messages.pageTooSmall)
  .max(MAX_PAGE, messages.pageTooLarge);
