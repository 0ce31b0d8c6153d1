import { messages } from '@ysy/contracts/common/messages';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from '../http/replies';

/**
 * CSRF defence beside SameSite=Lax (ARCHITECTURE decision 3): a write must carry
 * `X-Requested-With: XMLHttpRequest`, which a cross-site form cannot set and a cross-site
 * script cannot send without a CORS preflight the BFF never grants. Checked on request, before
 * the body is even read.
 */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_VALUE = 'XMLHttpRequest';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function requireXhrHeader(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  if (request.headers[CSRF_HEADER] === CSRF_VALUE) return done();
  request.log.info({ method: request.method }, 'write without X-Requested-With refused');
  sendError(reply, 403, messages.csrfMissing);
}

function isMutating(method: string | string[]): boolean {
  return Array.isArray(method) ? method.some((m) => MUTATING.has(m)) : MUTATING.has(method);
}

/**
 * Every write route registered in this scope after the plugin gets the check as its first
 * onRequest hook, so reads pay nothing and a new write route cannot forget it.
 */
export const csrfGuard = fp(
  async function csrfGuard(fastify) {
    fastify.addHook('onRoute', (route) => {
      if (!isMutating(route.method)) return;
      const existing = route.onRequest;
      route.onRequest =
        existing === undefined
          ? [requireXhrHeader]
          : [requireXhrHeader, ...(Array.isArray(existing) ? existing : [existing])];
    });
  },
  { name: 'csrf-guard', fastify: '5.x' },
);
