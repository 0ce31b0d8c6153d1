import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerFrame, WireMessage } from '@ysy/contracts/chat/protocol';
import { chatMessages } from '@ysy/contracts/chat/schemas';
import { routes } from '@ysy/contracts/routes';
import { buildApp } from '../app';
import type { Db } from '../db/database';
import { startEmbedded, type EmbeddedServices } from '../embedded/start';
import { openSeededDatabase, testDatabaseKinds } from '../embedded/testing/databases';
import { SUPPORT_AGENT } from '../embedded/upstream/seed/content';
import { connectRedis, type SharedRedis } from '../scale-out/redis';
import {
  redisServerMissing,
  startRedisServer,
  type RedisServer,
} from '../scale-out/testing/redis-server';
import { captureLogs, testConfig, TEST_SUPPORT_API_KEY } from '../testing/test-config';
import { MESSAGE_RATE } from './hub';
import { IM_CHANNEL } from './redis-fan-out';
import { loginUser } from './testing/login';
import { TestImClient } from './testing/ws-client';

/**
 * Two BFF instances sharing one real redis-server and one database, as several instances behind
 * a load balancer do. The instances are two Fastify apps in this process, each with its own hub,
 * connections, counters and Redis connections: nothing passes between them except through Redis
 * and the database. (Separate processes would need PostgreSQL, as PGlite is one process's
 * database; in-process apps let the same test run on PGlite here and on PostgreSQL in CI.)
 */

const missing = redisServerMissing();
if (missing) console.warn(`two-instance tests skipped: ${missing}`);

const AGENT_PASSWORD = 'agent-password-for-tests';
const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
const AGENT_SESSION = `p2p-${SUPPORT_AGENT.accid}`;

interface Instance {
  app: FastifyInstance;
  base: string;
  redis: SharedRedis;
  logs: ReturnType<typeof captureLogs>;
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

type FrameOf<T extends ServerFrame['t']> = Extract<ServerFrame, { t: T }>;

const isMessage =
  (text: string) =>
  (frame: ServerFrame): frame is FrameOf<'message'> =>
    frame.t === 'message' && frame.message.text === text;

describe.skipIf(missing !== undefined).each(testDatabaseKinds())(
  'two instances over Redis ($name)',
  (kind) => {
    let server: RedisServer;
    let db: Db;
    let embedded: EmbeddedServices;
    let a: Instance;
    let b: Instance;

    async function instance(): Promise<Instance> {
      const logs = captureLogs();
      const redis = await connectRedis(server.url, pino({ level: 'info' }, logs.stream));
      const app = await buildApp({
        config: testConfig({ AGENT_PASSWORD, LOG_LEVEL: 'info', REDIS_URL: server.url }),
        upstreamUrl: embedded.upstreamUrl,
        supportUrl: embedded.supportUrl,
        logStream: logs.stream,
        imDb: db,
        redis,
      });
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      return { app, base, redis, logs };
    }

    beforeAll(async () => {
      server = await startRedisServer();
      db = await openSeededDatabase(kind, 50);
      embedded = await startEmbedded({ db, supportApiKey: TEST_SUPPORT_API_KEY });
      a = await instance();
      b = await instance();
    }, 120_000);
    afterAll(async () => {
      for (const one of [a, b]) {
        await one?.app.close();
        await one?.redis.close();
      }
      await embedded?.close();
      await db?.close();
      await server?.stop();
    });

    async function visitor(on: Instance, jsCode: string) {
      const response = await fetch(`${on.base}/support/api/im/account/getOrCreate`, {
        method: 'POST',
        headers: XHR,
        body: JSON.stringify({ js_code: jsCode, channel: 3 }),
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: { account: { im_accid: string } } };
      return { cookie: cookieOf(response), accid: body.data.account.im_accid };
    }

    async function agentCookie(on: Instance): Promise<string> {
      const response = await fetch(`${on.base}/api/bff/im/agent_login`, {
        method: 'POST',
        headers: XHR,
        body: JSON.stringify({ account: SUPPORT_AGENT.accid, password: AGENT_PASSWORD }),
      });
      expect(response.status).toBe(200);
      return cookieOf(response);
    }

    async function connect(on: Instance, cookie: string, role: string): Promise<TestImClient> {
      const response = await fetch(`${on.base}/api/bff/im/ticket`, {
        method: 'POST',
        headers: { ...XHR, cookie },
        body: JSON.stringify({ role }),
      });
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { secret: string } };
      const client = await TestImClient.open(
        `${on.base.replace('http', 'ws')}/im?ticket=${encodeURIComponent(data.secret)}`,
      );
      await client.waitFor((frame): frame is FrameOf<'ready'> => frame.t === 'ready');
      return client;
    }

    it('a visitor on A and the agent on B exchange messages, receipts and session lists', async () => {
      const v = await visitor(a, `two-instances-${kind.name}-1`);
      const me = await connect(a, v.cookie, 'support');
      const agent = await connect(b, await agentCookie(b), 'agent');

      const sent = await me.request<WireMessage>({
        t: 'sendText',
        sessionId: AGENT_SESSION,
        text: '你好，我在实例 A',
      });
      const arrived = await agent.waitFor(isMessage('你好，我在实例 A'));
      expect(arrived.message).toMatchObject({
        id: sent.id,
        from: v.accid,
        sessionId: `p2p-${v.accid}`,
      });
      // B pushes the agent's session list from the database when A says it changed.
      const listed = await agent.waitFor(
        (frame): frame is FrameOf<'sessions'> =>
          frame.t === 'sessions' &&
          frame.sessions.some((session) => session.peer === v.accid && session.unread >= 1),
      );
      expect(listed.t).toBe('sessions');

      const answer = await agent.request<WireMessage>({
        t: 'sendText',
        sessionId: `p2p-${v.accid}`,
        text: '您好，我是实例 B 上的客服',
      });
      await me.waitFor(isMessage('您好，我是实例 B 上的客服'));

      // The visitor reads the answer on A; the agent's 已读 label on B follows.
      await me.request({
        t: 'read',
        sessionId: AGENT_SESSION,
        messageId: answer.id,
        time: answer.time,
      });
      const receipt = await agent.waitFor(
        (frame): frame is FrameOf<'peerRead'> =>
          frame.t === 'peerRead' && frame.sessionId === `p2p-${v.accid}`,
      );
      expect(receipt.time).toBeGreaterThanOrEqual(answer.time);
      me.close();
      agent.close();
    });

    it('counts a visitor’s messages across both instances', async () => {
      const v = await visitor(a, `two-instances-${kind.name}-2`);
      const onA = await connect(a, v.cookie, 'support');
      const onB = await connect(b, v.cookie, 'support');
      for (let i = 1; i <= MESSAGE_RATE.limit; i += 1) {
        await (i % 2 === 0 ? onB : onA).request({
          t: 'sendText',
          sessionId: AGENT_SESSION,
          text: `第${i}条`,
        });
      }
      for (const client of [onA, onB]) {
        await expect(
          client.request({ t: 'sendText', sessionId: AGENT_SESSION, text: '太快了' }),
        ).rejects.toThrow('发送太频繁，请稍后再试');
      }
      onA.close();
      onB.close();
    });

    it('spends a ticket on every instance: one opened on A does not open B', async () => {
      const v = await visitor(a, `two-instances-${kind.name}-ticket`);
      const response = await fetch(`${a.base}/api/bff/im/ticket`, {
        method: 'POST',
        headers: { ...XHR, cookie: v.cookie },
        body: JSON.stringify({ role: 'support' }),
      });
      const { data } = (await response.json()) as { data: { secret: string } };
      const path = `/im?ticket=${encodeURIComponent(data.secret)}`;
      const first = await TestImClient.open(`${a.base.replace('http', 'ws')}${path}`);
      await expect(TestImClient.open(`${b.base.replace('http', 'ws')}${path}`)).rejects.toThrow(
        'refused: 401',
      );
      first.close();
    });

    it('ends a consultant chat on every instance: a logout on A is honoured on B', async () => {
      const saved = await loginUser(a.base, `two_instances_${kind.name}_logout`.toLowerCase());
      const consultantTicket = (on: Instance) =>
        fetch(`${on.base}/api/bff/im/ticket`, {
          method: 'POST',
          headers: { ...XHR, cookie: saved },
          body: JSON.stringify({ role: 'consultant' }),
        });
      expect((await consultantTicket(b)).status).toBe(200);
      const out = await fetch(`${a.base}${routes.bffLogout.bffPath}`, {
        method: 'POST',
        headers: { ...XHR, cookie: saved },
        body: '{}',
      });
      expect(out.status).toBe(200);
      const replayed = await consultantTicket(b);
      expect(replayed.status).toBe(401);
      expect(((await replayed.json()) as { msg: string }).msg).toBe(chatMessages.loggedOut);
    });

    it('shares the abuse limits: the per-phone SMS slot and the per-address count', async () => {
      const sms = (on: Instance, phone: string) =>
        fetch(`${on.base}${routes.getPhoneCode.bffPath}?phone=${phone}`, { headers: XHR });
      const first = await sms(a, '13800001111');
      expect(first.status).toBe(200);
      const again = await sms(b, '13800001111');
      expect(again.status).toBe(429);
      expect(((await again.json()) as { msg: string }).msg).toBe(
        '验证码发送过于频繁，请 60 秒后再试',
      );
      // 10 codes per address per hour, whichever instance sends them: the refused call above
      // stopped at the phone rule, so one of the 10 is spent and 9 more go out.
      const statuses: number[] = [];
      for (let i = 2; i <= 11; i += 1) {
        const phone = `1380000${String(i).padStart(4, '0')}`;
        statuses.push((await sms(i % 2 === 0 ? a : b, phone)).status);
      }
      expect(statuses).toEqual([...Array<number>(9).fill(200), 429]);
    });

    it('shares the staff-login throttle: tries on A and B count together', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const on = i % 2 === 0 ? a : b;
        const response = await fetch(`${on.base}/api/bff/im/agent_login`, {
          method: 'POST',
          headers: XHR,
          body: JSON.stringify({ account: 'staff_guess_shared', password: `wrong-${i}` }),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(403), 429]);
    });

    it('shares the upload and chat-account throttles: A and B count together', async () => {
      const v = await visitor(a, `two-instances-${kind.name}-uploads`);
      const uploads: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(10)]), 'notes.txt');
        const response = await fetch(
          `${(i % 2 === 0 ? a : b).base}/im/upload?kind=file&role=support`,
          {
            method: 'POST',
            headers: { 'x-requested-with': 'XMLHttpRequest', cookie: v.cookie },
            body: form,
          },
        );
        uploads.push(response.status);
      }
      expect(uploads).toEqual([...Array<number>(20).fill(200), 429]);

      const accounts: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        const response = await fetch(
          `${(i % 2 === 0 ? a : b).base}/support/api/im/account/getOrCreate`,
          {
            method: 'POST',
            headers: XHR,
            body: JSON.stringify({ js_code: `two-instances-${kind.name}-same`, channel: 3 }),
          },
        );
        accounts.push(response.status);
      }
      expect(accounts).toEqual([...Array<number>(20).fill(200), 429]);
    });

    it('survives Redis going away: logged, local delivery goes on, fan-out resumes', async () => {
      const v = await visitor(a, `two-instances-${kind.name}-3`);
      const me = await connect(a, v.cookie, 'support');
      const agentOnA = await connect(a, await agentCookie(a), 'agent');
      const agentOnB = await connect(b, await agentCookie(b), 'agent');

      await server.kill();
      await expect.poll(() => a.redis.commands.status, { timeout: 10_000 }).not.toBe('ready');
      // Stored, and delivered to the agent's window on the same instance, while Redis is down.
      const during = await me.request<WireMessage>({
        t: 'sendText',
        sessionId: AGENT_SESSION,
        text: 'Redis 断开时的消息',
      });
      expect(during.id).toBeTruthy();
      await agentOnA.waitFor(isMessage('Redis 断开时的消息'));
      expect((await fetch(`${a.base}/healthz`)).status).toBe(200);

      expect(a.logs.text()).toContain('redis connection lost; reconnecting');
      // A new ticket still opens a connection: this instance holds spent tickets meanwhile.
      const late = await connect(a, v.cookie, 'support');
      late.close();

      await server.restart();
      // Both instances reconnect and subscribe again by themselves.
      await expect
        .poll(
          async () => {
            if (a.redis.commands.status !== 'ready') return 0;
            const reply = (await a.redis.commands.pubsub('NUMSUB', IM_CHANNEL)) as unknown[];
            return Number(reply[1]);
          },
          { timeout: 15_000 },
        )
        .toBe(2);
      await expect
        .poll(() => a.logs.text(), { timeout: 5000 })
        .toContain('redis connection restored');
      // B's window finds the message from the outage in the history.
      const history = await agentOnB.request<WireMessage[]>({
        t: 'history',
        sessionId: `p2p-${v.accid}`,
        limit: 30,
      });
      expect(history.map((message) => message.text)).toContain('Redis 断开时的消息');
      // And fan-out works again once both connections are back.
      await me.request({ t: 'sendText', sessionId: AGENT_SESSION, text: 'Redis 恢复后的消息' });
      await agentOnB.waitFor(isMessage('Redis 恢复后的消息'), 10_000);
      me.close();
      agentOnA.close();
      agentOnB.close();
    }, 60_000);
  },
);
