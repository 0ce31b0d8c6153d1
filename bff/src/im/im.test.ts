import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerFrame, WireMessage, WireSession } from '@ysy/contracts/chat/protocol';
import { buildApp } from '../app';
import type { Db } from '../db/database';
import { startEmbedded, type EmbeddedServices } from '../embedded/start';
import { openSeededDatabase, testDatabaseKinds } from '../embedded/testing/databases';
import { SUPPORT_AGENT } from '../embedded/upstream/seed/content';
import { captureLogs, testConfig, TEST_SUPPORT_API_KEY } from '../testing/test-config';
import { MESSAGE_RATE } from './hub';
import { ImStore } from './store';
import { TestImClient } from './testing/ws-client';

const AGENT_PASSWORD = 'agent-password-for-tests';
const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let db: Db;
let embedded: EmbeddedServices;
let app: FastifyInstance;
let base: string;
const logs = captureLogs();

async function start(): Promise<void> {
  app = await buildApp({
    config: testConfig({ AGENT_PASSWORD, LOG_LEVEL: 'info' }),
    upstreamUrl: embedded.upstreamUrl,
    supportUrl: embedded.supportUrl,
    logStream: logs.stream,
    imDb: db,
  });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
}

beforeAll(async () => {
  const [pglite] = testDatabaseKinds();
  db = await openSeededDatabase(pglite!, 50);
  embedded = await startEmbedded({ db, supportApiKey: TEST_SUPPORT_API_KEY });
  await start();
});
afterAll(async () => {
  await app.close();
  await embedded.close();
  await db.close();
});

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function visitor(jsCode: string): Promise<{ cookie: string; accid: string; body: string }> {
  const response = await fetch(`${base}/support/api/im/account/getOrCreate`, {
    method: 'POST',
    headers: XHR,
    body: JSON.stringify({ js_code: jsCode, channel: 3 }),
  });
  const body = await response.text();
  expect(response.status).toBe(200);
  const parsed = JSON.parse(body) as { data: { account: { im_accid: string } } };
  return { cookie: cookieOf(response), accid: parsed.data.account.im_accid, body };
}

async function ticket(cookie: string, role: string): Promise<Response> {
  return fetch(`${base}/api/bff/im/ticket`, {
    method: 'POST',
    headers: { ...XHR, cookie },
    body: JSON.stringify({ role }),
  });
}

async function socketUrl(cookie: string, role: string): Promise<string> {
  const response = await ticket(cookie, role);
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { secret: string } };
  return `${base.replace('http', 'ws')}/im?ticket=${encodeURIComponent(data.secret)}`;
}

async function connect(
  cookie: string,
  role: string,
  headers: Record<string, string> = {},
): Promise<TestImClient> {
  return TestImClient.open(await socketUrl(cookie, role), headers);
}

async function agentCookie(): Promise<string> {
  const response = await fetch(`${base}/api/bff/im/agent_login`, {
    method: 'POST',
    headers: XHR,
    body: JSON.stringify({ account: SUPPORT_AGENT.accid, password: AGENT_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return cookieOf(response);
}

const isMessage = (frame: ServerFrame): frame is Extract<ServerFrame, { t: 'message' }> =>
  frame.t === 'message';

describe('embedded IM hub', () => {
  it('keeps the chat token out of the browser: getOrCreate seals it into an httpOnly cookie', async () => {
    const v = await visitor('visitor-token-check-1');
    expect(v.body).not.toContain('im_token');
    const [row] = await db.query<{ token: string }>(
      'SELECT token FROM im_accounts WHERE accid = $1',
      [v.accid],
    );
    expect(v.body).not.toContain(row!.token);
    expect(v.cookie).toMatch(/ysy_im_support=/);
    const response = await ticket(v.cookie, 'support');
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).not.toContain(row!.token);
    expect(text).not.toContain(TEST_SUPPORT_API_KEY);
  });

  it('refuses and logs a connection with a missing or wrong ticket, and a ticket without an account', async () => {
    const ws = base.replace('http', 'ws');
    await expect(TestImClient.open(`${ws}/im`)).rejects.toThrow('refused: 401');
    await expect(TestImClient.open(`${ws}/im?ticket=forged`)).rejects.toThrow('refused: 401');
    expect(logs.text()).toContain('im connection refused');
    const noCookie = await ticket('', 'support');
    // 403, not 401: the SPA takes 401 as a lost login session.
    expect(noCookie.status).toBe(403);
    // A visitor's cookie does not open the consultant chat or the agent console.
    const v = await visitor('visitor-role-check-1');
    expect((await ticket(v.cookie, 'consultant')).status).toBe(403);
    expect((await ticket(v.cookie, 'agent')).status).toBe(403);
  });

  it('opens one connection per ticket: a second upgrade with it is refused', async () => {
    const v = await visitor('visitor-ticket-once-1');
    const response = await ticket(v.cookie, 'support');
    const { data } = (await response.json()) as { data: { secret: string } };
    const url = `${base.replace('http', 'ws')}/im?ticket=${encodeURIComponent(data.secret)}`;
    const first = await TestImClient.open(url);
    await expect(TestImClient.open(url)).rejects.toThrow('refused: 401');
    first.close();
  });

  it('lets only staff with the password into the agent console', async () => {
    const wrong = await fetch(`${base}/api/bff/im/agent_login`, {
      method: 'POST',
      headers: XHR,
      body: JSON.stringify({ account: SUPPORT_AGENT.accid, password: 'nope' }),
    });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { msg: string }).msg).toBe('账号或密码错误');
    const v = await visitor('visitor-agent-check');
    const visitorAsAgent = await fetch(`${base}/api/bff/im/agent_login`, {
      method: 'POST',
      headers: XHR,
      body: JSON.stringify({ account: v.accid, password: AGENT_PASSWORD }),
    });
    expect(visitorAsAgent.status).toBe(403);
  });

  it('delivers text both ways with unread counts and read receipts, stored in the database', async () => {
    const v = await visitor('visitor-chat-0001');
    const me = await connect(v.cookie, 'support');
    const agent = await connect(await agentCookie(), 'agent');
    const sent = await me.request<WireMessage>({
      t: 'sendText',
      sessionId: `p2p-${SUPPORT_AGENT.accid}`,
      text: '你好，我想注册公司',
    });
    expect(sent.sessionId).toBe(`p2p-${SUPPORT_AGENT.accid}`);
    const incoming = await agent.waitFor(
      (f): f is Extract<ServerFrame, { t: 'message' }> => isMessage(f) && f.message.id === sent.id,
    );
    expect(incoming.message.sessionId).toBe(`p2p-${v.accid}`);
    // The sender's window swaps its sending copy on the reply; a pushed copy arriving first
    // would show the message twice until then.
    await me.waitFor(
      (f): f is Extract<ServerFrame, { t: 'message' }> => isMessage(f) && f.message.id === sent.id,
    );
    expect(
      me.frames.findIndex((f) => f.t === 'reply'),
      'the reply comes before the pushed copy',
    ).toBeLessThan(me.frames.findIndex((f) => isMessage(f) && f.message.id === sent.id));
    const sessions = await agent.request<WireSession[]>({ t: 'sessions' });
    expect(sessions.find((s) => s.peer === v.accid)?.unread).toBe(1);

    expect(await me.request({ t: 'peerRead', sessionId: `p2p-${SUPPORT_AGENT.accid}` })).toEqual({
      time: 0,
    });
    await agent.request({
      t: 'read',
      sessionId: `p2p-${v.accid}`,
      messageId: sent.id,
      time: sent.time,
    });
    const receipt = await me.waitFor(
      (f): f is Extract<ServerFrame, { t: 'peerRead' }> => f.t === 'peerRead',
    );
    expect(receipt.time).toBeGreaterThanOrEqual(sent.time);
    const after = await agent.request<WireSession[]>({ t: 'sessions' });
    expect(after.find((s) => s.peer === v.accid)?.unread).toBe(0);

    const reply = await agent.request<WireMessage>({
      t: 'sendText',
      sessionId: `p2p-${v.accid}`,
      text: '您好，请问在哪个城市？',
    });
    await me.waitFor(
      (f): f is Extract<ServerFrame, { t: 'message' }> => isMessage(f) && f.message.id === reply.id,
    );
    me.close();
    agent.close();
  });

  it('refuses blank text, sessions with anyone but the support agent, and floods', async () => {
    const v = await visitor('visitor-limits-01');
    const other = await visitor('visitor-limits-02');
    const me = await connect(v.cookie, 'support');
    const to = `p2p-${SUPPORT_AGENT.accid}`;
    await expect(me.request({ t: 'sendText', sessionId: to, text: '  \n ' })).rejects.toThrow(
      '消息不能为空',
    );
    await expect(
      me.request({ t: 'sendText', sessionId: `p2p-${other.accid}`, text: '偷看' }),
    ).rejects.toThrow('会话不存在');
    await expect(
      me.request({ t: 'history', sessionId: `p2p-${other.accid}`, limit: 30 }),
    ).rejects.toThrow('会话不存在');
    // The limit is the account's: a second tab shares it.
    const tab = await connect(v.cookie, 'support');
    for (let i = 1; i < MESSAGE_RATE.limit; i += 1) {
      await (i % 2 === 0 ? tab : me).request({ t: 'sendText', sessionId: to, text: `第${i}条` });
    }
    await expect(tab.request({ t: 'sendText', sessionId: to, text: '太快了' })).rejects.toThrow(
      '发送太频繁，请稍后再试',
    );
    await expect(me.request({ t: 'sendText', sessionId: to, text: '还是太快' })).rejects.toThrow(
      '发送太频繁，请稍后再试',
    );
    me.close();
    tab.close();
  });

  it('refuses text that cannot be stored (a NUL, a lone surrogate) as a bad frame, storing nothing', async () => {
    const v = await visitor('visitor-unstorable-01');
    const me = await connect(v.cookie, 'support');
    const to = `p2p-${SUPPORT_AGENT.accid}`;
    const count = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM im_messages'))[0]?.n;
    const before = await count();
    // JSON.stringify writes a lone surrogate as its `\u` escape, as a browser's client would.
    for (const text of ['测试\u0000需求', '测试\ud800需求', '\udc00']) {
      await expect(me.request({ t: 'sendText', sessionId: to, text })).rejects.toThrow(
        '消息格式不正确',
      );
    }
    expect(await count()).toBe(before);
    me.close();
  });

  it('pages history 30 at a time backwards and keeps it across a restart', async () => {
    const v = await visitor('visitor-history-01');
    // 35 messages from the agent, stored as the hub stores them (sending them through the socket
    // would meet the per-account limit of 20 per 10 s).
    const store = new ImStore(db);
    for (let i = 1; i <= 35; i += 1) {
      await store.send(SUPPORT_AGENT.accid, v.accid, 'text', `消息${i}`, null);
    }

    await app.close();
    await start();

    const me = await connect(v.cookie, 'support');
    const to = `p2p-${SUPPORT_AGENT.accid}`;
    const first = await me.request<WireMessage[]>({ t: 'history', sessionId: to, limit: 30 });
    expect(first).toHaveLength(30);
    expect(first[0]!.text).toBe('消息6');
    expect(first[29]!.text).toBe('消息35');
    const second = await me.request<WireMessage[]>({
      t: 'history',
      sessionId: to,
      limit: 30,
      before: { id: first[0]!.id, time: first[0]!.time },
    });
    expect(second.map((m) => m.text)).toEqual(['消息1', '消息2', '消息3', '消息4', '消息5']);
    const sessions = await me.request<WireSession[]>({ t: 'sessions' });
    expect(sessions[0]?.unread).toBe(35);
    me.close();
  });

  it('stores uploads by their real type; a disguised HTML file is never served as a page', async () => {
    const v = await visitor('visitor-upload-01');
    const upload = (kind: string, name: string, data: Buffer, type: string) => {
      const form = new FormData();
      form.append('file', new Blob([data], { type }), name);
      return fetch(`${base}/im/upload?kind=${kind}&role=support`, {
        method: 'POST',
        headers: { 'x-requested-with': 'XMLHttpRequest', cookie: v.cookie },
        body: form,
      });
    };
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const asImage = await upload('image', 'cat.png', html, 'image/png');
    expect(asImage.status).toBe(400);
    expect(((await asImage.json()) as { msg: string }).msg).toBe(
      '图片格式不正确，仅支持 JPG、PNG、GIF、WEBP',
    );

    const asFile = await upload('file', 'report.html', html, 'text/html');
    expect(asFile.status).toBe(200);
    const stored = (await asFile.json()) as { data: { url: string; uploadId: string } };
    const served = await fetch(`${base}${stored.data.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toMatch(/^sandbox/);

    const image = await upload('image', '图片.png', PNG_1PX, 'image/png');
    expect(image.status).toBe(200);
    const imageUrl = ((await image.json()) as { data: { url: string } }).data.url;
    const shown = await fetch(`${base}${imageUrl}`);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('content-disposition')).toMatch(
      /^inline;.*filename\*=UTF-8''%E5%9B%BE/,
    );

    const big = await upload(
      'image',
      'big.png',
      Buffer.concat([PNG_1PX, Buffer.alloc(6 * 1024 * 1024)]),
      'image/png',
    );
    expect(big.status).toBe(413);
    expect(((await big.json()) as { msg: string }).msg).toBe('文件太大，不能超过 5 MB');

    const noHeader = await fetch(`${base}/im/upload?kind=file&role=support`, { method: 'POST' });
    expect(noHeader.status).toBe(403);

    // Sending the upload as a message; another visitor cannot send someone else's upload.
    const me = await connect(v.cookie, 'support');
    const message = await me.request<WireMessage>({
      t: 'sendFile',
      sessionId: `p2p-${SUPPORT_AGENT.accid}`,
      uploadId: stored.data.uploadId,
    });
    expect(message.kind).toBe('file');
    expect(message.attachment).toMatchObject({ name: 'report.html', size: html.byteLength });
    const thief = await connect((await visitor('visitor-upload-02')).cookie, 'support');
    await expect(
      thief.request({
        t: 'sendFile',
        sessionId: `p2p-${SUPPORT_AGENT.accid}`,
        uploadId: stored.data.uploadId,
      }),
    ).rejects.toThrow('文件不存在');
    me.close();
    thief.close();
  });

  it('serves the pass-through proxy and the WebSocket side by side', async () => {
    const v = await visitor('visitor-proxy-001');
    const me = await connect(v.cookie, 'support');
    const avatar = await fetch(`${base}/uploads/avatars/visitor.svg`);
    expect(avatar.status).toBe(200);
    const sessions = await me.request<WireSession[]>({ t: 'sessions' });
    expect(Array.isArray(sessions)).toBe(true);
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(503); // no built SPA in tests; still the page route, not the hub
    me.close();
  });
});

/** The headers every JSON reply of this API carries (`API_SECURITY_HEADERS`). */
function expectApiSecurityHeaders(response: Response): void {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-security-policy')).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
}

describe('embedded IM hub: who may open it and what it tells', () => {
  it('opens /im only from its own origin, or for a client that sends none', async () => {
    const v = await visitor('visitor-origin-0001');
    for (const origin of ['https://evil.example', 'null', `${base}.evil.example`]) {
      await expect(connect(v.cookie, 'support', { origin }), origin).rejects.toThrow(
        'refused: 403',
      );
    }
    // Forwarded headers are believed only with TRUST_PROXY (off in these tests).
    const spoofed = connect(v.cookie, 'support', {
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    await expect(spoofed).rejects.toThrow('refused: 403');
    expect(logs.text()).toContain('foreign origin');
    const own = await connect(v.cookie, 'support', { origin: base });
    expect(await own.request<WireSession[]>({ t: 'sessions' })).toEqual([]);
    own.close();
    const noOrigin = await connect(v.cookie, 'support');
    noOrigin.close();
  });

  it('answers its own refusals and uploads with the JSON security headers', async () => {
    const refused = await fetch(`${base}/im`);
    expect(refused.status).toBe(401);
    expectApiSecurityHeaders(refused);
    const v = await visitor('visitor-headers-001');
    const form = new FormData();
    form.append('file', new Blob([PNG_1PX], { type: 'image/png' }), 'a.png');
    const uploaded = await fetch(`${base}/im/upload?kind=image&role=support`, {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie: v.cookie },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    expectApiSecurityHeaders(uploaded);
    const noAccount = await fetch(`${base}/im/upload?kind=image&role=support`, {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(noAccount.status).toBe(403);
    expectApiSecurityHeaders(noAccount);
  });

  it('tells profiles only of the asker, the peers of its conversations and the staff it may open', async () => {
    const v = await visitor('visitor-profiles-01');
    const stranger = await visitor('visitor-profiles-02');
    const me = await connect(v.cookie, 'support');
    const agent = await connect(await agentCookie(), 'agent');
    type Profile = { account: string; nick: string; avatar: string };
    const accountsOf = (profiles: Profile[]) => profiles.map((p) => p.account).sort();

    const asked = [v.accid, SUPPORT_AGENT.accid, stranger.accid];
    const mine = await me.request<Profile[]>({ t: 'profiles', accounts: asked });
    expect(accountsOf(mine)).toEqual([v.accid, SUPPORT_AGENT.accid].sort());
    // Staff see a visitor only once the visitor is one of their conversations.
    expect(
      await agent.request<Profile[]>({ t: 'profiles', accounts: [v.accid, stranger.accid] }),
    ).toEqual([]);
    await me.request({ t: 'sendText', sessionId: `p2p-${SUPPORT_AGENT.accid}`, text: '你好' });
    const known = await agent.request<Profile[]>({
      t: 'profiles',
      accounts: [v.accid, stranger.accid],
    });
    expect(accountsOf(known)).toEqual([v.accid]);
    me.close();
    agent.close();
  });
});
