import fp from 'fastify-plugin';
import { Pool, type Dispatcher } from 'undici';
import { RoutePlaces, type Leave } from '../http/route-places';
import { utf8Text } from '../http/utf8-text';

/**
 * One keep-alive undici `Pool` per upstream host. Every response body is read to the end or
 * dumped, so a connection always goes back to the pool (an unread body stalls it). Each route
 * (upstream path, query aside) may have only so many calls under way at once: the pool's
 * connections are shared, so without that bound hundreds of calls hanging on one slow route
 * would hold every connection and the other routes would queue behind them.
 */

export type UpstreamHost = 'upstream' | 'support';

export interface UpstreamResponse {
  status: number;
  /**
   * The body as received: a reply the gateway passes on unchanged goes out as these bytes, so it
   * is never encoded again (nor measured for Content-Length). Empty for 204, 205 and 304.
   */
  bytes: Buffer;
  /**
   * The body as text (as `bytes.toString('utf8')` gives it), decoded at each read: read it once.
   * Not kept on the response: the response object stays reachable for a while after its request
   * ends, and a kept copy of the text (measured under load) went with it into the old generation,
   * making every young-generation collection several times slower.
   */
  readonly body: string;
}

const EMPTY = Buffer.alloc(0);

export function upstreamResponse(status: number, bytes: Buffer): UpstreamResponse {
  return {
    status,
    bytes,
    get body() {
      return utf8Text(bytes);
    },
  };
}

/**
 * `timeout`: no answer within the deadline (504). `unreachable`: no connection (502).
 * `too-large`: a body beyond the size limit (502, treated as a bad reply). `busy`: the route
 * already has its bound of calls under way; nothing was sent (503, with `retryAfterS`).
 */
export type UpstreamFailureKind = 'timeout' | 'unreachable' | 'too-large' | 'busy';

export class UpstreamFailure extends Error {
  constructor(
    readonly kind: UpstreamFailureKind,
    readonly host: UpstreamHost,
    cause: unknown,
    /** For `busy`: when a retry may find a place, the bounds' `retryAfterS`. */
    readonly retryAfterS?: number,
  ) {
    super(`${host} ${kind}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'UpstreamFailure';
  }
}

const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

export interface UpstreamBounds {
  /** Connections of the host's pool. */
  connections: number;
  /** Calls under way at once on one route (upstream path); 0 = no bound. */
  maxInFlightPerRoute: number;
  /**
   * How old a route's oldest call under way may grow before the route counts as stuck: until
   * then a call past the bound waits for a place, after it one is refused at once (route-places.ts).
   */
  routeStuckAfterMs: number;
  /** The `Retry-After` (seconds) of a call refused past that bound. */
  retryAfterS: number;
}

/** Without bounds from the config: SHED_RETRY_AFTER_S's default for the (never used) refusal. */
const DEFAULT_BOUNDS: UpstreamBounds = {
  connections: 128,
  maxInFlightPerRoute: 0,
  routeStuckAfterMs: 0,
  retryAfterS: 5,
};

/** The route a call belongs to: its path without the query string. */
function routeOf(path: string): string {
  const query = path.indexOf('?');
  return query === -1 ? path : path.slice(0, query);
}

function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

function classify(host: UpstreamHost, error: unknown): UpstreamFailure {
  switch (errorCode(error)) {
    case 'UND_ERR_HEADERS_TIMEOUT':
    case 'UND_ERR_BODY_TIMEOUT':
      return new UpstreamFailure('timeout', host, error);
    case 'UND_ERR_RES_EXCEEDED_MAX_SIZE':
      return new UpstreamFailure('too-large', host, error);
    default:
      // Refused, reset, DNS failure, connect timeout: the host cannot be reached.
      return new UpstreamFailure('unreachable', host, error);
  }
}

export type UpstreamHeaders = Record<string, string>;

export class UpstreamClient {
  /** Path prefix of the base URL (`https://api.example.com/v1` → `/v1`), '' for none. */
  readonly basePath: string;
  private readonly pool: Pool;
  private readonly places = new Map<string, RoutePlaces>();

  constructor(
    readonly host: UpstreamHost,
    baseUrl: string,
    private readonly timeoutMs: number,
    private readonly bounds: UpstreamBounds = DEFAULT_BOUNDS,
  ) {
    const url = new URL(baseUrl);
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.pool = new Pool(url.origin, {
      connections: bounds.connections,
      keepAliveTimeout: 30_000,
      maxResponseSize: MAX_RESPONSE_BYTES,
      connect: { timeout: Math.min(timeoutMs, 5_000) },
    });
  }

  /**
   * Sends one request. `path` already includes `basePath` and the query string. The deadline
   * applies to the response head and to each pause while the body streams.
   *
   * Through undici's `dispatch` with a handler that gathers the body's chunks, rather than
   * `request`: `request` wraps every body in a Readable stream (its events, ticks and a second
   * copy of the bytes), which on replies the BFF has not seen cost about as much as validating
   * them. The connection returns to the pool as soon as the last chunk is in.
   *
   * A call past its route's bound waits for a place while the route is healthy and fails
   * (`busy`) without being sent once the route is stuck (route-places.ts).
   */
  request(
    method: 'GET' | 'POST',
    path: string,
    headers: UpstreamHeaders,
    body?: string,
    timeoutMs: number = this.timeoutMs,
  ): Promise<UpstreamResponse> {
    const route = routeOf(path);
    let places = this.places.get(route);
    if (places === undefined) {
      places = new RoutePlaces(this.bounds.maxInFlightPerRoute, this.bounds.routeStuckAfterMs);
      this.places.set(route, places);
    }
    const entered = places.enter();
    const stuck = () => {
      const cause = `${places.limit} calls under way on ${route}, the oldest past ${places.stuckAfterMs} ms`;
      return Promise.reject(new UpstreamFailure('busy', this.host, cause, this.bounds.retryAfterS));
    };
    const sendIn = (leave: Leave): Promise<UpstreamResponse> => {
      const sent = this.send(method, path, headers, body, timeoutMs);
      sent.then(leave, leave);
      return sent;
    };
    if (entered === undefined) return stuck();
    if (typeof entered === 'function') return sendIn(entered);
    return entered.then((leave) => (leave === undefined ? stuck() : sendIn(leave)));
  }

  private send(
    method: 'GET' | 'POST',
    path: string,
    headers: UpstreamHeaders,
    body: string | undefined,
    timeoutMs: number,
  ): Promise<UpstreamResponse> {
    const host = this.host;
    return new Promise<UpstreamResponse>((resolve, reject) => {
      let status = 0;
      let chunks: Buffer[] = [];
      let length = 0;
      const handler: Dispatcher.DispatchHandler = {
        // Present so undici takes this handler as one of its current (controller) interface.
        onRequestStart() {},
        onResponseStart(_controller, statusCode) {
          // Informational heads may come first; only the final head's body counts.
          status = statusCode;
          chunks = [];
          length = 0;
        },
        onResponseData(_controller, chunk) {
          chunks.push(chunk);
          length += chunk.length;
        },
        onResponseEnd() {
          if (status === 204 || status === 205 || status === 304) {
            resolve(upstreamResponse(status, EMPTY));
            return;
          }
          const bytes =
            chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks, length);
          resolve(upstreamResponse(status, bytes));
        },
        onResponseError(_controller, error) {
          reject(classify(host, error));
        },
      };
      this.pool.dispatch(
        { method, path, headers, body, headersTimeout: timeoutMs, bodyTimeout: timeoutMs },
        handler,
      );
    });
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

export interface Upstreams {
  upstream: UpstreamClient;
  support: UpstreamClient;
}

declare module 'fastify' {
  interface FastifyInstance {
    upstreams: Upstreams;
  }
}

export interface UpstreamClientOptions {
  upstreamUrl: string;
  supportUrl: string;
  timeoutMs: number;
  bounds?: UpstreamBounds;
}

export const upstreamClient = fp<UpstreamClientOptions>(
  async function upstreamClient(fastify, opts) {
    const upstreams: Upstreams = {
      upstream: new UpstreamClient('upstream', opts.upstreamUrl, opts.timeoutMs, opts.bounds),
      support: new UpstreamClient('support', opts.supportUrl, opts.timeoutMs, opts.bounds),
    };
    fastify.decorate('upstreams', upstreams);
    fastify.addHook('onClose', async () => {
      await Promise.all([upstreams.upstream.close(), upstreams.support.close()]);
    });
  },
  { name: 'upstream-client', fastify: '5.x' },
);
