import { createHash, timingSafeEqual } from 'node:crypto';
import { messages } from '@ysy/contracts/common/messages';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/database';
import { sendError } from '../http/replies';
import { chatGauge, countUpstreamErrors, databaseGauges } from './metrics-sources';

/**
 * `/metrics` in Prometheus' text format, with prom-client: requests by route pattern and status,
 * their latency, requests shed, upstream failures, the database's load, open chat sockets, and
 * Node's own process metrics. Not public: it answers only an `Authorization: Bearer
 * <METRICS_TOKEN>` and is absent (404) when no token is configured.
 */

export const METRICS_PATH = '/metrics';

/** For the operator's scraper, not the page: what to send instead. */
const TOKEN_REQUIRED = '需要 Authorization: Bearer <METRICS_TOKEN>';

/**
 * Seconds; from a cache hit (a few ms) to the upstream deadline (10 s by default), dense where
 * the p99 objective is (≤ 0.5 s).
 */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2.5, 5, 10];

/** The route label of a request no route matched (404s of unknown paths). */
const UNMATCHED = 'unmatched';

/** The status of an accepted WebSocket upgrade. */
const SWITCHING_PROTOCOLS = 101;

export interface Metrics {
  /** The app's registry: a part with numbers of its own registers them here. */
  readonly registry: Registry;
  /**
   * Counts one request refused with 503 because the instance is overloaded or draining, before
   * any work. `reason` is a fixed word of the caller's (`event_loop`, `heap`, `draining`, …),
   * never request data: each distinct value is a series.
   */
  shed(reason: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface MetricsOptions {
  /** METRICS_TOKEN; undefined → /metrics answers 404. */
  token: string | undefined;
  /** Base URLs by host name, to tell upstream failures apart. */
  upstreams: Readonly<Record<string, string>>;
  db: Db | undefined;
}

let processRegistry: Registry | undefined;

/**
 * Node's process metrics (CPU, memory, event-loop delay, GC) are the process's, not an app's, and
 * their collectors (an event-loop monitor, a GC observer) cannot be stopped: one set per process,
 * however many apps it builds (the tests build hundreds), joined to each app's at scrape.
 */
function processMetrics(): Registry {
  if (processRegistry === undefined) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Compares digests in constant time, so the reply's timing does not reveal the token. */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  if (header === undefined || !header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length).trim()), expected);
}

function httpMetrics(registry: Registry) {
  const requests = new Counter({
    name: 'ysy_http_requests_total',
    help: 'Requests answered, by method, route pattern (never the raw URL) and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'ysy_http_request_duration_seconds',
    help: 'Time from the request to the end of the reply, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  return {
    observe(request: FastifyRequest, reply: FastifyReply) {
      // The pattern (`/im/files/:id`), so the series stay as few as the routes whatever URLs come.
      const route = request.routeOptions.url ?? UNMATCHED;
      const method = request.method;
      requests.inc({ method, route, status: reply.statusCode });
      latency.observe({ method, route }, reply.elapsedTime / 1000);
    },
    /** An upgrade to a WebSocket: counted, not timed (its reply never ends, it becomes the socket). */
    upgraded(route: string) {
      requests.inc({ method: 'GET', route, status: SWITCHING_PROTOCOLS });
    },
  };
}

/**
 * A WebSocket upgrade's reply is hijacked and written by the socket library on the raw
 * connection, so no onResponse runs for it: it is counted when the socket opens, as 101 under
 * its route pattern (kept from its hooks, keyed by the raw request the library hands back). A
 * refused upgrade is an ordinary reply, counted by onResponse like any other.
 */
function countUpgrades(fastify: FastifyInstance, upgraded: (route: string) => void): void {
  const routeOf = new WeakMap<object, string>();
  fastify.addHook('preHandler', (request, _reply, done) => {
    if (request.ws) routeOf.set(request.raw, request.routeOptions.url ?? UNMATCHED);
    done();
  });
  fastify.addHook('onReady', (done) => {
    // Present only with the embedded hub's socket.
    if (fastify.hasDecorator('websocketServer')) {
      fastify.websocketServer.on('connection', (_socket: unknown, raw: IncomingMessage) => {
        const route = routeOf.get(raw);
        if (route !== undefined) upgraded(route);
      });
    }
    done();
  });
}

/**
 * haproxy checks an instance on its health port, answered on a thread of its own that the
 * request counters never see; a change of the verdict both ports answer from is counted here.
 * The readiness plugin registers after this one, hence onReady.
 */
function countReadinessChanges(fastify: FastifyInstance, registry: Registry): void {
  const changes = new Counter({
    name: 'ysy_readiness_changes_total',
    help: 'Changes of the readiness verdict (/readyz), by the verdict changed to.',
    labelNames: ['to'] as const,
    registers: [registry],
  });
  fastify.addHook('onReady', (done) => {
    if (fastify.hasDecorator('readiness')) {
      fastify.readiness.onChange((ready) => changes.inc({ to: ready ? 'ready' : 'not_ready' }));
    }
    done();
  });
}

export const metrics = fp<MetricsOptions>(
  async function metrics(fastify, opts) {
    const registry = new Registry();
    const http = httpMetrics(registry);
    const sheds = new Counter({
      name: 'ysy_requests_shed_total',
      help: 'Requests refused with 503 (overload or draining) before any work, by reason.',
      labelNames: ['reason'] as const,
      registers: [registry],
    });
    const unsubscribe = countUpstreamErrors(registry, opts.upstreams);
    fastify.addHook('onClose', async () => unsubscribe());
    databaseGauges(registry, () => opts.db?.stats?.());
    // Read at each scrape from the hub's own sockets, so the socket path counts nothing.
    chatGauge(registry, () => fastify.imHub?.connectionsByRole());

    countReadinessChanges(fastify, registry);

    fastify.decorate('metrics', {
      registry,
      shed: (reason: string) => sheds.inc({ reason }),
    } satisfies Metrics);
    fastify.addHook('onResponse', (request, reply, done) => {
      http.observe(request, reply);
      done();
    });
    countUpgrades(fastify, http.upgraded);

    const expected = opts.token === undefined ? undefined : digest(opts.token);
    fastify.get(METRICS_PATH, async (request, reply) => {
      // Without a token the path does not exist, as for any unknown API path.
      if (expected === undefined) return sendError(reply, 404, messages.notFound);
      if (!bearerMatches(request.headers.authorization, expected)) {
        reply.header('www-authenticate', 'Bearer');
        return sendError(reply, 401, TOKEN_REQUIRED);
      }
      const text = await Registry.merge([processMetrics(), registry]).metrics();
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(text);
    });
  },
  { name: 'metrics', fastify: '5.x' },
);
