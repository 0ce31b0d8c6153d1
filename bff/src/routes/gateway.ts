import { messages } from '@ysy/contracts/common/messages';
import { isRecord } from '@ysy/contracts/common/is-record';
import { routeList } from '@ysy/contracts/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { compileRoute, isGatewayRoute, type CompiledRoute } from '../gateway/compile-route';
import { forwarder } from '../gateway/forward';
import { readInput, type Input } from '../gateway/read-input';
import { sealLogin } from '../gateway/seal-login';
import { sendForStatus, sendPassed, sendRefused } from '../gateway/send';
import { withChatForgotten, withOwnChat } from '../gateway/user-chat';
import { verdicts } from '../gateway/verdict';
import { sendError } from '../http/replies';
import { ReplyMemo } from '../http/reply-memo';

/**
 * Every contract route with host 'upstream' or 'support' is served here at its `bffPath`,
 * generated from the route table (no path typed twice). Per request: validate the input with the
 * contract (400, nothing forwarded) → login state → abuse limits (429) → forward with the session
 * token (refreshed once on 402/403) → judge the reply (502 on a contract break) → seal a login's
 * tokens, or send the reply (ETag, 304).
 */

export interface GatewayOptions {
  supportApiKey: string;
  /** Keep validated replies by their upstream bytes (off: every reply is parsed and validated). */
  replyMemo: boolean;
}

export const gateway = fp<GatewayOptions>(
  async function gateway(fastify, opts) {
    const forward = forwarder(fastify.session, fastify.upstreams.upstream);
    const verdict = verdicts(opts.replyMemo ? new ReplyMemo() : undefined);

    /** Relays the upstream's reply; returns its `code` (what some limits are spent on). */
    async function relay(
      route: CompiledRoute,
      input: Input,
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<number | undefined> {
      const response = await forward(route, input, request, reply);
      if (!response || sendForStatus(route, response.status, request, reply)) return undefined;
      const { status, bytes } = response;
      const judged = verdict({
        rules: route.reply,
        status,
        bytes,
        onUnsafeLink: linkLog(route, request),
      });
      if (!judged.ok) sendRefused(route, status, judged, request, reply);
      else if ('value' in judged)
        await sealLogin(fastify, route, status, judged.value, request, reply);
      else if (route.addsChat)
        sendPassed(status, await withOwnChat(fastify, request, judged), request, reply);
      else sendPassed(status, judged, request, reply);
      return judged.ok ? judged.code : undefined;
    }

    function handlerFor(route: CompiledRoute) {
      return async function gatewayHandler(request: FastifyRequest, reply: FastifyReply) {
        if (route.privateCacheControl) reply.header('cache-control', route.privateCacheControl);
        const input = readInput(route, request, reply);
        if (!input || !(await loginStateKept(fastify, route, input, request, reply))) return reply;
        const limit = await route.limiter?.(request, { query: input.query, body: input.body });
        if (limit?.exceeded) {
          reply.header('retry-after', String(limit.exceeded.retryAfterSeconds));
          return sendError(reply, 429, limit.exceeded.msg);
        }
        let code: number | undefined;
        try {
          const relayed = () => relay(route, input, request, reply);
          code = route.forgetsChat
            ? await withChatForgotten(fastify, request, relayed)
            : await relayed();
        } finally {
          // A held slot is spent only when the upstream did what was asked.
          limit?.settle(reply.statusCode === 200 && code === 0);
        }
        return reply;
      };
    }

    const env = {
      upstreams: fastify.upstreams,
      supportApiKey: opts.supportApiKey,
      limiterFor: (routeId: string) => fastify.limiterFor(routeId),
    };
    for (const def of routeList) {
      if (!isGatewayRoute(def)) continue;
      fastify.route({
        method: def.method,
        url: def.bffPath,
        config: { sideEffect: def.sideEffect },
        handler: handlerFor(compileRoute(def, env)),
      });
    }
  },
  {
    name: 'gateway',
    fastify: '5.x',
    dependencies: ['session-cookie', 'login-state', 'upstream-client', 'rate-limits'],
  },
);

/** Logs a link blanked in a reply. */
function linkLog(route: CompiledRoute, request: FastifyRequest) {
  return (field: string, value: string): void => {
    request.log.warn(
      { route: route.def.path, field, value: value.slice(0, 80) },
      `unsafe link dropped: ${route.def.path} field "${field}"`,
    );
  };
}

/** The login callback is accepted only with the state this browser was issued (else 403). */
async function loginStateKept(
  fastify: FastifyInstance,
  route: CompiledRoute,
  input: Input,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  if (!route.checksLoginState) return true;
  const { query } = input;
  const state = isRecord(query) && typeof query.state === 'string' ? query.state : '';
  if (await fastify.loginState.spend(request, reply, state)) return true;
  request.log.warn(
    { route: route.def.path },
    'login callback with a state this browser was not issued',
  );
  sendError(reply, 403, messages.loginStateMismatch);
  return false;
}
