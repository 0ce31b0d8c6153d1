import { join } from 'node:path';
import { pino } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config/env';
import { loggerOptions } from './logging/logger';
import type { Db } from './embedded/db/database';
import type { SharedRedis } from './scale-out/redis';

/**
 * The entry (`npm run serve`): config → (REDIS_URL) Redis → (no UPSTREAM_URL or SUPPORT_URL) the
 * embedded upstream and support host on PGlite/PostgreSQL → the BFF → listen. SIGINT/SIGTERM close the BFF first
 * (no new requests, in-flight ones finish), then the embedded servers, then the database.
 */

const SHUTDOWN_GRACE_MS = 10_000;

type Closer = () => Promise<void>;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const log = pino(loggerOptions(config.logLevel));
  const closers: Closer[] = [];
  if (config.demo) {
    log.warn(
      { demoParts: config.demoParts.map((part) => part.variable) },
      `演示环境：${config.demoParts.map((part) => part.what).join('；')}。页面会显示“演示环境”标识。`,
    );
  }

  let redis: SharedRedis | undefined;
  if (config.redisUrl !== undefined) {
    const { connectRedis } = await import('./scale-out/redis');
    try {
      redis = await connectRedis(config.redisUrl, log);
    } catch (error) {
      if (error instanceof ConfigError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
    const shared = redis;
    closers.unshift(() => shared.close());
    log.info('redis connected: chat fan-out and rate-limit counters are shared between instances');
  }

  let upstreamUrl = config.upstreamUrl;
  let supportUrl = config.supportUrl;
  let imDb: Db | undefined;
  if (upstreamUrl === undefined || supportUrl === undefined) {
    // Loaded only when needed, so a BFF in front of real services starts without PGlite.
    const [{ openDatabase }, { prepareDatabase, warmUpSearch }, { startEmbedded }] =
      await Promise.all([
        import('./embedded/db/database'),
        import('./embedded/upstream/prepare'),
        import('./embedded/start'),
      ]);
    const db = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: join(config.dataDir, 'pglite'),
      cacheMb: config.pgliteCacheMb,
    });
    closers.unshift(() => db.close());
    imDb = db;
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
    const embedded = await startEmbedded({ db, supportApiKey: config.supportApiKey, logger: log });
    closers.unshift(() => embedded.close());
    upstreamUrl ??= embedded.upstreamUrl;
    supportUrl ??= embedded.supportUrl;
    log.info(
      {
        embeddedUpstream: config.upstreamUrl === undefined,
        embeddedSupport: config.supportUrl === undefined,
      },
      'embedded services started',
    );
  }

  if (imDb === undefined && config.nimAppKey === undefined) {
    // Real upstream and support host but no NetEase IM: the embedded IM hub still needs its
    // tables (messages, conversations, uploads) and the chat accounts the hosts issue.
    const [{ openDatabase }, { migrate }] = await Promise.all([
      import('./embedded/db/database'),
      import('./embedded/db/migrate'),
    ]);
    const db = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: join(config.dataDir, 'pglite'),
    });
    closers.unshift(() => db.close());
    await migrate(db);
    imDb = db;
  }

  const app = await buildApp({
    config,
    upstreamUrl,
    supportUrl,
    ...(imDb ? { imDb } : {}),
    ...(redis ? { redis } : {}),
  });
  closers.unshift(() => app.close());

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      // A second Ctrl-C means "now".
      process.exit(1);
    }
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      log.error('graceful shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    void (async () => {
      for (const close of closers) {
        try {
          await close();
        } catch (error) {
          log.error({ err: error }, 'error while closing');
        }
      }
      process.exit(0);
    })();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    log.error({ err: error }, `cannot listen on ${config.host}:${config.port}`);
    for (const close of closers) await close().catch(() => undefined);
    process.exit(1);
  }
  process.stdout.write(`易商云 已启动：http://localhost:${config.port}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
