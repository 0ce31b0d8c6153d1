import { messages } from '@ysy/contracts/common/messages';
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

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const csrfGuard = fp(
  async function csrfGuard(fastify) {
    fastify.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (request.headers[CSRF_HEADER] !== CSRF_VALUE) {
        request.log.info({ method: request.method, url: request.url }, 'write without X-Requested-With refused');
        return sendError(reply, 403, messages.csrfMissing);
      }
    });
  },
  { name: 'csrf-guard', fastify: '5.x' },
);
