import { intBetween, withDefault } from './env-fields';

/**
 * When the BFF sheds load (answers 503 at once rather than queueing), and how much of the
 * upstream one route may hold. A limit of 0 turns its check off. Requests waiting on a slow
 * route hold places of SHED_MAX_IN_FLIGHT too, so the per-route bound is kept well below it:
 * a hanging route takes at most UPSTREAM_ROUTE_MAX_IN_FLIGHT of them and the rest stay for the
 * other routes. A call waiting for a place on a busy route holds one too, for at most
 * UPSTREAM_ROUTE_STUCK_MS.
 *
 * SHED_MAX_IN_FLIGHT 16 was measured: on one core a crowd of 1,000 got more answers with 16 under
 * way than with 64 (259/s against 195/s) in a third of the time (accepted p99 596 ms against
 * 1.73 s). The pages and PGlite share one thread, so more at once only lengthens the queue;
 * with 8 the instance began refusing a calm ten visitors.
 */
export const LOAD_LIMITS_ENV = {
  SHED_EVENT_LOOP_DELAY_MS: withDefault(intBetween('SHED_EVENT_LOOP_DELAY_MS', 0, 60_000), '500'),
  SHED_EVENT_LOOP_UTILIZATION: withDefault(intBetween('SHED_EVENT_LOOP_UTILIZATION', 0, 100), '0'),
  SHED_MAX_IN_FLIGHT: withDefault(intBetween('SHED_MAX_IN_FLIGHT', 0, 100_000), '16'),
  SHED_DATABASE_WAIT_MS: withDefault(intBetween('SHED_DATABASE_WAIT_MS', 0, 60_000), '300'),
  UPSTREAM_CONNECTIONS: withDefault(intBetween('UPSTREAM_CONNECTIONS', 1, 10_000), '128'),
  UPSTREAM_ROUTE_MAX_IN_FLIGHT: withDefault(
    intBetween('UPSTREAM_ROUTE_MAX_IN_FLIGHT', 0, 10_000),
    '8',
  ),
  UPSTREAM_ROUTE_STUCK_MS: withDefault(intBetween('UPSTREAM_ROUTE_STUCK_MS', 0, 600_000), '200'),
  SHED_RETRY_AFTER_S: withDefault(intBetween('SHED_RETRY_AFTER_S', 1, 3600), '5'),
  SHED_RETRY_AFTER_SPREAD_S: withDefault(intBetween('SHED_RETRY_AFTER_SPREAD_S', 0, 3600), '5'),
  LISTEN_BACKLOG: withDefault(intBetween('LISTEN_BACKLOG', 1, 65_535), '4096'),
};

export interface LoadLimits {
  /** Mean event-loop delay over a sample beyond which requests are shed; 0 = never. */
  eventLoopDelayMs: number;
  /** Share of a sample the event loop was busy (0–1) beyond which requests are shed; 0 = never. */
  eventLoopUtilization: number;
  /** Requests under way (health, built files and chat sockets aside) beyond which new ones are shed; 0 = no bound. */
  maxInFlight: number;
  /** How long a `SELECT 1` may wait for the database before requests are shed; 0 = never. */
  databaseWaitMs: number;
  /** The `Retry-After` of a shed request, in seconds: at least this… */
  retryAfterS: number;
  /**
   * …plus a whole number of seconds drawn from 0 to this. A crowd refused in the same second
   * would otherwise come back in the same second (the 503 page reloads itself after
   * `Retry-After`), every `retryAfterS`, in waves that each hold the event loop; spread out,
   * they arrive as a steady trickle.
   */
  retryAfterSpreadS: number;
  /** Connections of each upstream host's pool. */
  upstreamConnections: number;
  /**
   * Calls under way at once on one upstream route. One more waits for a place while the route
   * is healthy, and is answered 503 at once when it is stuck (below). 0 = no bound.
   */
  upstreamRouteMaxInFlight: number;
  /**
   * A route is stuck once its oldest call under way is older than this. 200 ms: the slowest
   * healthy call measured on a quiet machine took a few tens of ms, and other routes' p99 must
   * stay within 200 ms while one hangs, so a call waiting longer for a place is no longer
   * healthy. 0: a call past the bound never waits.
   */
  upstreamRouteStuckMs: number;
  /**
   * Connections the kernel keeps waiting for the server to accept them (Linux caps it at
   * net.core.somaxconn). Node's 511 overflowed when a thousand visitors arrived while the event
   * loop was busy: the kernel then drops new connections' SYNs, and each one (a load balancer's
   * health check too) waits 1, 3, 7 s for its retransmits, long past any time a 503 would have
   * taken. Accepting costs next to nothing, so waiting connections are cheap to keep.
   */
  listenBacklog: number;
}

interface LoadLimitsEnv {
  SHED_EVENT_LOOP_DELAY_MS: number;
  SHED_EVENT_LOOP_UTILIZATION: number;
  SHED_MAX_IN_FLIGHT: number;
  SHED_DATABASE_WAIT_MS: number;
  SHED_RETRY_AFTER_S: number;
  SHED_RETRY_AFTER_SPREAD_S: number;
  UPSTREAM_CONNECTIONS: number;
  UPSTREAM_ROUTE_MAX_IN_FLIGHT: number;
  UPSTREAM_ROUTE_STUCK_MS: number;
  LISTEN_BACKLOG: number;
}

export function loadLimits(e: LoadLimitsEnv): LoadLimits {
  return {
    eventLoopDelayMs: e.SHED_EVENT_LOOP_DELAY_MS,
    eventLoopUtilization: e.SHED_EVENT_LOOP_UTILIZATION / 100,
    maxInFlight: e.SHED_MAX_IN_FLIGHT,
    databaseWaitMs: e.SHED_DATABASE_WAIT_MS,
    retryAfterS: e.SHED_RETRY_AFTER_S,
    retryAfterSpreadS: e.SHED_RETRY_AFTER_SPREAD_S,
    upstreamConnections: e.UPSTREAM_CONNECTIONS,
    upstreamRouteMaxInFlight: e.UPSTREAM_ROUTE_MAX_IN_FLIGHT,
    upstreamRouteStuckMs: e.UPSTREAM_ROUTE_STUCK_MS,
    listenBacklog: e.LISTEN_BACKLOG,
  };
}
