import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config/env';
import { bufferedStdout, loggerOptions } from './logging/logger';
import { csrfGuard } from './plugins/csrf-guard';
import { errorHandler } from './plugins/error-handler';
import { jsonCompression } from './plugins/json-compression';
import { rateLimits } from './plugins/rate-limits';
import { requestLog } from './plugins/request-log';
import { apiSecurityHeaders, pageSecurityHeaders } from './plugins/security-headers';
import { loginState } from './plugins/login-state';
import { sessionCookie } from './plugins/session-cookie';
import { staticSpa } from './plugins/static-spa';
import { upstreamClient } from './plugins/upstream-client';
import { bffOwn } from './routes/bff-own';
import { docs } from './routes/docs';
import { gateway } from './routes/gateway';
import { health } from './routes/health';
import { passthrough } from './routes/passthrough';
import type { Db } from './embedded/db/database';
import { ImCredentials } from './im/credentials';
import { ImHub } from './im/hub';
import { imApi, imSocket } from './im/im-routes';
import { ImStore } from './im/store';
import { RedisFanOut } from './im/redis-fan-out';
import { RedisOrLocalCounters } from './scale-out/counters';
import type { SharedRedis } from './scale-out/redis';
import { RedisSlots } from './scale-out/slots';

export interface BuildAppOptions {
  config: Config;
  upstreamUrl: string;
  supportUrl: string;
  /** Where log lines go (tests read them); stdout when omitted. */
  logStream?: DestinationStream;
  /** The database of the embedded IM hub (chat without NIM_APP_KEY); no hub without it. */
  imDb?: Db;
  /**
   * Shared with the other instances (REDIS_URL): abuse-limit counters, held slots, the chat's
   * per-account message counts and its fan-out. Without it all of these stay in this process.
   */
  redis?: SharedRedis;
}

/** JSON bodies of this API are small (a need, a visitor id); anything larger is refused. */
const BODY_LIMIT_BYTES = 64 * 1024;

/** A hop count as the function form (Fastify's types leave out the number form). */
function trustProxyOption(value: Config['trustProxy']) {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}

/**
 * The BFF as a Fastify instance, ready but not listening: cross-cutting plugins first (errors,
 * headers, logs, CSRF, session, upstream pools, limits), then the routes, then the SPA fallback.
 */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const stdout = opts.logStream === undefined ? bufferedStdout() : undefined;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, opts.logStream ?? stdout?.stream),
    // Fastify's own two lines per request are replaced by request-log's one masked line.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
  });

  if (stdout) app.addHook('onClose', async () => stdout.close());
  await app.register(errorHandler);
  await app.register(requestLog, { successLevel: 'info' });
  await app.register(sessionCookie, { secret: config.sessionSecret });
  const { redis } = opts;
  await app.register(loginState, redis ? { slots: new RedisSlots(redis.commands) } : {});
  await app.register(upstreamClient, {
    upstreamUrl: opts.upstreamUrl,
    supportUrl: opts.supportUrl,
    timeoutMs: config.upstreamTimeoutMs,
  });
  app.decorate('imCredentials', new ImCredentials(app, config.sessionSecret));
  const imStore =
    config.nimAppKey === undefined && opts.imDb !== undefined ? new ImStore(opts.imDb) : undefined;
  const imHub = imStore
    ? new ImHub(
        imStore,
        app.log,
        redis ? { counters: new RedisOrLocalCounters(redis.commands, app.log) } : {},
      )
    : undefined;
  if (imHub) app.addHook('onClose', async () => imHub.close());
  if (imHub && redis) {
    const detach = await RedisFanOut.attach(imHub, redis, app.log);
    app.addHook('onClose', async () => detach());
  }
  app.decorate('imHub', imHub);
  await app.register(rateLimits, {
    mode: config.rateLimits,
    ...(redis ? { redis: redis.commands } : {}),
  });

  // JSON routes: validated gateway, the BFF's own routes, docs, health.
  await app.register(async function api(scope) {
    scope.addHook('onRequest', apiSecurityHeaders);
    await scope.register(jsonCompression);
    await scope.register(csrfGuard);
    await scope.register(gateway, {
      supportApiKey: config.supportApiKey,
      replyMemo: config.replyMemo,
    });
    await scope.register(bffOwn, { config });
    await scope.register(imApi, {
      mode: config.nimAppKey === undefined ? 'local' : 'nim',
      store: imStore,
      agentPassword: config.agentPassword,
    });
    await scope.register(docs);
    await scope.register(health);
  });

  // The embedded IM hub: its WebSocket, uploads and served files (their own headers).
  if (imHub && imStore) await app.register(imSocket, { hub: imHub, store: imStore });

  // Pages: the SPA (and the fallback for every other path), pass-through images and login.
  await app.register(async function site(scope) {
    await scope.register(pageSecurityHeaders, {
      nim: config.nimAppKey !== undefined,
      wechat: config.wechatAppId !== undefined,
    });
    await scope.register(passthrough, {
      upstreamUrl: opts.upstreamUrl,
      simulatedWechat: config.wechatAppId === undefined,
    });
    await scope.register(staticSpa, {
      webDistDir: config.webDistDir,
      serverRender: config.serverRender,
    });
  });

  await app.ready();
  return app;
}
