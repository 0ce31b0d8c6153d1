import { takesIdempotencyKey } from '@ysy/contracts/common/idempotency';
import type { RouteDef } from '@ysy/contracts/common/route';
import { routes } from '@ysy/contracts/routes';
import { defaultCacheControl } from '../http/http-cache';
import type { Limiter } from '../plugins/rate-limits';
import type { UpstreamClient, UpstreamHeaders, Upstreams } from '../plugins/upstream-client';
import { replyRules, type ReplyRules } from './verdict';

/** What the gateway needs of an upstream client (plugins/upstream-client.ts). */
export type UpstreamCaller = Pick<UpstreamClient, 'basePath' | 'request'>;

/** Everything about a route that does not change per request, computed once at start-up. */
export interface CompiledRoute {
  def: RouteDef;
  client: UpstreamCaller;
  /** Upstream base path + route path. */
  path: string;
  /** Headers every call of this route carries (accept, content type, the support key). */
  headers: UpstreamHeaders;
  /** The session's upstream token goes with the call (upstream host, auth not `none`). */
  sendsToken: boolean;
  /** The login callback: accepted only with the state this browser was issued. */
  checksLoginState: boolean;
  /** 注销账号: the user's chat (the BFF's own tables) goes with the account (user-chat.ts). */
  forgetsChat: boolean;
  /** 下载我的数据: the user's chat messages are added to the upstream's reply (user-chat.ts). */
  addsChat: boolean;
  /** A write whose Idempotency-Key header is checked and passed on (contracts' IDEMPOTENT_ROUTES). */
  takesIdempotencyKey: boolean;
  limiter: Limiter | undefined;
  /** How its replies are judged (gateway/verdict.ts). */
  reply: ReplyRules;
  /** Set on every reply of a `private` route; the API scope's default `no-store` covers the rest. */
  privateCacheControl: string | undefined;
}

export interface RouteEnvironment {
  upstreams: Record<keyof Upstreams, UpstreamCaller>;
  /** Sent as `authorization` to the support host. */
  supportApiKey: string;
  limiterFor(routeId: string): Limiter | undefined;
}

/** The routes the gateway serves: every exposed contract route the upstream or support host answers. */
export function isGatewayRoute(def: RouteDef): boolean {
  return def.host !== 'bff' && def.exposed;
}

export function compileRoute(def: RouteDef, env: RouteEnvironment): CompiledRoute {
  const client = def.host === 'support' ? env.upstreams.support : env.upstreams.upstream;
  const headers: UpstreamHeaders = { accept: 'application/json' };
  if (def.method === 'POST') headers['content-type'] = 'application/json';
  if (def.host === 'support') headers.authorization = env.supportApiKey;
  return {
    def,
    client,
    path: client.basePath + def.path,
    headers,
    sendsToken: def.host === 'upstream' && def.auth !== 'none',
    checksLoginState: def.id === routes.wxLoginCallback.id,
    forgetsChat: def.id === routes.deleteAccount.id,
    addsChat: def.id === routes.myData.id,
    takesIdempotencyKey: takesIdempotencyKey(def.id),
    limiter: env.limiterFor(def.id),
    reply: replyRules(def),
    privateCacheControl: def.cache === 'private' ? defaultCacheControl('private') : undefined,
  };
}
