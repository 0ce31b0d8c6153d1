import diagnostics from 'node:diagnostics_channel';
import type { ChatRole } from '@ysy/contracts/chat/schemas';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { DbStats } from '../db/database';

/**
 * What /metrics reads from outside the HTTP layer: the upstream calls' failures, the database's
 * load and the chat's open sockets. The gauges are read when scraped, so nothing is counted on
 * the request path for them.
 */

/** A failure of an upstream call as an operator groups them. */
export type UpstreamErrorKind = 'timeout' | '5xx' | 'connection' | 'too_large';

/** undici's error codes for a deadline passed (head or body); a connect timeout is `connection`. */
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
/** Calls ended on our side (a browser left, the app closes): not the upstream's failure. */
const OUR_ABORTS = new Set(['UND_ERR_ABORTED', 'ABORT_ERR']);

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

export function upstreamErrorKind(error: unknown): UpstreamErrorKind | undefined {
  const code = field(error, 'code');
  if (typeof code === 'string' && OUR_ABORTS.has(code)) return undefined;
  if (typeof code === 'string' && TIMEOUT_CODES.has(code)) return 'timeout';
  if (code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE') return 'too_large';
  return 'connection';
}

function originOf(value: unknown): string | undefined {
  if (typeof value !== 'string' && !(value instanceof URL)) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * Counts failed upstream calls by host (`upstream`, `support`) and kind, from undici's diagnostics
 * channels, which every undici dispatcher publishes to (the gateway's pools and the pass-through
 * proxy alike), so the calling code needs no hooks. A call is matched to a host by its origin;
 * calls elsewhere are ignored. Channels are process-wide: with two apps in one process on the
 * same upstream (tests only) each counts the other's calls too. Returns the unsubscriber.
 */
export function countUpstreamErrors(
  registry: Registry,
  hosts: Readonly<Record<string, string>>,
): () => void {
  const errors = new Counter({
    name: 'ysy_upstream_errors_total',
    help: 'Failed upstream calls by host and kind (timeout, 5xx, connection, too_large).',
    labelNames: ['host', 'kind'] as const,
    registers: [registry],
  });
  const hostByOrigin = new Map<string, string>();
  for (const [host, url] of Object.entries(hosts)) {
    const origin = originOf(url);
    // Hosts on one origin (both embedded on one port) are counted under the first named.
    if (origin !== undefined && !hostByOrigin.has(origin)) hostByOrigin.set(origin, host);
  }
  const hostOf = (message: unknown) => {
    const origin = originOf(field(field(message, 'request'), 'origin'));
    return origin === undefined ? undefined : hostByOrigin.get(origin);
  };
  const onHeaders = (message: unknown) => {
    // Every upstream reply passes here: the status first, the origin (a URL parse) only for 5xx.
    const status = field(field(message, 'response'), 'statusCode');
    if (typeof status !== 'number' || status < 500) return;
    const host = hostOf(message);
    if (host !== undefined) errors.inc({ host, kind: '5xx' });
  };
  const onError = (message: unknown) => {
    const host = hostOf(message);
    const kind = upstreamErrorKind(field(message, 'error'));
    if (host !== undefined && kind !== undefined) errors.inc({ host, kind });
  };
  diagnostics.subscribe('undici:request:headers', onHeaders);
  diagnostics.subscribe('undici:request:error', onError);
  return () => {
    diagnostics.unsubscribe('undici:request:headers', onHeaders);
    diagnostics.unsubscribe('undici:request:error', onError);
  };
}

/** The database's calls in flight and, on PostgreSQL, the pool's connections and waiters. */
export function databaseGauges(registry: Registry, stats: () => DbStats | undefined): void {
  new Gauge({
    name: 'ysy_db_calls_in_flight',
    help: 'Database statements and transactions begun and not finished (PGlite queues all but one).',
    registers: [registry],
    collect() {
      const current = stats();
      if (current !== undefined) this.set(current.inFlight);
    },
  });
  new Gauge({
    name: 'ysy_db_pool_connections',
    help: 'PostgreSQL pool connections by state (open, idle, waiting = callers queued for one).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = stats()?.pool;
      if (pool === undefined) return;
      this.set({ state: 'open' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
}

/** Open chat WebSockets on this instance by role (visitor support, consultant, agent). */
export function chatGauge(
  registry: Registry,
  byRole: () => Record<ChatRole, number> | undefined,
): void {
  new Gauge({
    name: 'ysy_chat_connections',
    help: 'Open chat WebSockets on this instance by role (only with the embedded hub).',
    labelNames: ['role'] as const,
    registers: [registry],
    collect() {
      const counts = byRole();
      if (counts === undefined) return;
      for (const [role, count] of Object.entries(counts)) this.set({ role }, count);
    },
  });
}
