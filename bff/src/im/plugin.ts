import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env';
import type { Db } from '../db/database';
import { RedisOrLocalCounters } from '../scale-out/counters';
import type { SharedRedis } from '../scale-out/redis';
import { MemorySlots, RedisOrLocalSlots } from '../scale-out/slots';
import { ImCredentials } from './credentials';
import { ImHub } from './hub';
import { RedisFanOut } from './redis-fan-out';
import { ImStore } from './store';
import { startUploadSweep } from './upload-sweep';
import { UploadStore } from './upload-store';

declare module 'fastify' {
  interface FastifyInstance {
    imCredentials: ImCredentials;
    /** The embedded hub, when this instance runs one (tests and the Redis fan-out use it). */
    imHub: ImHub | undefined;
    /** The embedded hub's store, beside it. */
    imStore: ImStore | undefined;
    /** The embedded hub's uploads, with the visitors' quota and retention. */
    imUploads: UploadStore | undefined;
  }
}

export interface ImHubPluginOptions {
  config: Pick<
    Config,
    'nimAppKey' | 'sessionSecret' | 'uploadRetentionDays' | 'visitorUploadQuotaMb'
  >;
  /** The BFF's own database (already migrated); the embedded hub runs only with one. */
  db: Db | undefined;
  /** Shared with the other instances: the per-account message counts and the fan-out. */
  redis: SharedRedis | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The hub, over its store, counting per account in Redis when instances share one. */
async function startHub(
  app: FastifyInstance,
  db: Db,
  redis: SharedRedis | undefined,
  config: ImHubPluginOptions['config'],
) {
  const store = new ImStore(db);
  const uploads = new UploadStore(db, {
    retentionMs: config.uploadRetentionDays * DAY_MS,
    visitorQuotaBytes: config.visitorUploadQuotaMb * 1024 * 1024,
  });
  const stopSweep = startUploadSweep(uploads, app.log);
  app.addHook('onClose', async () => stopSweep());
  const counters = redis ? { counters: new RedisOrLocalCounters(redis.commands, app.log) } : {};
  const hub = new ImHub(store, app.log, counters);
  app.addHook('onClose', async () => hub.close());
  if (redis) {
    const detach = await RedisFanOut.attach(hub, redis, app.log);
    app.addHook('onClose', async () => detach());
  }
  return { store, hub, uploads };
}

/**
 * The chat's server side: the sealed chat credentials (both modes; a ticket is spent once, on
 * every instance when they share Redis), and, when NetEase IM is not configured and a database is
 * given, the embedded hub with its store and, with Redis, its fan-out to the other instances.
 * Closing the app closes them. Routes read them from the instance (`im-api.ts`, `im-socket.ts`).
 */
export const imHub = fp<ImHubPluginOptions>(
  async function imHub(app, { config, db, redis }) {
    const spentTickets = redis ? new RedisOrLocalSlots(redis.commands, app.log) : new MemorySlots();
    app.decorate('imCredentials', new ImCredentials(app, config.sessionSecret, spentTickets));
    const embedded =
      config.nimAppKey === undefined && db !== undefined
        ? await startHub(app, db, redis, config)
        : undefined;
    app.decorate('imHub', embedded?.hub);
    app.decorate('imStore', embedded?.store);
    app.decorate('imUploads', embedded?.uploads);
  },
  { name: 'im-hub', fastify: '5.x' },
);
