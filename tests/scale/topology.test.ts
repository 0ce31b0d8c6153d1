import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerFrame, WireMessage } from '@ysy/contracts/chat/protocol';
import { transportMessages } from '@ysy/contracts/common/transport-messages';
import { routes } from '@ysy/contracts/routes';
import { SUPPORT_AGENT } from '@ysy/bff/embedded/upstream/seed/content';
import { loginUser } from '@ysy/bff/im/testing/login';
import { TestImClient } from '@ysy/bff/im/testing/ws-client';
import { waitUntil } from './processes';
import {
  scaleTestsMissing,
  serverStats,
  startTestTopology,
  type TestTopology,
} from './test-topology';
import {
  balancerUrl,
  instanceUrl,
  startInstance,
  stopInstance,
  type TopologyState,
} from './topology';

/**
 * The scale-out topology for real: PostgreSQL, Redis, three processes of the compiled server and
 * haproxy on docker/haproxy.cfg, all on loopback. Nothing passes between the instances except
 * through the database and Redis, so what one instance did is seen by the others only if those
 * carry it: sessions (one SESSION_SECRET), chat (Redis pub/sub), rate limits (Redis counters).
 * Without the three services the tests skip with a message, except under CI (CI=true).
 */

const missing = scaleTestsMissing();
const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

type FrameOf<T extends ServerFrame['t']> = Extract<ServerFrame, { t: T }>;
const isMessage =
  (text: string) =>
  (frame: ServerFrame): frame is FrameOf<'message'> =>
    frame.t === 'message' && frame.message.text === text;

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

describe.skipIf(missing !== undefined)('three instances behind haproxy', () => {
  let topology: TestTopology;
  let state: TopologyState;
  /** The instances, straight (not through haproxy), and haproxy. */
  let a: string;
  let b: string;
  let c: string;
  let lb: string;

  beforeAll(async () => {
    topology = await startTestTopology();
    state = topology.state;
    [a, b, c] = [0, 1, 2].map((i) => instanceUrl(state, i)) as [string, string, string];
    lb = balancerUrl(state);
  }, 240_000);

  afterAll(() => topology?.close(), 60_000);

  it('a session made on one instance works on every other', async () => {
    const cookie = await loginUser(a, 'scale_topology_user');
    const latestUser = (base: string, withCookie = true) =>
      fetch(`${base}${routes.getLatestUser.bffPath}`, {
        method: 'POST',
        headers: { ...XHR, ...(withCookie ? { cookie } : {}) },
        body: '{}',
      });
    const users: unknown[] = [];
    for (const base of [a, b, c, lb, lb, lb]) {
      const response = await latestUser(base);
      expect(response.status, base).toBe(200);
      users.push(((await response.json()) as { data: { user: unknown } }).data.user);
    }
    expect(new Set(users.map((user) => JSON.stringify(user))).size).toBe(1);
    // The call needs the session: without the cookie it is refused.
    expect((await latestUser(c, false)).status).toBe(401);
  });

  it('a chat message sent through one instance reaches a reader connected to another', async () => {
    const visitor = await fetch(`${a}/support/api/im/account/getOrCreate`, {
      method: 'POST',
      headers: XHR,
      body: JSON.stringify({ js_code: 'scale-topology-visitor', channel: 3 }),
    });
    expect(visitor.status).toBe(200);
    const { im_accid: accid } = (
      (await visitor.json()) as { data: { account: { im_accid: string } } }
    ).data.account;
    const agentLogin = await fetch(`${c}${routes.agentLogin.bffPath}`, {
      method: 'POST',
      headers: XHR,
      body: JSON.stringify({ account: SUPPORT_AGENT.accid, password: state.env.AGENT_PASSWORD }),
    });
    expect(agentLogin.status).toBe(200);

    const connect = async (ticketFrom: string, socketTo: string, cookie: string, role: string) => {
      const ticket = await fetch(`${ticketFrom}${routes.imTicket.bffPath}`, {
        method: 'POST',
        headers: { ...XHR, cookie },
        body: JSON.stringify({ role }),
      });
      expect(ticket.status).toBe(200);
      const { secret } = ((await ticket.json()) as { data: { secret: string } }).data;
      const client = await TestImClient.open(
        `${socketTo.replace('http', 'ws')}/im?ticket=${encodeURIComponent(secret)}`,
      );
      await client.waitFor((frame): frame is FrameOf<'ready'> => frame.t === 'ready', 10_000);
      return client;
    };
    const onA = await connect(a, a, cookieOf(visitor), 'support');
    const agentOnC = await connect(c, c, cookieOf(agentLogin), 'agent');
    // A ticket made by one instance opens a socket through haproxy, wherever it lands.
    const throughLb = await connect(b, lb, cookieOf(visitor), 'support');

    await onA.request<WireMessage>({
      t: 'sendText',
      sessionId: `p2p-${SUPPORT_AGENT.accid}`,
      text: '实例 A 发出的消息',
    });
    await agentOnC.waitFor(isMessage('实例 A 发出的消息'), 10_000);
    await agentOnC.request({ t: 'sendText', sessionId: `p2p-${accid}`, text: '实例 C 的回复' });
    // Both of the visitor's windows get the answer: on A, and wherever haproxy put the other.
    await onA.waitFor(isMessage('实例 C 的回复'), 10_000);
    await throughLb.waitFor(isMessage('实例 C 的回复'), 10_000);
    for (const client of [onA, agentOnC, throughLb]) client.close();
  });

  it('rate limits count across instances: the per-phone SMS code', async () => {
    const sms = (base: string) =>
      fetch(`${base}${routes.getPhoneCode.bffPath}?phone=13900002222`, { headers: XHR });
    expect((await sms(a)).status).toBe(200);
    for (const base of [b, c, lb, lb, lb]) {
      const again = await sms(base);
      expect(again.status, base).toBe(429);
      expect(((await again.json()) as { msg: string }).msg).toBe(transportMessages.smsTooFrequent);
    }
  });

  it('haproxy takes out an instance whose /readyz fails, and puts it back when ready', async () => {
    const statuses: number[] = [];
    let going = true;
    // Four visitors keep calling through haproxy while the instance drains and stops.
    const visitors = Array.from({ length: 4 }, async () => {
      while (going) {
        const response = await fetch(`${lb}${routes.bffConfig.bffPath}`);
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    });
    try {
      expect(await serverStats(state, 'web2')).toMatchObject({ status: 'UP', check: 'L7OK 200' });
      const stopped = stopInstance(state, 1, 'SIGTERM');
      await waitUntil(
        'haproxy to mark web2 down',
        async () => (await serverStats(state, 'web2')).status.startsWith('DOWN'),
        15_000,
      );
      // It drained and exited 0 within its grace.
      expect(await stopped).toBe(true);
      const sent = (await serverStats(state, 'web2')).total;
      const before = statuses.length;
      await waitUntil(
        '20 more calls through haproxy',
        () => statuses.length >= before + 20,
        15_000,
      );
      expect((await serverStats(state, 'web2')).total).toBe(sent);

      await startInstance(state, 1);
      await waitUntil(
        'haproxy to mark web2 up again',
        async () => (await serverStats(state, 'web2')).status === 'UP',
        15_000,
      );
    } finally {
      going = false;
      await Promise.all(visitors);
    }
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 120_000);
});
