import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config/env';
import { frameworkRefusals } from './http/framework-refusals';
import { bufferedStdout, loggerOptions } from './logging/logger';
import { requestId } from './logging/request-id';
import { csrfGuard } from './plugins/csrf-guard';
import { errorHandler } from './plugins/error-handler';
import { jsonCompression } from './plugins/json-compression';
import { metrics } from './plugins/metrics';
import { rateLimits } from './plugins/rate-limits';
import { requestLog } from './plugins/request-log';
import { apiSecurityHeaders, pageSecurityHeaders } from './plugins/security-headers';
import { loginState } from './plugins/login-state';
import { DatabaseWait } from './plugins/database-wait';
import { loadShedding } from './plugins/load-shedding';
import { sessionCookie } from './plugins/session-cookie';
import { staticSpa } from './plugins/static-spa';
import { storableInput } from './plugins/storable-input';
import { upstreamClient } from './plugins/upstream-client';
import { bffOwn } from './routes/bff-own';
import { docs } from './routes/docs';
import { gateway } from './routes/gateway';
import { databaseAnswers, health, readiness, redisConnected } from './routes/health';
import { passthrough } from './routes/passthrough';
import type { ReadinessCheck } from './routes/readiness';
import type { Db } from './db/database';
import { bffDatabase } from './db/plugin';
import { imApi } from './im/im-api';
import { imSocket } from './im/im-socket';
import { exportFiles } from './routes/export-files';
import { imHub } from './im/plugin';
import { RedisSlots } from './scale-out/slots';
import type { SharedRedis } from './scale-out/redis';

export interface BuildAppOptions {
  config: Config;
  upstreamUrl: string;
  supportUrl: string;
  /** Where log lines go (tests read them); stdout when omitted. */
  logStream?: DestinationStream;
  /**
   * The BFF's own database (the embedded IM hub's tables), migrated while the app is built; no
   * embedded hub without it.
   */
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

/** The JSON routes: validated gateway, the BFF's own routes, the chat's calls, docs, health. */
function apiScope(config: Config, upstreamUrl: string): FastifyPluginAsync {
  return async function api(scope) {
    scope.addHook('onRequest', apiSecurityHeaders);
    await scope.register(jsonCompression);
    await scope.register(csrfGuard);
    await scope.register(gateway, {
      supportApiKey: config.supportApiKey,
      replyMemo: config.replyMemo,
    });
    await scope.register(bffOwn, { config });
    await scope.register(exportFiles, { upstreamUrl, timeoutMs: config.upstreamTimeoutMs });
    await scope.register(imApi, {
      mode: config.nimAppKey === undefined ? 'local' : 'nim',
      staff: { agentAccounts: config.agentAccounts, agentPassword: config.agentPassword },
    });
    await scope.register(docs);
    await scope.register(health);
  };
}

/** Pages: the SPA (and the fallback for every other path), pass-through images and login. */
function siteScope(config: Config, upstreamUrl: string): FastifyPluginAsync {
  return async function site(scope) {
    await scope.register(pageSecurityHeaders, {
      nim: config.nimAppKey !== undefined,
      wechat: config.wechatAppId !== undefined,
    });
    await scope.register(passthrough, {
      upstreamUrl,
      simulatedWechat: config.wechatAppId === undefined,
    });
    await scope.register(staticSpa, {
      webDistDir: config.webDistDir,
      serverRender: config.serverRender,
    });
  };
}

/**
 * The BFF as a Fastify instance, ready but not listening: cross-cutting plugins first (errors,
 * logs, load shedding, session, upstream pools), the BFF's own database and the chat, the abuse
 * limits, the metrics (before the routes, so their hooks count every route), then the routes
 * (API, the hub's socket and files, pages with the SPA fallback last).
 */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, redis, imDb: db } = opts;
  const stdout = opts.logStream === undefined ? bufferedStdout() : undefined;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, opts.logStream ?? stdout?.stream),
    // Fastify's own two lines per request are replaced by request-log's one masked line.
    logController: new LogController({ disableRequestLogging: true }),
    // Not `requestIdHeader`: Fastify would take any incoming value; requestId checks it first.
    genReqId: requestId,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    ...frameworkRefusals,
  });
  if (stdout) app.addHook('onClose', async () => stdout.close());

  await app.register(errorHandler, {
    // Without Redis what needs it fails: a refusal to retry shortly, like a shed request.
    ...(redis
      ? {
          outage: {
            active: () => redis.commands.status !== 'ready',
            retryAfterS: config.loadLimits.retryAfterS,
          },
        }
      : {}),
  });
  await app.register(storableInput);
  await app.register(requestLog, { successLevel: 'info' });
  // Before anything that works for a request, so a shed one costs next to nothing.
  const databaseWait = db ? new DatabaseWait(db) : undefined;
  await app.register(loadShedding, {
    limits: config.loadLimits,
    ...(databaseWait ? { database: databaseWait } : {}),
  });
  await app.register(sessionCookie, { secret: config.sessionSecret });
  await app.register(loginState, redis ? { slots: new RedisSlots(redis.commands) } : {});
  await app.register(upstreamClient, {
    upstreamUrl: opts.upstreamUrl,
    supportUrl: opts.supportUrl,
    timeoutMs: config.upstreamTimeoutMs,
    bounds: {
      connections: config.loadLimits.upstreamConnections,
      maxInFlightPerRoute: config.loadLimits.upstreamRouteMaxInFlight,
      routeStuckAfterMs: config.loadLimits.upstreamRouteStuckMs,
      // A refusal past the route's bound is load shed like the others: the same Retry-After.
      retryAfterS: config.loadLimits.retryAfterS,
    },
  });
  if (db) await app.register(bffDatabase, { db });
  await app.register(imHub, { config, db, redis });
  await app.register(rateLimits, {
    mode: config.rateLimits,
    ...(redis ? { redis: redis.commands } : {}),
  });
  await app.register(metrics, {
    token: config.metricsToken,
    upstreams: { upstream: opts.upstreamUrl, support: opts.supportUrl },
    db,
  });

  const checks: ReadinessCheck[] = [];
  if (databaseWait) checks.push(databaseAnswers(databaseWait));
  const reports = redis ? [redisConnected(redis)] : [];
  await app.register(readiness, { checks, reports });
  await app.register(apiScope(config, opts.upstreamUrl));
  if (app.imHub) await app.register(imSocket);
  await app.register(siteScope(config, opts.upstreamUrl));

  await app.ready();
  return app;
}
