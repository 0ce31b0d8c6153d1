import { IDEMPOTENCY_KEY_HEADER } from '@ysy/contracts/common/idempotency';
import { messages } from '@ysy/contracts/common/messages';
import { refreshedToken } from '@ysy/contracts/login/schemas';
import { routes } from '@ysy/contracts/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../http/replies';
import type { Session } from '../plugins/session-cookie';
import { UpstreamFailure, type UpstreamResponse } from '../plugins/upstream-client';
import type { CompiledRoute, UpstreamCaller } from './compile-route';
import type { Input } from './read-input';

/**
 * The call to the upstream with the session's token. The upstream answers 402 or 403 when a token
 * has expired: a token still in its refresh window is exchanged for a new one (stored in the
 * sealed cookie) and the call is made again, once; without a token, or when the refresh fails, the
 * session is lost (401, cookie cleared).
 */

export const AUTH_STATUSES: ReadonlySet<number> = new Set([402, 403]);

/** Answers the request itself (and returns undefined) when no reply is left to relay. */
export type Forward = (
  route: CompiledRoute,
  input: Input,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<UpstreamResponse | undefined>;

/**
 * A new token for one in its refresh window, or undefined (expired for good, or any failure).
 * Shared by the gateway and the BFF's streamed routes (routes/export-files.ts).
 */
export function tokenRefresher(upstream: UpstreamCaller) {
  const issueTokenPath = upstream.basePath + routes.issueToken.path;
  return async function refresh(
    token: string,
    request: FastifyRequest,
  ): Promise<string | undefined> {
    try {
      const response = await upstream.request('GET', issueTokenPath, {
        accept: 'application/json',
        authorization: token,
      });
      if (response.status !== 200) return undefined;
      const parsed = routes.issueToken.reply.safeParse(JSON.parse(response.body));
      return parsed.success ? refreshedToken(parsed.data) : undefined;
    } catch (error) {
      request.log.warn({ err: error }, 'token refresh failed');
      return undefined;
    }
  };
}

export function forwarder(session: Session, upstream: UpstreamCaller): Forward {
  const refresh = tokenRefresher(upstream);

  function sessionLost(request: FastifyRequest, reply: FastifyReply): undefined {
    session.clear(request, reply);
    sendError(reply, 401, messages.unauthorized);
    return undefined;
  }

  return async function forward(route, input, request, reply) {
    let token: string | undefined;
    if (route.sendsToken) {
      const found = await session.read(request);
      token = found.token;
      // A cookie that no longer unseals (tampered, expired, old key) is dropped.
      if (found.present && token === undefined) session.clear(request, reply);
      if (token === undefined && route.def.auth === 'required') return sessionLost(request, reply);
    }
    const response = await call(route, input, token, request, reply);
    if (!response || route.def.host !== 'upstream' || !AUTH_STATUSES.has(response.status)) {
      return response;
    }
    if (token === undefined) return sessionLost(request, reply);
    const fresh = await refresh(token, request);
    if (fresh === undefined) return sessionLost(request, reply);
    await session.write(request, reply, fresh);
    const retried = await call(route, input, fresh, request, reply);
    if (retried && AUTH_STATUSES.has(retried.status)) return sessionLost(request, reply);
    return retried;
  };
}

/**
 * Sends the request; on a transport failure answers 502/504 itself (503 when the route already
 * has its bound of calls under way) and returns undefined.
 */
async function call(
  route: CompiledRoute,
  input: Input,
  token: string | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<UpstreamResponse | undefined> {
  const { def } = route;
  const { idempotencyKey } = input;
  // A call with nothing of its own (every public read) sends the route's headers object as is.
  const headers =
    token === undefined && idempotencyKey === undefined ? route.headers : { ...route.headers };
  if (token !== undefined) headers.authorization = token;
  // The upstream stores a keyed write once and answers a repeat with the first reply.
  if (idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
  try {
    return await route.client.request(def.method, input.path, headers, input.bodyText);
  } catch (error) {
    if (!(error instanceof UpstreamFailure)) throw error;
    request.log.warn(
      { route: def.path, upstream: error.host, failure: error.kind },
      `upstream ${error.kind}: ${def.method} ${def.path}`,
    );
    if (error.kind === 'busy') {
      if (error.retryAfterS !== undefined) reply.header('retry-after', String(error.retryAfterS));
      sendError(reply, 503, messages.upstreamBusy);
    } else if (error.kind === 'timeout') sendError(reply, 504, messages.upstreamTimeout);
    else if (error.kind === 'unreachable') sendError(reply, 502, messages.upstreamUnreachable);
    else sendError(reply, 502, messages.upstreamBadReply);
    return undefined;
  }
}
