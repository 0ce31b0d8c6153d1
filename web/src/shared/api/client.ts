import type {
  Endpoint,
  EndpointBody,
  EndpointQuery,
  EndpointReply,
} from '@ysy/contracts/common/endpoint';
import { transportMessages as messages } from '@ysy/contracts/common/transport-messages';
import { isEnvelope, isErrorReply } from '@ysy/contracts/common/reply-shape';
import { withQuery } from '@ysy/contracts/common/query-string';
import type { RouteId } from '@ysy/contracts/routes';
import { IDEMPOTENCY_KEY_HEADER } from '@ysy/contracts/common/idempotency-header';
import type { QueryClient } from '@tanstack/react-query';
import { isAnswer, writeKeysOf } from './idempotency-keys';

/** A non-2xx answer from the BFF; `msg` is the BFF's Chinese message, ready to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly msg: string;

  constructor(status: number, code: number, msg: string) {
    super(msg);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.msg = msg;
  }
}

/** HTTP 205: the call succeeded but there is nothing to show (没有数据). */
export class NoDataError extends Error {
  constructor() {
    super(messages.noData);
    this.name = 'NoDataError';
  }
}

type Send = (url: string, init: RequestInit) => Promise<Response>;

/** The browser's calls reach the BFF with `fetch` (same origin, the session in its cookie). */
const browserSend: Send = (url, init) => fetch(url, init);

/**
 * The server render has no origin to resolve `/api/...` against and answers each page's calls
 * itself, on behalf of that page's visitor (`web/src/entry-server.tsx`). Each page it draws has
 * its own query client, so the calls of a query find their page by the client that runs them
 * (the query function's `client`), however many pages are drawn at once.
 */
const serverSends = new WeakMap<QueryClient, Send>();

export function sendCallsWith(client: QueryClient, fn: Send): void {
  serverSends.set(client, fn);
}

type SessionLostHandler = () => void;
const sessionLostHandlers = new Set<SessionLostHandler>();

/**
 * Registers what happens when the BFF answers 401 (the sealed session is gone or could not be
 * refreshed). The shell marks the user logged out and goes to `/`. Returns an unsubscribe.
 */
export function onSessionLost(fn: SessionLostHandler): () => void {
  sessionLostHandlers.add(fn);
  return () => {
    sessionLostHandlers.delete(fn);
  };
}

/**
 * What a query function passes on from its context: its abort signal, and its query client (the
 * server render answers a page's calls by it: a query function that leaves it out cannot be drawn
 * on the server).
 */
export interface CallContext {
  signal?: AbortSignal;
  client?: QueryClient;
}

export interface CallInput<K extends RouteId> extends CallContext {
  query?: EndpointQuery<K>;
  body?: EndpointBody<K>;
}

/**
 * The URL of a call as the page's fetch asks for it: the server lists it as a fetch preload, and
 * the browser uses the preload only when the two are the same to the byte.
 */
export function callUrl<K extends RouteId>(route: Endpoint<K>, query?: EndpointQuery<K>): string {
  return withQuery(route.bffPath, query);
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function fallbackMessage(status: number): string {
  if (status === 401) return messages.unauthorized;
  if (status === 404) return messages.notFound;
  if (status === 429) return messages.tooManyRequests;
  if (status === 504) return messages.upstreamTimeout;
  if (status >= 500) return messages.upstreamError;
  return messages.badRequest;
}

/**
 * Calls one contract route on the BFF (same origin; the session travels in its httpOnly cookie).
 * The BFF has validated the reply against the route's schema (unknown fields stripped), so the
 * page does not parse it again: it checks only that the reply is the shared envelope and types it
 * by the contract. The browser thus carries route paths and types, not zod.
 */
export async function callApi<K extends RouteId>(
  route: Endpoint<K>,
  input: CallInput<K> = {},
): Promise<EndpointReply<K>> {
  // Every call carries X-Requested-With: the BFF refuses calls with a side effect (writes, and
  // the GETs that send an SMS, start a call or finish a login) without it, and a cross-site
  // link, image or form cannot set it.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  const init: RequestInit = {
    method: route.method,
    credentials: 'same-origin',
    headers,
    signal: input.signal,
  };
  let key: string | undefined;
  const keys = writeKeysOf(route.id);
  if (route.method === 'POST') {
    headers['Content-Type'] = 'application/json';
    const body = JSON.stringify(input.body ?? {});
    init.body = body;
    // A write a retry could store twice carries its submission's key (./idempotency-keys.ts).
    key = keys?.keyFor(body);
    if (key !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = key;
  }

  const send = (input.client && serverSends.get(input.client)) ?? browserSend;
  const res = await send(callUrl(route, input.query), init);
  if (key !== undefined && isAnswer(res.status)) keys?.answered(key);

  if (res.status === 205) throw new NoDataError();
  if (!res.ok) {
    const body = await readJson(res);
    const code = isErrorReply(body) ? body.code : res.status;
    const msg = isErrorReply(body) ? body.msg : fallbackMessage(res.status);
    if (res.status === 401) {
      for (const fn of [...sessionLostHandlers]) fn();
    }
    throw new ApiError(res.status, code, msg);
  }

  const reply = await readJson(res);
  if (!isEnvelope(reply)) {
    console.error(`[api] ${route.id}: the reply is not the shared envelope`);
    throw new ApiError(res.status, -1, messages.upstreamBadReply);
  }
  // The BFF sent the route's validated reply, so it has the route's reply type.
  return reply as EndpointReply<K>;
}
