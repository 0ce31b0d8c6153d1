import { join } from 'node:path';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config/env';
import type { Db } from './db/database';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { MigrationDriftError } from './db/migrator';
import { startHealthListener } from './health/listener';
import { loggerOptions } from './logging/logger';
import type { SharedRedis } from './scale-out/redis';

/**
 * The entry (`npm run serve`): config → (REDIS_URL) Redis → (no UPSTREAM_URL or SUPPORT_URL) the
 * embedded upstream and support host on PGlite/PostgreSQL → the BFF (which migrates its own
 * tables) → listen, then the health port (HEALTH_PORT). With PGlite in DATA_DIR, the folder's
 * lock is taken first. SIGTERM drains (closeOnSignals).
 */

/** Requests in flight at SIGTERM may take this long to finish; then their connections are cut. */
const DRAIN_MS = 10_000;
/** Then the embedded servers, the database (PGlite writes its files) and Redis close within this. */
const CLOSE_MS = 5_000;

type Closer = () => Promise<void>;

/** What the BFF talks to, and its own database when it has one. */
interface Services {
  upstreamUrl: string;
  supportUrl: string;
  db: Db | undefined;
}

function announceDemo(config: Config, log: Logger): void {
  if (!config.demo) return;
  log.warn(
    { demoParts: config.demoParts.map((part) => part.variable) },
    `演示环境：${config.demoParts.map((part) => part.what).join('；')}。页面会显示“演示环境”标识。`,
  );
}

/**
 * The BFF's own tables (chat without NetEase IM) and the embedded upstream need a database; it
 * is PGlite in DATA_DIR unless DATABASE_URL names a server.
 */
function needsDatabase(config: Config): boolean {
  return (
    config.upstreamUrl === undefined ||
    config.supportUrl === undefined ||
    config.nimAppKey === undefined
  );
}

/**
 * PGlite in DATA_DIR is one process's: the lock is taken before anything else starts, and
 * released last. The generated secrets beside it need none (the first writer wins, see
 * persisted-secret.ts), nor does a DATA_DIR in front of PostgreSQL.
 */
async function lockPgliteDataDir(config: Config, log: Logger, closers: Closer[]): Promise<void> {
  if (config.databaseUrl !== undefined || !needsDatabase(config)) return;
  const lock = await lockDataDir(config.dataDir, {
    onWait: (holder, waitMs) =>
      log.warn(
        { holder, dataDir: config.dataDir },
        `the process that held DATA_DIR is gone; taking its lock over once stale (at most ${waitMs} ms)`,
      ),
    onCompromised: (error) => {
      // Someone else now holds the folder: every further write of ours could overwrite theirs.
      log.fatal({ err: error, dataDir: config.dataDir }, 'DATA_DIR lock lost; exiting at once');
      process.exit(1);
    },
  });
  closers.push(() => lock.release());
}

async function connectSharedRedis(
  config: Config,
  log: Logger,
  closers: Closer[],
): Promise<SharedRedis | undefined> {
  if (config.redisUrl === undefined) return undefined;
  const { connectRedis } = await import('./scale-out/redis');
  const redis = await connectRedis(config.redisUrl, log);
  closers.unshift(() => redis.close());
  log.info('redis connected: chat fan-out and rate-limit counters are shared between instances');
  return redis;
}

function openDataDirDatabase(config: Config, cacheMb?: number): Promise<Db> {
  // Loaded only when needed, so a BFF in front of real services and NetEase IM starts without PGlite.
  return import('./db/database').then(({ openDatabase }) =>
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: join(config.dataDir, 'pglite'),
      ...(cacheMb === undefined ? {} : { cacheMb }),
    }),
  );
}

/**
 * The embedded upstream and support host for whichever of UPSTREAM_URL / SUPPORT_URL is unset,
 * on one database that the BFF's own tables share (the upstream's set is migrated first).
 */
async function startEmbeddedServices(
  config: Config,
  log: Logger,
  closers: Closer[],
): Promise<Services> {
  const [{ prepareDatabase, warmUpSearch }, { startEmbedded }] = await Promise.all([
    import('./embedded/upstream/prepare'),
    import('./embedded/start'),
  ]);
  const db = await openDataDirDatabase(config, config.pgliteCacheMb);
  closers.unshift(() => db.close());
  await prepareDatabase(db, {
    companies: config.seedCompanies,
    log: (message: string) => log.info(message),
  });
  // In the background: PGlite answers one statement at a time, so a request that comes first
  // waits for the relation being read (at most about 0.2 s), not for the whole warm-up.
  void warmUpSearch(db).then(
    (warmed) => {
      if (warmed) log.info(warmed, 'search tables read into the database cache');
    },
    (error: unknown) => log.warn({ err: error }, 'search tables not read into the cache'),
  );
  const embedded = await startEmbedded({
    db,
    supportApiKey: config.supportApiKey,
    logger: log,
    uploads: { qrTargets: config.qrTargets, hotline: config.hotline },
  });
  closers.unshift(() => embedded.close());
  log.info(
    {
      embeddedUpstream: config.upstreamUrl === undefined,
      embeddedSupport: config.supportUrl === undefined,
    },
    'embedded services started',
  );
  return {
    upstreamUrl: config.upstreamUrl ?? embedded.upstreamUrl,
    supportUrl: config.supportUrl ?? embedded.supportUrl,
    db,
  };
}

/**
 * Real upstream and support host. Without NetEase IM the embedded IM hub still needs the BFF's
 * own tables (messages, conversations, uploads, the chat accounts the hosts issue): only those
 * are created, none of the embedded upstream's.
 */
async function realServices(
  config: Config & { upstreamUrl: string; supportUrl: string },
  closers: Closer[],
): Promise<Services> {
  let db: Db | undefined;
  if (needsDatabase(config)) {
    const opened = await openDataDirDatabase(config);
    closers.unshift(() => opened.close());
    db = opened;
  }
  return { upstreamUrl: config.upstreamUrl, supportUrl: config.supportUrl, db };
}

/**
 * Stops taking requests (new ones get 503, the listener closes, so a balancer's next check of
 * /readyz fails) and lets those in flight finish for at most DRAIN_MS; then cuts the rest. The
 * chat sockets are answered and closed with the restart code first (im/socket-drain.ts).
 */
async function drainApp(app: FastifyInstance, log: Logger): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const cut = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      log.warn(`requests still in flight after ${DRAIN_MS} ms; closing their connections`);
      app.server.closeAllConnections();
      resolve();
    }, DRAIN_MS);
  });
  const closed = app.close();
  await Promise.race([closed, cut]);
  clearTimeout(timer);
  await closed;
}

/**
 * SIGTERM, SIGINT (and the other termination signals, an uncaught error) drain the app, then run
 * the closers in order (embedded servers, database, Redis, the DATA_DIR lock) and exit 0, or 1
 * after an error or past the grace period. A second signal exits at once.
 */
function closeOnSignals(
  app: FastifyInstance,
  closers: readonly Closer[],
  onDrain: readonly (() => void)[],
  log: Logger,
): void {
  closeWithGrace(
    {
      delay: DRAIN_MS + CLOSE_MS,
      logger: { error: (message: unknown) => log.error({ err: message }, 'error while closing') },
      onSecondSignal: (signal) => log.warn({ signal }, 'second signal; exiting at once'),
      onTimeout: (delay) => log.error(`graceful shutdown took over ${delay} ms; exiting`),
    },
    async ({ signal, err }) => {
      if (err) log.error({ err }, 'uncaught error; shutting down');
      else log.info({ signal }, 'shutting down');
      for (const drain of onDrain) drain();
      try {
        await drainApp(app, log);
      } catch (error) {
        // The database and the lock are still closed: what was stored reaches the files.
        log.error({ err: error }, 'error while draining');
      }
      for (const close of closers) {
        try {
          await close();
        } catch (error) {
          log.error({ err: error }, 'error while closing');
        }
      }
    },
  );
}

/** A listener that cannot start (its port is taken) ends the start: exit 1, naming the port. */
async function listenOrExit<T>(
  app: FastifyInstance,
  closers: readonly Closer[],
  log: Logger,
  where: string,
  listen: () => Promise<T>,
): Promise<T> {
  try {
    return await listen();
  } catch (error) {
    log.error({ err: error }, `cannot listen on ${where}`);
    await app.close().catch(() => undefined);
    for (const close of closers) await close().catch(() => undefined);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino(loggerOptions(config.logLevel));
  const closers: Closer[] = [];
  announceDemo(config, log);
  await lockPgliteDataDir(config, log, closers);
  const redis = await connectSharedRedis(config, log, closers);
  const { upstreamUrl, supportUrl } = config;
  const services =
    upstreamUrl === undefined || supportUrl === undefined
      ? await startEmbeddedServices(config, log, closers)
      : await realServices({ ...config, upstreamUrl, supportUrl }, closers);
  const app = await buildApp({
    config,
    upstreamUrl: services.upstreamUrl,
    supportUrl: services.supportUrl,
    ...(services.db ? { imDb: services.db } : {}),
    ...(redis ? { redis } : {}),
  });
  const onDrain: (() => void)[] = [];
  closeOnSignals(app, closers, onDrain, log);
  await listenOrExit(app, closers, log, `${config.host}:${config.port}`, () =>
    app.listen({ port: config.port, host: config.host, backlog: config.loadLimits.listenBacklog }),
  );
  if (config.healthPort !== 0) {
    const healthPort = await listenOrExit(
      app,
      closers,
      log,
      `${config.host}:${config.healthPort} (HEALTH_PORT)`,
      () => startHealthListener(app.readiness, { host: config.host, port: config.healthPort }, log),
    );
    // Marked not ready at the signal; closed last, so a balancer reads 503 throughout the drain.
    onDrain.push(() => healthPort.drain());
    closers.push(() => healthPort.close());
  }
  process.stdout.write(`易商云 已启动：http://localhost:${config.port}\n`);
}

main().catch((error: unknown) => {
  // A bad setting, a changed migration or a DATA_DIR in use: the message says what to fix, no
  // stack needed.
  if (
    error instanceof ConfigError ||
    error instanceof MigrationDriftError ||
    error instanceof DataDirLockedError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
