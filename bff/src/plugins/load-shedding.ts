import underPressure from '@fastify/under-pressure';
import { messages } from '@ysy/contracts/common/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { LoadLimits } from '../config/load-limits';
import { sendError } from '../http/replies';
import type { DatabaseWait } from './database-wait';
import { isServerPath } from './static-spa';

/**
 * Sheds load with `@fastify/under-pressure`: while the event loop lags or is busy beyond its
 * limits over the last sample, or the database keeps a trivial query waiting too long, every new
 * request is answered 503 with `Retry-After` before any work is done for it, instead of joining
 * a queue where it would wait seconds and time out in the browser anyway.
 */

/** Short enough that shedding starts and stops within a fraction of a second. */
const SAMPLE_MS = 250;

/**
 * Never shed: the health endpoints (a load balancer must reach them to see the instance is alive
 * and, through /readyz, that it sheds) and the SPA's built files under /dist/ (read from disk
 * with no upstream or database call, so refusing them frees next to nothing, while a page that
 * has begun loading would be left broken).
 */
export function isNeverShed(url: string): boolean {
  return (
    url === '/healthz' ||
    url === '/readyz' ||
    url.startsWith('/healthz?') ||
    url.startsWith('/readyz?') ||
    url.startsWith('/dist/')
  );
}

function overloadPage(retryAfterS: number): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta http-equiv="refresh" content="${retryAfterS}"><title>易商云</title></head>
<body><h1>易商云</h1><p>${messages.overloaded}</p></body></html>
`;
}

export interface LoadSheddingOptions {
  limits: LoadLimits;
  /** The database to watch; without it only the event loop is. */
  database?: DatabaseWait;
}

export const loadShedding = fp<LoadSheddingOptions>(
  async function loadShedding(fastify, { limits, database }) {
    const page = overloadPage(limits.retryAfterS);
    function shed(request: FastifyRequest, reply: FastifyReply): void {
      if (isNeverShed(request.url)) return;
      reply.header('retry-after', String(limits.retryAfterS)).header('cache-control', 'no-store');
      // A page (an address typed or followed) gets a page that retries itself; calls get JSON.
      if (request.method === 'GET' && !isServerPath(request.url)) {
        reply.code(503).header('content-type', 'text/html; charset=utf-8').send(page);
      } else {
        sendError(reply, 503, messages.overloaded);
      }
    }
    const watchDatabase = database !== undefined && limits.databaseWaitMs > 0;
    await fastify.register(underPressure, {
      sampleInterval: SAMPLE_MS,
      maxEventLoopDelay: limits.eventLoopDelayMs,
      maxEventLoopUtilization: limits.eventLoopUtilization,
      // The default, `cumulative`, averages since start-up and would never notice a burst.
      eventLoopUtilizationMode: 'interval',
      retryAfter: limits.retryAfterS,
      // A request handled here (reply sent) stops; one let through (health, files) goes on.
      pressureHandler: shed,
      ...(watchDatabase
        ? {
            healthCheck: () => {
              database.sample();
              return Promise.resolve(database.waitMs() <= limits.databaseWaitMs);
            },
            healthCheckInterval: SAMPLE_MS,
          }
        : {}),
    });
  },
  { name: 'load-shedding', fastify: '5.x' },
);
