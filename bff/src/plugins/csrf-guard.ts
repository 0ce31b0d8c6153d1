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

export const csrfGuard = fp(
  async function csrfGuard(fastify) {
    // Callback style, not async: GETs pass through without a promise.
    fastify.addHook('onRequest', (request, reply, done) => {
      const { method } = request;
      if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return done();
      if (request.headers[CSRF_HEADER] === CSRF_VALUE) return done();
      request.log.info({ method }, 'write without X-Requested-With refused');
      sendError(reply, 403, messages.csrfMissing);
    });
  },
  { name: 'csrf-guard', fastify: '5.x' },
);
