import {
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  idempotencyMessages,
} from '@ysy/contracts/common/idempotency';
import { issuesOf, messageOf } from '@ysy/contracts/common/zod-errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../http/replies';
import type { CompiledRoute } from './compile-route';
import { toQueryString } from './query-string';

/** A request's input once the contract accepted it: only validated fields go upstream. */
export interface Input {
  query: unknown;
  body: unknown;
  /** The upstream path with the validated query. */
  path: string;
  /** The validated body as sent (`{}` for a POST without one), undefined for a GET. */
  bodyText: string | undefined;
  /** The write's Idempotency-Key, on the routes that take one; undefined when none was sent. */
  idempotencyKey?: string;
}

/** The validated input, or undefined once a 400 naming the fields has been sent. */
export function readInput(
  route: CompiledRoute,
  request: FastifyRequest,
  reply: FastifyReply,
): Input | undefined {
  const { def } = route;
  const input: Input = { query: undefined, body: undefined, path: route.path, bodyText: undefined };
  if (route.takesIdempotencyKey) {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    // No key is a write as before (old pages, API clients); a key that is not one is refused.
    if (key !== undefined) {
      const parsed = IdempotencyKeySchema.safeParse(key);
      if (!parsed.success) {
        sendError(reply, 400, idempotencyMessages.keyInvalid);
        return undefined;
      }
      input.idempotencyKey = parsed.data;
    }
  }
  if (def.query) {
    const parsed = def.query.safeParse(request.query);
    if (!parsed.success) {
      sendError(reply, 400, messageOf(parsed.error), issuesOf(parsed.error));
      return undefined;
    }
    input.query = parsed.data;
    const qs = toQueryString(parsed.data);
    if (qs !== '') input.path = `${route.path}?${qs}`;
  }
  if (def.body) {
    // No body at all is validated as `{}`, so the reply names the missing fields.
    const parsed = def.body.safeParse(request.body ?? {});
    if (!parsed.success) {
      sendError(reply, 400, messageOf(parsed.error), issuesOf(parsed.error));
      return undefined;
    }
    input.body = parsed.data;
    input.bodyText = JSON.stringify(parsed.data);
  } else if (def.method === 'POST') {
    input.bodyText = '{}';
  }
  return input;
}
