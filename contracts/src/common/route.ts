import type { z } from 'zod';

/**
 * Which server answers a call: the business API, the separate support-chat host, or the BFF
 * itself (its public config and logout, which no upstream has).
 */
export type Host = 'upstream' | 'support' | 'bff';

/**
 * Whether a call needs the user's upstream token. `optional`: sent when the session has one.
 * `required`: without one the BFF answers 401 and does not call upstream.
 */
export type Auth = 'none' | 'optional' | 'required';

/**
 * How browsers and shared caches may keep a reply (its `Cache-Control`).
 * `public`: the same for every visitor and slow to change (menu, footer, consultants, knowledge
 * base, company data): a strong ETag, a short max-age with stale-while-revalidate, and 304 for a
 * matching If-None-Match. Such a call never carries the user's token, so its reply cannot depend
 * on the session. `private`: may depend on the session; only the browser may keep it, and it
 * revalidates every time. `no-store`: side effects, logins and personal data; never kept.
 */
export type CachePolicy = 'public' | 'private' | 'no-store';

export interface RouteDef<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  /** Stable id, used for query keys, OpenAPI operationId and logs. */
  id: string;
  method: 'GET' | 'POST';
  /** Path on the upstream host (always with a leading slash). */
  path: string;
  /**
   * Path the browser calls on the BFF's origin. Same as `path` for the upstream host
   * (the browser calls the upstream's own paths, always with a leading slash); `/support` +
   * path for the support host.
   */
  bffPath: string;
  host: Host;
  auth: Auth;
  /** `spec`: a call of the existing upstream API, fixed. `ours`: a lookup call we designed. */
  origin: 'spec' | 'ours' | 'bff';
  /** Default: `private` for a GET, `no-store` for a POST. */
  cache: CachePolicy;
  /** false: the BFF uses the call itself and never serves it to the browser (issue_token). */
  exposed: boolean;
  /**
   * The call changes or costs something (a write, an SMS, a phone call, a login), whatever its
   * method: the BFF refuses it without `X-Requested-With: XMLHttpRequest`, which a cross-site
   * link, image or form cannot send. Every POST is one.
   */
  sideEffect: boolean;
  /**
   * The reply carries links from the server that the page renders (`url` fields): the BFF keeps
   * only same-origin paths and http(s) URLs and blanks any other, with a log line.
   */
  serverLinks: boolean;
  summary: string;
  query: Q;
  body: B;
  /** The reply as the browser receives it. */
  reply: R;
  /**
   * The reply as the upstream sends it, when the BFF changes it on the way (the login callback
   * carries the token, which the BFF seals into the cookie and removes). Defaults to `reply`.
   */
  upstreamReply?: z.ZodType;
}

type RouteInput<Q, B, R> = {
  id: string;
  method: 'GET' | 'POST';
  path: string;
  host?: Host;
  auth?: Auth;
  origin?: 'spec' | 'ours' | 'bff';
  cache?: CachePolicy;
  exposed?: boolean;
  sideEffect?: boolean;
  serverLinks?: boolean;
  summary: string;
  query?: Q;
  body?: B;
  reply: R;
  upstreamReply?: z.ZodType;
};

export function defineRoute<
  R extends z.ZodType,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(def: RouteInput<Q, B, R>): RouteDef<Q, B, R> {
  const host = def.host ?? 'upstream';
  if (!def.path.startsWith('/')) throw new Error(`route ${def.id}: path needs a leading slash`);
  const cache = def.cache ?? (def.method === 'GET' ? 'private' : 'no-store');
  // A reply a shared cache may keep must not depend on who asks: public calls carry no token.
  const auth = def.auth ?? (cache === 'public' ? 'none' : 'optional');
  if (cache === 'public' && (auth !== 'none' || def.method !== 'GET')) {
    throw new Error(`route ${def.id}: a public (cacheable) reply needs a GET without the token`);
  }
  return {
    id: def.id,
    method: def.method,
    path: def.path,
    bffPath: host === 'support' ? `/support${def.path}` : def.path,
    host,
    auth,
    origin: def.origin ?? (host === 'bff' ? 'bff' : 'spec'),
    cache,
    exposed: def.exposed ?? true,
    sideEffect: def.sideEffect ?? def.method === 'POST',
    serverLinks: def.serverLinks ?? false,
    summary: def.summary,
    query: def.query as Q,
    body: def.body as B,
    reply: def.reply,
    upstreamReply: def.upstreamReply,
  };
}

/** Query parameters as the caller writes them (strings or numbers before coercion). */
export type QueryInput<T extends RouteDef> = T['query'] extends z.ZodType
  ? z.input<T['query']>
  : undefined;
export type BodyInput<T extends RouteDef> = T['body'] extends z.ZodType
  ? z.input<T['body']>
  : undefined;
export type ReplyOf<T extends RouteDef> = z.output<T['reply']>;
