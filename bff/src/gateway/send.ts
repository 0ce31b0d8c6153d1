import { messages } from '@ysy/contracts/common/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendPublic } from '../http/http-cache';
import { JSON_CONTENT_TYPE, sendError } from '../http/replies';
import { encodedFor } from '../plugins/json-compression';
import type { CompiledRoute } from './compile-route';
import { AUTH_STATUSES } from './forward';
import type { Passed, Refused } from './verdict';

/**
 * What the browser gets for an upstream status before any reply is judged, or undefined when the
 * reply is to be judged (a 2xx with a body, or a 4xx: the upstream's own refusal, in its envelope).
 */
export function sendForStatus(
  route: CompiledRoute,
  status: number,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | undefined {
  const { path } = route.def;
  // 205 is the upstream's "no data"; the SPA shows 没有数据.
  if (status === 204 || status === 205) return reply.code(status).send();
  if (status >= 500) {
    request.log.warn({ route: path, status }, `upstream answered ${status}: ${path}`);
    return sendError(reply, 502, messages.upstreamError);
  }
  if (
    status < 200 ||
    (status >= 300 && status < 400) ||
    status === 401 ||
    AUTH_STATUSES.has(status)
  ) {
    // 401 never means the user's session (that is 402/403); from the support host it means
    // our key was refused. Either way the browser must not take it as a lost login.
    request.log.error({ route: path, status }, `upstream answered ${status}: ${path}`);
    return sendError(reply, 502, messages.upstreamError);
  }
  return undefined;
}

/** A reply that breaks the contract: 502, and a log line naming the path and the field. */
export function sendRefused(
  route: CompiledRoute,
  status: number,
  refused: Refused,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const { path } = route.def;
  if (refused.notJson) {
    request.log.warn({ route: path, status }, `upstream reply is not JSON: ${path}`);
    return sendError(reply, 502, messages.upstreamBadReply);
  }
  const { field, message } = refused;
  request.log.warn(
    { route: path, field, problem: message, status },
    `upstream reply breaks the contract: ${path} field "${field}": ${message}`,
  );
  return sendError(reply, 502, status >= 400 ? messages.upstreamError : messages.upstreamBadReply);
}

/**
 * A reply that passed: a public success with its ETag (or a bodyless 304, http/http-cache.ts),
 * anything else as it is. A memo entry also holds the body's compressed copies.
 */
export function sendPassed(
  status: number,
  passed: Passed,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const { body, etag, memoEntry } = passed;
  if (etag !== undefined) return sendPublic(request, reply, body, etag, memoEntry);
  const payload = memoEntry !== undefined ? encodedFor(request, reply, body, memoEntry) : body;
  return reply.code(status).header('content-type', JSON_CONTENT_TYPE).send(payload);
}
