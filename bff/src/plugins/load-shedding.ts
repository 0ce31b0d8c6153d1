import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import { messages } from '@ysy/contracts/common/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { LoadLimits } from '../config/load-limits';
import { InFlight } from '../http/in-flight';
import { sendError } from '../http/replies';
import type { DatabaseWait } from './database-wait';
import { isServerPath } from './static-spa';

/**
 * Sheds load with `@fastify/under-pressure`: while the event loop lags or is busy beyond its
 * limits over the last sample, or the database keeps a trivial query waiting too long, every new
 * request is answered 503 with `Retry-After` before any work is done for it, instead of joining
 * a queue where it would wait seconds and time out in the browser anyway. Those limits are
 * sampled, so a burst of a thousand requests could all be let in between two samples: a bound
 * on the requests under way (`maxInFlight`) shuts the door on the burst at once.
 */

/** Short enough that shedding starts and stops within a fraction of a second. */
const SAMPLE_MS = 250;
/** /readyz keeps saying "shedding" this long after the last request refused for lack of room. */
const SHED_MEMORY_MS = 1_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether new requests are being refused now (or were, a moment ago) to shed load. */
    isShedding(): boolean;
  }
}

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

/**
 * A call the server makes to itself while drawing a page (`inject`, which has no real socket)
 * belongs to a page already let in: refusing it would only draw that page broken.
 */
function isOwnCall(request: FastifyRequest): boolean {
  return !(request.raw.socket instanceof Socket);
}

/** Seconds until a refused visitor should come back: the limit plus its random spread. */
export function retryAfterFor(
  limits: Pick<LoadLimits, 'retryAfterS' | 'retryAfterSpreadS'>,
): number {
  return limits.retryAfterS + Math.floor(Math.random() * (limits.retryAfterSpreadS + 1));
}

function overloadPage(retryAfterS: number): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta http-equiv="refresh" content="${retryAfterS}"><title>易商云</title></head>
<body><h1>易商云</h1><p>${messages.overloaded}</p></body></html>
`;
}

/** `reason`: what was past its limit, a fixed word (a metrics label, never request data). */
type Shed = (request: FastifyRequest, reply: FastifyReply, reason: string) => void;

function pressureOptions(
  limits: LoadLimits,
  database: DatabaseWait | undefined,
  shed: Shed,
): FastifyUnderPressureOptions {
  const watchDatabase = database !== undefined && limits.databaseWaitMs > 0;
  return {
    sampleInterval: SAMPLE_MS,
    maxEventLoopDelay: limits.eventLoopDelayMs,
    maxEventLoopUtilization: limits.eventLoopUtilization,
    // The default, `cumulative`, averages since start-up and would never notice a burst.
    eventLoopUtilizationMode: 'interval',
    retryAfter: limits.retryAfterS,
    // A request handled here (reply sent) stops; one let through (health, files) goes on.
    pressureHandler: (request, reply, type) =>
      shed(request, reply, type === 'healthCheck' ? 'database' : String(type)),
    ...(watchDatabase
      ? {
          healthCheck: () => {
            database.sample();
            return Promise.resolve(database.waitMs() <= limits.databaseWaitMs);
          },
          healthCheckInterval: SAMPLE_MS,
        }
      : {}),
  };
}

export interface LoadSheddingOptions {
  limits: LoadLimits;
  /** The database to watch; without it only the event loop is. */
  database?: DatabaseWait;
}

export const loadShedding = fp<LoadSheddingOptions>(
  async function loadShedding(fastify, { limits, database }) {
    function shed(request: FastifyRequest, reply: FastifyReply, reason: string): void {
      if (isNeverShed(request.url) || isOwnCall(request)) return;
      // The metrics plugin registers after this one (it counts routes); without it, no count.
      if (fastify.hasDecorator('metrics')) fastify.metrics.shed(reason);
      const retryAfterS = retryAfterFor(limits);
      reply.header('retry-after', String(retryAfterS)).header('cache-control', 'no-store');
      // A page (an address typed or followed) gets a page that retries itself; calls get JSON.
      if (request.method === 'GET' && !isServerPath(request.url)) {
        reply
          .code(503)
          .header('content-type', 'text/html; charset=utf-8')
          .send(overloadPage(retryAfterS));
      } else {
        sendError(reply, 503, messages.overloaded);
      }
    }
    await fastify.register(underPressure, pressureOptions(limits, database, shed));
    // A 503 from this instance always means "not now, nothing was done": shed, an upstream route
    // at its bound, not built yet. Each one says when to come back, so a page or a client that
    // honours Retry-After waits instead of asking again at once and feeding the overload.
    fastify.addHook('onSend', (_request, reply, payload, done) => {
      if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) {
        reply.header('retry-after', String(retryAfterFor(limits)));
      }
      done(null, payload);
    });

    const inFlight = new InFlight(limits.maxInFlight);
    let lastShedAt = -Infinity;
    fastify.decorate(
      'isShedding',
      () => fastify.isUnderPressure() || performance.now() - lastShedAt < SHED_MEMORY_MS,
    );
    if (limits.maxInFlight > 0) {
      fastify.addHook('onRequest', (request, reply, done) => {
        // A chat socket stays open for the visit: it is not a request waiting for an answer.
        if (
          isNeverShed(request.url) ||
          isOwnCall(request) ||
          request.headers.upgrade !== undefined
        ) {
          return done();
        }
        if (inFlight.tryEnter()) {
          // 'close' comes once the answer is out or the client has gone, whichever is first.
          reply.raw.once('close', () => inFlight.leave());
        } else {
          lastShedAt = performance.now();
          shed(request, reply, 'in_flight');
        }
        done();
      });
    }
  },
  { name: 'load-shedding', fastify: '5.x' },
);
