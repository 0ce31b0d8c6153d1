import { messages } from '@ysy/contracts/common/messages';
import { routes } from '@ysy/contracts/routes';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { connectRedis, type SharedRedis } from '../scale-out/redis';
import {
  redisServerMissing,
  startRedisServer,
  type RedisServer,
} from '../scale-out/testing/redis-server';
import { upstreamSample } from '../testing/reply-mutations';
import { testConfig } from '../testing/test-config';

// Nothing listens here: the support host is never called below.
const NOWHERE = 'http://127.0.0.1:9';
const QUIET = { info: () => undefined, warn: () => undefined, error: () => undefined };
const SMS = `${routes.getPhoneCode.bffPath}?phone=13812345678`;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

const missing = redisServerMissing();
if (missing) console.warn(`skipping /readyz with Redis: ${missing}`);

async function until(what: string, done: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(missing !== undefined)('with Redis configured, while Redis is away', () => {
  let server: RedisServer;
  let redis: SharedRedis;
  let upstream: FastifyInstance;
  let app: FastifyInstance;
  beforeAll(async () => {
    server = await startRedisServer();
    redis = await connectRedis(server.url, QUIET);
    upstream = Fastify();
    const nav = upstreamSample('getNav', routes.getNav.reply);
    upstream.get(routes.getNav.path, async () => nav);
    app = await buildApp({
      config: testConfig({ RATE_LIMITS: 'standard', SHED_RETRY_AFTER_S: '7' }),
      upstreamUrl: await upstream.listen({ host: '127.0.0.1', port: 0 }),
      supportUrl: NOWHERE,
      redis,
    });
  }, 30_000);
  afterAll(async () => {
    await app?.close();
    await redis?.close();
    await upstream?.close();
    await server?.stop();
  });

  it('the instance stays ready for reads, /readyz reports Redis, and what needs Redis is a fast 503', async () => {
    const before = await app.inject({ url: '/readyz' });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ status: 'ready', redis: true });

    await server.kill();
    await until('the connection to be lost', () => redis.commands.status !== 'ready');
    const during = await app.inject({ url: '/readyz' });
    expect(during.statusCode).toBe(200);
    expect(during.json()).toEqual({ status: 'ready', redis: false });
    expect((await app.inject({ url: routes.getNav.bffPath })).statusCode).toBe(200);

    // A limited call cannot be counted: refused (not let through uncounted), at once, also a
    // while into the outage, when ioredis's next reconnect attempt is most of a second away.
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    const started = performance.now();
    const sms = await app.inject({ url: SMS, headers: XHR });
    expect(performance.now() - started).toBeLessThan(300);
    expect(sms.statusCode).toBe(503);
    expect(sms.json()).toEqual({ code: 503, msg: messages.upstreamError });
    expect(sms.headers['retry-after']).toBe('7');

    await server.restart();
    await until('the connection to come back', () => redis.commands.status === 'ready');
    expect((await app.inject({ url: '/readyz' })).json()).toEqual({
      status: 'ready',
      redis: true,
    });
  }, 30_000);
});
