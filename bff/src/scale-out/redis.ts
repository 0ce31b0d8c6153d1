import { Redis } from 'ioredis';
import type { LogFn } from 'pino';
import { ConfigError } from '../config/env';

/**
 * The Redis that several BFF instances share (REDIS_URL): one connection for commands (shared
 * counters, publishes, the abuse-limit store) and one in subscribe mode (a subscribed Redis
 * connection can run nothing else). Both are checked at start-up, so an unreachable Redis stops
 * the start with a message naming REDIS_URL; a Redis that drops later is logged and reconnected
 * to in the background (ioredis re-subscribes by itself), never a crash.
 */
/** What these modules log with (a pino logger or Fastify's). */
export interface Log {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

export interface SharedRedis {
  commands: Redis;
  subscriber: Redis;
  close(): Promise<void>;
}

/** How long the start-up check waits for Redis before giving up. */
const CONNECT_TIMEOUT_MS = 3000;
/** A command waits this long for its reply (also while reconnecting), then fails. */
const COMMAND_TIMEOUT_MS = 2000;

/** The URL as it may be shown in a message or a log line: without its password. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis://…';
  }
}

interface Opened {
  redis: Redis;
  /** Why the connection failed before it was ever ready (for the start-up message). */
  startError(): Error | undefined;
  /** Closes the connection on purpose: that is not an outage, so nothing is logged. */
  quit(): Promise<unknown>;
}

function open(url: string, name: string, log: Log, failFast: boolean): Opened {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectionName: name,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // The most a command waits for its reply on a connection that looks up (a hung Redis).
    commandTimeout: COMMAND_TIMEOUT_MS,
    // `failFast`: a command issued while the connection is down fails at once rather than
    // waiting for a reconnect, so a request that needs Redis is refused (503) without delay
    // while reads go on. Otherwise it is retried once after the reconnect.
    enableOfflineQueue: !failFast,
    maxRetriesPerRequest: 1,
    // Reconnect for ever, at most every 2 s: the instance keeps serving what needs no Redis.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let everReady = false;
  let firstError: Error | undefined;
  let down = false;
  let quitting = false;
  // One line when an outage starts and one when it ends: ioredis repeats the error on every
  // failed reconnect attempt. Before the first connection the start-up check reports instead.
  const lost = (error: Error | undefined) => {
    if (!everReady || down || quitting) return;
    down = true;
    log.error({ err: error, redis: name }, 'redis connection lost; reconnecting');
  };
  redis.on('error', (error: Error) => {
    if (!everReady) firstError ??= error;
    lost(error);
  });
  redis.on('close', () => lost(undefined));
  redis.on('ready', () => {
    everReady = true;
    if (!down) return;
    down = false;
    log.warn({ redis: name }, 'redis connection restored');
  });
  return {
    redis,
    startError: () => firstError,
    quit: () => {
      quitting = true;
      return redis.quit();
    },
  };
}

export async function connectRedis(url: string, log: Log): Promise<SharedRedis> {
  // The subscriber keeps its queue: ioredis subscribes it again by itself on each reconnect.
  const opened = [open(url, 'ysy-bff', log, true), open(url, 'ysy-bff-sub', log, false)] as const;
  const [{ redis: commands }, { redis: subscriber }] = opened;
  const close = async () => {
    commands.disconnect();
    subscriber.disconnect();
  };
  try {
    await Promise.all([commands.connect(), subscriber.connect()]);
    await commands.ping();
  } catch (error) {
    await close();
    const cause = opened[0].startError() ?? opened[1].startError() ?? error;
    const reason = (cause instanceof Error ? cause.message : String(cause)).replace(/[.。]$/, '');
    throw new ConfigError(
      `无法连接 REDIS_URL（${redactedUrl(url)}）：${reason}。请确认 Redis 已启动且地址、密码正确；` +
        '单实例运行时可删除 REDIS_URL',
    );
  }
  return {
    commands,
    subscriber,
    async close() {
      await Promise.allSettled(opened.map((connection) => connection.quit()));
    },
  };
}
