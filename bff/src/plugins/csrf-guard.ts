import { messages } from '@ysy/contracts/common/messages';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from '../http/replies';

/**
 * CSRF defence beside SameSite=Lax: a call that changes or costs something (every write, and the
 * GETs that send an SMS, start a call or finish a login) must carry
 * `X-Requested-With: XMLHttpRequest`, which a cross-site link, image or form cannot set and a
 * cross-site script cannot send without a CORS preflight the BFF never grants. Checked on
 * request, before the body is even read; refused with 403 and nothing sent upstream.
 */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_VALUE = 'XMLHttpRequest';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A call with a side effect whatever its method (set from the contract's `sideEffect`). */
    sideEffect?: boolean;
  }
}

function requireXhrHeader(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  if (request.headers[CSRF_HEADER] === CSRF_VALUE) return done();
  request.log.info(
    { method: request.method, url: request.routeOptions.url },
    'side-effecting call without X-Requested-With refused',
  );
  sendError(reply, 403, messages.csrfMissing);
}

function isMutating(method: string | string[]): boolean {
  return Array.isArray(method) ? method.some((m) => MUTATING.has(m)) : MUTATING.has(method);
}

/**
 * Every write route, and every route whose config says `sideEffect`, registered in this scope
 * after the plugin gets the check as its first onRequest hook, so plain reads pay nothing and a
 * new write route cannot forget it.
 */
export const csrfGuard = fp(
  async function csrfGuard(fastify) {
    fastify.addHook('onRoute', (route) => {
      if (!isMutating(route.method) && route.config?.sideEffect !== true) return;
      const existing = route.onRequest;
      route.onRequest =
        existing === undefined
          ? [requireXhrHeader]
          : [requireXhrHeader, ...(Array.isArray(existing) ? existing : [existing])];
    });
  },
  { name: 'csrf-guard', fastify: '5.x' },
);
