import { messages } from '@ysy/contracts/common/messages';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from '../http/replies';

export interface ErrorHandlerOptions {
  /**
   * A part whose outage fails requests that need it (the shared Redis): a failure while it is
   * down is answered 503 with `Retry-After`, a refusal to retry shortly, not a 500 bug.
   */
  outage?: { active(): boolean; retryAfterS: number };
}

/**
 * One error shape for every failure Fastify itself raises (unparsable JSON, unsupported content
 * type, a body too large, a thrown bug): `{ code, msg }` in Chinese. A 5xx is logged with its
 * stack and masked for the browser (a 503 during an outage, else 500).
 */
export const errorHandler = fp<ErrorHandlerOptions>(
  async function errorHandler(fastify, opts) {
    fastify.setErrorHandler((error: FastifyError, request, reply) => {
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 500 && opts.outage?.active()) {
        request.log.warn(
          { err: error, route: request.routeOptions.url },
          'request failed during an outage',
        );
        reply.header('retry-after', String(opts.outage.retryAfterS));
        return sendError(reply, 503, messages.upstreamError);
      }
      if (status >= 500) {
        request.log.error({ err: error, route: request.routeOptions.url }, 'request failed');
        return sendError(reply, 500, messages.internalError);
      }
      request.log.info({ code: error.code, status }, `request refused: ${error.message}`);
      if (status === 404) return sendError(reply, 404, messages.notFound);
      if (status === 429) return sendError(reply, 429, messages.tooManyRequests);
      return sendError(reply, status, messages.badRequest);
    });
  },
  { name: 'error-handler', fastify: '5.x' },
);
