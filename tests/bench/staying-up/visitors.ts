import { setTimeout as sleep } from 'node:timers/promises';
import { Client, errors } from 'undici';

/**
 * Closed-loop virtual visitors: each holds one kept-alive connection (as a browser tab does to
 * the site) and asks the next address of the mix as soon as the previous answer is in. On a 503
 * a visitor that honours `Retry-After` waits that long before asking again, which is what the
 * product's 503 page does (it reloads itself after `Retry-After`, through `<meta refresh>`) and
 * what the SPA's calls do; one that does not re-sends at once, as autocannon's connections do.
 */

export interface VisitorOptions {
  baseUrl: string;
  /** Virtual visitors, one connection each. */
  visitors: number;
  seconds: number;
  /** The addresses asked, in turn (each visitor starts at its own place in the list). */
  paths: readonly string[];
  honourRetryAfter: boolean;
  /** A request without an answer this long counts as a client timeout. */
  timeoutMs?: number;
  /** Visitors arrive spread over this long instead of all in the same millisecond. */
  rampMs?: number;
  /**
   * When this is one share of a larger crowd (see `crowd-threads.ts`): the first visitor's place
   * in the whole crowd, and the whole crowd's size, so shares ramp up and walk the mix as one.
   */
  share?: { first: number; of: number };
}

export interface VisitorResult {
  seconds: number;
  /** Latencies (ms) of the 2xx answers: the accepted requests. */
  accepted: number[];
  /** Latencies (ms) of the 503 answers. */
  shed: number[];
  /** 503s that carried no `Retry-After`. */
  shedWithoutRetryAfter: number;
  /** Any other status, by code. */
  otherStatus: Map<number, number>;
  /** Connection errors (refused, reset, closed) by error code. */
  connectionErrors: Map<string, number>;
  timeouts: number;
  /** Longest stall of the visitors' own event loop (ms), when it was watched. */
  ownLoopMaxMs?: number;
}

/** After a connection error a visitor waits this long: a person sees the error, then retries. */
const AFTER_ERROR_MS = 1_000;
const DEFAULT_TIMEOUT_MS = 10_000;

function bump<K>(map: Map<K, number>, key: K): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** `Retry-After` in seconds (the product sends seconds), or undefined when absent or odd. */
export function retryAfterMs(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value) * 1000;
}

function isTimeout(error: unknown): boolean {
  // A connection that could not be made in time is a connection error, not a slow answer.
  return error instanceof errors.HeadersTimeoutError || error instanceof errors.BodyTimeoutError;
}

function errorCode(error: unknown): string {
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return error instanceof Error ? error.name : 'unknown';
}

interface Visit {
  client: Client;
  result: VisitorResult;
  opts: VisitorOptions;
  deadline: number;
}

/** One request; returns how long the visitor waits before the next one. */
async function askOnce(visit: Visit, path: string): Promise<number> {
  const { client, result, opts } = visit;
  const started = performance.now();
  try {
    const response = await client.request({ method: 'GET', path });
    await response.body.dump({ limit: Number.POSITIVE_INFINITY });
    const ms = performance.now() - started;
    if (response.statusCode >= 200 && response.statusCode < 300) {
      result.accepted.push(ms);
      return 0;
    }
    if (response.statusCode !== 503) {
      bump(result.otherStatus, response.statusCode);
      return 0;
    }
    result.shed.push(ms);
    const wait = retryAfterMs(response.headers['retry-after']);
    if (wait === undefined) result.shedWithoutRetryAfter += 1;
    return opts.honourRetryAfter ? (wait ?? 0) : 0;
  } catch (error) {
    if (isTimeout(error)) result.timeouts += 1;
    else bump(result.connectionErrors, errorCode(error));
    return AFTER_ERROR_MS;
  }
}

async function visitor(visit: Visit, index: number): Promise<void> {
  const { opts } = visit;
  const place = (opts.share?.first ?? 0) + index;
  await sleep(((opts.rampMs ?? 0) * place) / (opts.share?.of ?? opts.visitors));
  let turn = place;
  while (performance.now() < visit.deadline) {
    const path = opts.paths[turn % opts.paths.length] ?? '/';
    turn += 1;
    const wait = await askOnce(visit, path);
    // A visitor told to come back after the run has ended is done.
    if (wait >= visit.deadline - performance.now()) return;
    if (wait > 0) await sleep(wait);
  }
}

export async function runVisitors(opts: VisitorOptions): Promise<VisitorResult> {
  const result: VisitorResult = {
    seconds: opts.seconds,
    accepted: [],
    shed: [],
    shedWithoutRetryAfter: 0,
    otherStatus: new Map(),
    connectionErrors: new Map(),
    timeouts: 0,
  };
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;
  const clients = Array.from(
    { length: opts.visitors },
    () =>
      new Client(opts.baseUrl, {
        pipelining: 1,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        connectTimeout: timeoutMs,
        // The server decides when a kept-alive connection ends, as with a browser.
        keepAliveTimeout: 60_000,
      }),
  );
  try {
    await Promise.all(clients.map((client, i) => visitor({ client, result, opts, deadline }, i)));
  } finally {
    await Promise.all(clients.map((client) => client.destroy()));
  }
  result.seconds = (performance.now() - started) / 1000;
  return result;
}
