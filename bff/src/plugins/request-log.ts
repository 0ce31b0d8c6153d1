import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '../logging/request-id';

/**
 * One access-log line per request (Fastify's own two lines are off): method, masked URL, status
 * and time. Never headers or bodies. Successful replies log at `successLevel`, so a busy
 * instance can keep them at debug while failures stay visible at info. Each reply names its
 * request's id (`x-request-id`), the `reqId` of every log line about it, so a user's or a
 * proxy's report leads to the lines.
 */
export interface RequestLogOptions {
  successLevel: 'info' | 'debug';
}

export const requestLog = fp<RequestLogOptions>(
  async function requestLog(fastify, opts) {
    // onRequest runs for every routed request, the 404 fallback included, before any handler
    // can send, so no reply leaves without the header.
    fastify.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
    fastify.addHook('onResponse', (request, reply, done) => {
      const status = reply.statusCode;
      const line = {
        method: request.method,
        url: request.url,
        status,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      };
      // A 503 is a refusal this instance chose (shedding load, a busy upstream route, not ready,
      // draining) and is counted in /metrics; a flood of them must not bury the real errors.
      if (status === 503) request.log.warn(line, 'request completed');
      else if (status >= 500) request.log.error(line, 'request completed');
      else if (status >= 400) request.log.info(line, 'request completed');
      else request.log[opts.successLevel](line, 'request completed');
      done();
    });
  },
  { name: 'request-log', fastify: '5.x' },
);
