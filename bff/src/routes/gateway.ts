import { messages } from '@ysy/contracts/common/messages';
import type { RouteDef } from '@ysy/contracts/common/route';
import { issuesOf, messageOf } from '@ysy/contracts/common/zod-errors';
import { refreshedToken } from '@ysy/contracts/login/schemas';
import { routeList, routes } from '@ysy/contracts/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { contractIssue } from '../http/contract-issue';
import { JSON_CONTENT_TYPE, sendError } from '../http/replies';
import { compileByteCheck, type ByteCheck } from '../http/byte-check';
import { compileFastCheck, type FastCheck } from '../http/fast-check';
import { encodedFor } from '../plugins/json-compression';
import { isUnchanged } from '../http/unchanged';
import type { LimitDecision, Limiter } from '../plugins/rate-limits';
import { blankUnsafeLinks } from '@ysy/contracts/common/links';
import {
  UpstreamFailure,
  type UpstreamClient,
  type UpstreamHeaders,
  type UpstreamResponse,
} from '../plugins/upstream-client';
import { ReplyMemo, digestOf } from '../http/reply-memo';
import { defaultCacheControl, etagFromDigest, etagOf, sendPublic } from '../http/http-cache';
import { isRecord } from '@ysy/contracts/common/is-record';

/**
 * Every contract route with host 'upstream' or 'support' is served here at its `bffPath`,
 * generated from the route table (no path typed twice). Per request: validate the input with the
 * contract (400, nothing forwarded) → abuse limits (429) → session token → forward with undici
 * (only the validated fields) → validate the reply (502 on a contract break) → answer.
 */

/** Everything about a route that does not change per request, computed once at start-up. */
interface CompiledRoute {
  def: RouteDef;
  client: UpstreamClient;
  /** Upstream base path + route path. */
  path: string;
  /** What the upstream sends: `upstreamReply` when the BFF changes the reply on the way. */
  upstreamReply: z.ZodType;
  /** The login callback: its token goes into the sealed cookie and out of the reply. */
  sealsToken: boolean;
  /** The login callback: accepted only with the state this browser was issued. */
  checksLoginState: boolean;
  sendsToken: boolean;
  limiter: Limiter | undefined;
  /** Headers every call of this route carries (accept, content type, the support key). */
  headers: UpstreamHeaders;
  /** Recognises replies zod would accept unchanged, in a fraction of its time (http/fast-check.ts). */
  fastCheck: FastCheck | undefined;
  /**
   * The same shortcut read from the upstream's bytes, links included (http/byte-check.ts); none
   * for the login replies, whose token must be taken out of the parsed value.
   */
  byteCheck: ByteCheck | undefined;
  /** A success is publicly cacheable: ETag, Cache-Control, 304 (see http/http-cache.ts). */
  isPublic: boolean;
  /** Set on every reply of a `private` route; the API scope's default `no-store` covers the rest. */
  privateCacheControl: string | undefined;
}

const AUTH_STATUSES = new Set([402, 403]);

/** What the validated reply said, for the limits that are spent only when the upstream acted. */
interface Outcome {
  code: number | undefined;
}

/** Re-serialises the validated query: unknown or absent fields never reach the upstream. */
export function toQueryString(data: unknown): string {
  if (!isRecord(data)) return '';
  let qs = '';
  for (const key in data) {
    const value = data[key];
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null || typeof item === 'object') continue;
      qs += `${qs === '' ? '' : '&'}${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`;
    }
  }
  return qs;
}

/** The chat account with its token in a login or getOrCreate reply, if any. */
function imAccountIn(reply: unknown): { accid: string; token: string } | undefined {
  if (!isRecord(reply) || !isRecord(reply.data)) return undefined;
  const account = reply.data.imAccount ?? reply.data.account;
  if (!isRecord(account)) return undefined;
  const { im_accid: accid, im_token: token } = account;
  return typeof accid === 'string' && typeof token === 'string' && token !== ''
    ? { accid, token }
    : undefined;
}

/** The upstream token in a login reply (codes 0 and 2 carry it as `data.token`). */
function tokenOf(reply: unknown): string | undefined {
  if (!isRecord(reply) || !isRecord(reply.data)) return undefined;
  const token = reply.data.token;
  return typeof token === 'string' && token.length > 0 ? token : undefined;
}

export interface GatewayOptions {
  supportApiKey: string;
  /** Keep validated replies by their upstream bytes (off: every reply is parsed and validated). */
  replyMemo: boolean;
}

export const gateway = fp<GatewayOptions>(
  async function gateway(fastify, opts) {
    const { session, upstreams } = fastify;
    const issueTokenPath = upstreams.upstream.basePath + routes.issueToken.path;
    const memo = opts.replyMemo ? new ReplyMemo() : undefined;

    function compile(def: RouteDef): CompiledRoute {
      const client = def.host === 'support' ? upstreams.support : upstreams.upstream;
      const headers: UpstreamHeaders = { accept: 'application/json' };
      if (def.method === 'POST') headers['content-type'] = 'application/json';
      if (def.host === 'support') headers.authorization = opts.supportApiKey;
      return {
        def,
        client,
        path: client.basePath + def.path,
        upstreamReply: def.upstreamReply ?? def.reply,
        sealsToken: def.upstreamReply !== undefined,
        checksLoginState: def.id === routes.wxLoginCallback.id,
        sendsToken: def.host === 'upstream' && def.auth !== 'none',
        limiter: fastify.limiterFor(def.id),
        headers,
        fastCheck: compileFastCheck(def.upstreamReply ?? def.reply),
        byteCheck:
          def.upstreamReply === undefined
            ? compileByteCheck(def.reply, { links: def.serverLinks })
            : undefined,
        isPublic: def.cache === 'public',
        privateCacheControl: def.cache === 'private' ? defaultCacheControl('private') : undefined,
      };
    }

    /** Sends the request; on a transport failure answers 502/504 itself and returns undefined. */
    async function call(
      route: CompiledRoute,
      path: string,
      token: string | undefined,
      body: string | undefined,
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<UpstreamResponse | undefined> {
      const headers =
        token === undefined ? route.headers : { ...route.headers, authorization: token };
      try {
        return await route.client.request(route.def.method, path, headers, body);
      } catch (error) {
        if (!(error instanceof UpstreamFailure)) throw error;
        request.log.warn(
          { route: route.def.path, upstream: error.host, failure: error.kind },
          `upstream ${error.kind}: ${route.def.method} ${route.def.path}`,
        );
        if (error.kind === 'timeout') sendError(reply, 504, messages.upstreamTimeout);
        else if (error.kind === 'unreachable') sendError(reply, 502, messages.upstreamUnreachable);
        else sendError(reply, 502, messages.upstreamBadReply);
        return undefined;
      }
    }

    /** A new token for one in its refresh window, or undefined (expired for good, or any failure). */
    async function refreshToken(
      token: string,
      request: FastifyRequest,
    ): Promise<string | undefined> {
      try {
        const response = await upstreams.upstream.request('GET', issueTokenPath, {
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
    }

    function sessionLost(request: FastifyRequest, reply: FastifyReply): FastifyReply {
      session.clear(request, reply);
      return sendError(reply, 401, messages.unauthorized);
    }

    async function relay(
      route: CompiledRoute,
      response: UpstreamResponse,
      request: FastifyRequest,
      reply: FastifyReply,
      outcome: Outcome,
    ): Promise<FastifyReply> {
      const { status } = response;
      const { def } = route;
      // 205 is the upstream's "no data"; the SPA shows 没有数据.
      if (status === 204 || status === 205) return reply.code(status).send();
      if (status >= 500) {
        request.log.warn({ route: def.path, status }, `upstream answered ${status}: ${def.path}`);
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
        request.log.error({ route: def.path, status }, `upstream answered ${status}: ${def.path}`);
        return sendError(reply, 502, messages.upstreamError);
      }

      // Only a plain 200 is memoised: the login callback seals a token, and failures are rare.
      const bytes = response.bytes;
      const memoisable =
        memo !== undefined && status === 200 && !route.sealsToken && memo.fits(bytes.length);
      let digest: string | undefined;
      if (memoisable) {
        digest = digestOf(bytes);
        const known = memo.get(def.id, digest);
        if (known !== undefined) {
          outcome.code = known.code;
          if (known.etag !== undefined)
            return sendPublic(request, reply, known.payload, known.etag, known);
          return reply
            .code(status)
            .header('content-type', JSON_CONTENT_TYPE)
            .send(encodedFor(request, reply, known.payload, known));
        }
      }

      // Recognised on its bytes: valid, unchanged by the contract, no link to blank. The bytes go
      // out as they came, without being decoded or parsed.
      const verdict = route.byteCheck?.(bytes);
      if (verdict !== undefined) {
        outcome.code = verdict.code;
        return sendUnchanged(route, status, bytes, digest, memoisable, outcome, request, reply);
      }

      let json: unknown;
      try {
        json = JSON.parse(response.body);
      } catch {
        request.log.warn({ route: def.path, status }, `upstream reply is not JSON: ${def.path}`);
        return sendError(reply, 502, messages.upstreamBadReply);
      }
      // A reply the compiled shortcut recognises is one zod would accept and return unchanged.
      const fast = route.fastCheck !== undefined && route.fastCheck(json);
      const parsed = fast
        ? { success: true as const, data: json }
        : route.upstreamReply.safeParse(json);
      if (!parsed.success) {
        const { field, message } = contractIssue(parsed.error);
        request.log.warn(
          { route: def.path, field, problem: message, status },
          `upstream reply breaks the contract: ${def.path} field "${field}": ${message}`,
        );
        return sendError(
          reply,
          502,
          status >= 400 ? messages.upstreamError : messages.upstreamBadReply,
        );
      }

      let out: unknown = parsed.data;
      outcome.code = isRecord(out) && typeof out.code === 'number' ? out.code : undefined;
      // Blanking edits the value in place (the upstream's own when the shortcut took it), so a
      // dropped link also means the upstream's bytes can no longer go out as they are.
      let linksDropped = false;
      if (def.serverLinks) {
        blankUnsafeLinks(isRecord(out) ? out.data : undefined, (field, value) => {
          linksDropped = true;
          request.log.warn(
            { route: def.path, field, value: value.slice(0, 80) },
            `unsafe link dropped: ${def.path} field "${field}"`,
          );
        });
      }
      if (route.sealsToken) {
        const token = tokenOf(out);
        // The chat token is sealed too: the anonymous visitor's (getOrCreate) or the user's.
        const im = imAccountIn(out);
        // The browser's schema has no token field, and objects strip unknown keys.
        const browser = def.reply.safeParse(out);
        if (!browser.success) {
          const { field, message } = contractIssue(browser.error);
          request.log.error(
            { route: def.path, field, problem: message },
            'login reply does not fit the browser contract',
          );
          return sendError(reply, 502, messages.upstreamBadReply);
        }
        out = browser.data;
        const text = JSON.stringify(out);
        if (
          (token !== undefined && text.includes(token)) ||
          (im !== undefined && text.includes(im.token))
        ) {
          request.log.error(
            { route: def.path },
            'refusing to send a reply that contains the upstream token',
          );
          return sendError(reply, 502, messages.upstreamBadReply);
        }
        // Sealed only now that the reply is known to go out as a success: a failed login never
        // carries a session cookie.
        if (token !== undefined && status === 200) await session.write(request, reply, token);
        if (im !== undefined && status === 200) {
          const role = def.id === routes.getOrCreate.id ? 'support' : 'consultant';
          await fastify.imCredentials.write(request, reply, role, im);
        }
        return reply
          .code(status)
          .header('content-type', JSON_CONTENT_TYPE)
          .header('cache-control', 'no-store')
          .send(text);
      }
      // The validated value decides what is sent; the upstream's text is reused only when it
      // carries exactly that value (nothing stripped or changed by the contract).
      const unchanged = !linksDropped && (fast || isUnchanged(json, out));
      if (unchanged) {
        return sendUnchanged(route, status, bytes, digest, memoisable, outcome, request, reply);
      }
      const payload = Buffer.from(JSON.stringify(out));
      const etag = route.isPublic && status === 200 ? etagOf(payload) : undefined;
      if (memoisable && digest !== undefined) {
        memo?.set(def.id, digest, { payload, etag, code: outcome.code });
      }
      if (etag !== undefined) return sendPublic(request, reply, payload, etag);
      return reply.code(status).header('content-type', JSON_CONTENT_TYPE).send(payload);
    }

    /**
     * A validated reply that goes out as the upstream's own bytes: no re-serialising, no
     * re-encoding, and their digest (already taken for the memo) is the ETag.
     */
    function sendUnchanged(
      route: CompiledRoute,
      status: number,
      bytes: Buffer,
      digest: string | undefined,
      memoisable: boolean,
      outcome: Outcome,
      request: FastifyRequest,
      reply: FastifyReply,
    ): FastifyReply {
      let etag: string | undefined;
      if (route.isPublic && status === 200) {
        etag = digest !== undefined ? etagFromDigest(digest) : etagOf(bytes);
      }
      if (memoisable && digest !== undefined) {
        // The upstream's bytes are a view into the socket's read buffer: the memo keeps its own
        // copy, so an entry holds exactly its payload for as long as it lives.
        memo?.set(route.def.id, digest, { payload: Buffer.from(bytes), etag, code: outcome.code });
      }
      if (etag !== undefined) return sendPublic(request, reply, bytes, etag);
      return reply.code(status).header('content-type', JSON_CONTENT_TYPE).send(bytes);
    }

    function handlerFor(route: CompiledRoute) {
      const { def } = route;
      return async function gatewayHandler(request: FastifyRequest, reply: FastifyReply) {
        if (route.privateCacheControl) reply.header('cache-control', route.privateCacheControl);
        let query: unknown;
        let path = route.path;
        if (def.query) {
          const parsed = def.query.safeParse(request.query);
          if (!parsed.success)
            return sendError(reply, 400, messageOf(parsed.error), issuesOf(parsed.error));
          query = parsed.data;
          const qs = toQueryString(query);
          if (qs !== '') path = `${path}?${qs}`;
        }
        let body: unknown;
        let bodyText: string | undefined;
        if (def.body) {
          // No body at all is validated as `{}`, so the reply names the missing fields.
          const parsed = def.body.safeParse(request.body ?? {});
          if (!parsed.success)
            return sendError(reply, 400, messageOf(parsed.error), issuesOf(parsed.error));
          body = parsed.data;
          bodyText = JSON.stringify(body);
        } else if (def.method === 'POST') {
          bodyText = '{}';
        }

        if (route.checksLoginState) {
          const state = isRecord(query) && typeof query.state === 'string' ? query.state : '';
          if (!(await fastify.loginState.spend(request, reply, state))) {
            request.log.warn(
              { route: def.path },
              'login callback with a state this browser was not issued',
            );
            return sendError(reply, 403, messages.loginStateMismatch);
          }
        }

        let settle: ((done: boolean) => void) | undefined;
        if (route.limiter) {
          const limit: LimitDecision = await route.limiter(request, { query, body });
          if (limit.exceeded) {
            reply.header('retry-after', String(limit.exceeded.retryAfterSeconds));
            return sendError(reply, 429, limit.exceeded.msg);
          }
          settle = limit.settle;
        }
        const outcome: Outcome = { code: undefined };
        try {
          return await forward(route, path, bodyText, request, reply, outcome);
        } finally {
          settle?.(reply.statusCode === 200 && outcome.code === 0);
        }
      };
    }

    async function forward(
      route: CompiledRoute,
      path: string,
      bodyText: string | undefined,
      request: FastifyRequest,
      reply: FastifyReply,
      outcome: Outcome,
    ): Promise<FastifyReply> {
      const { def } = route;

      let token: string | undefined;
      if (route.sendsToken) {
        const found = await session.read(request);
        token = found.token;
        // A cookie that no longer unseals (tampered, expired, old key) is dropped.
        if (found.present && token === undefined) session.clear(request, reply);
        if (token === undefined && def.auth === 'required') return sessionLost(request, reply);
      }

      let response = await call(route, path, token, bodyText, request, reply);
      if (!response) return reply;
      if (def.host === 'upstream' && AUTH_STATUSES.has(response.status)) {
        // 402/403 with a token: get a new token, store it and retry the original request once.
        if (token === undefined) return sessionLost(request, reply);
        const fresh = await refreshToken(token, request);
        if (fresh === undefined) return sessionLost(request, reply);
        await session.write(request, reply, fresh);
        response = await call(route, path, fresh, bodyText, request, reply);
        if (!response) return reply;
        if (AUTH_STATUSES.has(response.status)) return sessionLost(request, reply);
      }
      return relay(route, response, request, reply, outcome);
    }

    for (const def of routeList) {
      if (def.host === 'bff' || !def.exposed) continue;
      const route = compile(def);
      fastify.route({
        method: def.method,
        url: def.bffPath,
        config: { sideEffect: def.sideEffect },
        handler: handlerFor(route),
      });
    }
  },
  {
    name: 'gateway',
    fastify: '5.x',
    dependencies: ['session-cookie', 'login-state', 'upstream-client', 'rate-limits'],
  },
);
