import { buildApp } from '@ysy/bff/app';
import { SESSION_COOKIE, sealToken } from '@ysy/bff/plugins/session-cookie';
import {
  TEST_SESSION_SECRET,
  TEST_SUPPORT_API_KEY,
  captureLogs,
  testConfig,
} from '@ysy/bff/testing/test-config';
import { messages } from '@ysy/contracts/common/messages';
import { routes } from '@ysy/contracts/routes';
import { routeSamples } from '@ysy/contracts/testing/route-samples';
import type { FastifyInstance } from 'fastify';
import request, { type Response, type Test } from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  closedPortUrl,
  delayed,
  json,
  raw,
  startFakeUpstream,
  type FakeUpstream,
} from './fake-upstream';
import { setCookieOf, tokenInSetCookie } from './session-cookies';

/**
 * The BFF against a fake upstream and a fake support host: every way the far side can fail,
 * every way a request can be refused, and the token life cycle. After each test, no reply the
 * browser got may contain the upstream token or the support key.
 */

const TOKEN = 'upstream-token-AAAA-1111';
const NEW_TOKEN = 'upstream-token-BBBB-2222';
const SECRETS = [TOKEN, NEW_TOKEN, TEST_SUPPORT_API_KEY];

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

let upstream: FakeUpstream;
let support: FakeUpstream;
let app: FastifyInstance;
let logs: ReturnType<typeof captureLogs>;
let replies: Response[];

async function startApp(
  env: NodeJS.ProcessEnv = {},
  upstreamUrl?: string,
): Promise<FastifyInstance> {
  logs = captureLogs();
  return buildApp({
    config: testConfig({ LOG_LEVEL: 'info', UPSTREAM_TIMEOUT_MS: '300', ...env }),
    upstreamUrl: upstreamUrl ?? upstream.url,
    supportUrl: support.url,
    logStream: logs.stream,
  });
}

beforeEach(async () => {
  replies = [];
  upstream = await startFakeUpstream();
  support = await startFakeUpstream();
  app = await startApp();
});

afterEach(async () => {
  await app.close();
  await upstream.close();
  await support.close();
  for (const res of replies) {
    const seen = JSON.stringify(res.headers) + res.text;
    for (const secret of SECRETS) expect(seen).not.toContain(secret);
  }
});

/** Sends a request and keeps the reply for the secret check. */
async function send(test: Test): Promise<Response> {
  const res = await test;
  replies.push(res);
  return res;
}

const client = () => request(app.server);

async function sessionCookie(token = TOKEN): Promise<string> {
  return `${SESSION_COOKIE}=${await sealToken(TEST_SESSION_SECRET, token)}`;
}

function expectCleared(res: Response) {
  expect(setCookieOf(res)).toMatch(
    new RegExp(`${SESSION_COOKIE}=;.*(Expires=Thu, 01 Jan 1970|Max-Age=0)`),
  );
}

/** A deep copy of `value` with the field at `path` set (sample replies are typed loosely). */
function withChange(value: unknown, path: Array<string | number>, to: unknown): unknown {
  const copy: unknown = structuredClone(value);
  let node: unknown = copy;
  for (const key of path.slice(0, -1))
    node = typeof node === 'object' && node !== null ? Reflect.get(node, key) : undefined;
  const last = path[path.length - 1];
  if (typeof node !== 'object' || node === null || last === undefined)
    throw new Error(`no ${path.join('.')}`);
  Reflect.set(node, last, to);
  return copy;
}

/** A login callback sent as the browser that started the login: its state cookie and XHR. */
async function loginCallback(code = 'c0de'): Promise<Response> {
  const started = await send(client().post(routes.bffLoginState.bffPath).set(XHR).send({}));
  expect(started.status).toBe(200);
  const state = (started.body as { data: { state: string } }).data.state;
  const stateCookie = /ysy_login_state=[^;]+/.exec(setCookieOf(started))?.[0] ?? '';
  expect(stateCookie).not.toBe('');
  return send(
    client()
      .get(routes.wxLoginCallback.path)
      .query({ code, state })
      .set(XHR)
      .set('Cookie', stateCookie),
  );
}

const NAV = routes.getNav.path;
/** A chat token the fake hosts issue; the browser must never see it. */
const IM_TOKEN = 'im-token-secret-0123456789';
const CUSTOMS = routes.companySearch.path;
/**
 * A read that carries the session's token (public reads never do, so that their replies
 * cannot depend on who asks): the token life cycle is tested on it.
 */
const STATUS = routes.freePhoneStatus.path;
const STATUS_URL = `${STATUS}?sessionId=s-1`;
const STATUS_REPLY = routeSamples.freePhoneStatus.reply;
const ISSUE = routes.issueToken.path;

describe('a healthy upstream', () => {
  it('passes a valid reply on and forwards only the validated query fields', async () => {
    upstream.on('GET', CUSTOMS, json(200, routeSamples.companySearch.reply));
    const res = await send(
      client().get(`${CUSTOMS}?keyword=${encodeURIComponent('科技')}&evil=1&page=2`),
    );
    expect(res.status).toBe(200);
    expect(routes.companySearch.reply.parse(res.body)).toEqual(
      routes.companySearch.reply.parse(routeSamples.companySearch.reply),
    );
    const [call] = upstream.callsTo(CUSTOMS);
    expect(new URLSearchParams(call?.query).get('keyword')).toBe('科技');
    expect(new URLSearchParams(call?.query).get('page')).toBe('2');
    expect(call?.query).not.toContain('evil');
    // An anonymous call sends no Authorization upstream.
    expect(call?.headers.authorization).toBeUndefined();
  });

  it('drops reply fields the contract does not know', async () => {
    upstream.on('GET', NAV, json(200, { ...routeSamples.getNav.reply, internal: 'secret-field' }));
    const res = await send(client().get(NAV));
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('secret-field');
  });

  it('answers 205 (no data) as 205', async () => {
    upstream.on('GET', CUSTOMS, (_call, reply) => reply.code(205).send());
    const res = await send(client().get(`${CUSTOMS}?keyword=x`));
    expect(res.status).toBe(205);
    expect(res.text).toBe('');
  });
});

describe('bad input', () => {
  it('a bad query → 400 in Chinese, nothing forwarded', async () => {
    const res = await send(client().get(`${routes.getPhoneCode.path}?phone=123`).set(XHR));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 400,
      msg: messages.consultPhoneBadFormat,
      issues: [{ path: 'phone', message: messages.consultPhoneBadFormat }],
    });
    const missing = await send(client().get(CUSTOMS));
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe(messages.keywordEmpty);
    expect(upstream.calls).toHaveLength(0);
  });

  it('a bad body → 400 in Chinese, nothing forwarded', async () => {
    const empty = await send(
      client().post(routes.publishDemand.path).set(XHR).send({ need: '', phone: '' }),
    );
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe(messages.needAndPhoneEmpty);
    const badPhone = await send(
      client().post(routes.publishDemand.path).set(XHR).send({ need: '注册公司', phone: '12345' }),
    );
    expect(badPhone.body).toMatchObject({ code: 400, msg: messages.phoneBadFormat });
    const notJson = await send(
      client()
        .post(routes.publishDemand.path)
        .set(XHR)
        .set('content-type', 'application/json')
        .send('{oops'),
    );
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual({ code: 400, msg: messages.badRequest });
    expect(upstream.calls).toHaveLength(0);
  });

  it('a POST without X-Requested-With → 403, nothing forwarded', async () => {
    const res = await send(
      client().post(routes.publishDemand.path).send(routeSamples.publishDemand.body),
    );
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, msg: messages.csrfMissing });
    expect(upstream.calls).toHaveLength(0);
  });
});

describe('upstream faults', () => {
  it('malformed JSON → 502', async () => {
    upstream.on('GET', NAV, raw(200, '{"code":0,"data":[{'));
    const res = await send(client().get(NAV));
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ code: 502, msg: messages.upstreamBadReply });
  });

  it('a reply that breaks the contract → 502, and the log names the path and the field', async () => {
    upstream.on(
      'GET',
      NAV,
      json(200, withChange(routeSamples.getNav.reply, ['data', 0, 'category_name'], 42)),
    );
    const res = await send(client().get(NAV));
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ code: 502, msg: messages.upstreamBadReply });
    const line = logs.lines.find((entry) => entry.field !== undefined);
    expect(line).toMatchObject({ route: NAV, field: 'data.0.category_name' });
    expect(String(line?.msg)).toContain(NAV);
    expect(String(line?.msg)).toContain('data.0.category_name');
  });

  it('500 → 502 with a Chinese message', async () => {
    upstream.on('GET', NAV, json(500, { error: 'boom' }));
    const res = await send(client().get(NAV));
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ code: 502, msg: messages.upstreamError });
  });

  it('no answer within UPSTREAM_TIMEOUT_MS → 504', async () => {
    upstream.on('GET', NAV, delayed(5_000, json(200, routeSamples.getNav.reply)));
    const started = Date.now();
    const res = await send(client().get(NAV));
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ code: 504, msg: messages.upstreamTimeout });
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('nothing listening → 502', async () => {
    await app.close();
    app = await startApp({}, await closedPortUrl());
    const res = await send(client().get(NAV));
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ code: 502, msg: messages.upstreamUnreachable });
  });
});

describe('login and the sealed session', () => {
  const loginData = routeSamples.wxLoginCallback.reply;

  it('seals the token of a code 0 login into the cookie and strips it from the reply', async () => {
    upstream.on(
      'GET',
      routes.wxLoginCallback.path,
      json(
        200,
        withChange(
          withChange(loginData, ['data', 'token'], TOKEN),
          ['data', 'imAccount', 'im_token'],
          IM_TOKEN,
        ),
      ),
    );
    const res = await loginCallback();
    expect(res.status).toBe(200);
    // The chat token stays with the BFF too: the page gets the chat account without it, and
    // the BFF seals it into its own httpOnly cookie.
    expect(res.body).toEqual(withChange(loginData, ['data', 'imAccount', 'im_token'], undefined));
    expect(res.text).not.toContain('im_token');
    expect(res.text).not.toContain(IM_TOKEN);
    expect(setCookieOf(res)).toMatch(/ysy_im_user=/);
    expect(await tokenInSetCookie(res)).toBe(TOKEN);
    expect(setCookieOf(res)).toMatch(/HttpOnly/);
    expect(setCookieOf(res)).toMatch(/SameSite=Lax/);

    // The next call carries the token upstream; the browser never had it.
    upstream.on('GET', STATUS, json(200, STATUS_REPLY));
    const cookie = `${SESSION_COOKIE}=${/ysy_session=([^;]+)/.exec(setCookieOf(res))?.[1] ?? ''}`;
    await send(client().get(STATUS_URL).set(XHR).set('Cookie', cookie));
    expect(upstream.callsTo(STATUS)[0]?.headers.authorization).toBe(TOKEN);
  });

  it('seals the token of a code 2 (verification) login too', async () => {
    upstream.on(
      'GET',
      routes.wxLoginCallback.path,
      json(200, { code: 2, data: { openid: 'o1', unid: 'u1', token: TOKEN } }),
    );
    const res = await loginCallback();
    expect(res.body).toEqual({ code: 2, data: { openid: 'o1', unid: 'u1' } });
    expect(await tokenInSetCookie(res)).toBe(TOKEN);
  });

  it('a required-auth call without a session → 401, nothing forwarded', async () => {
    const res = await send(client().post(routes.getLatestUser.path).set(XHR).send({}));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, msg: messages.unauthorized });
    expect(upstream.calls).toHaveLength(0);
  });

  it('a tampered cookie is dropped and the call goes on anonymously', async () => {
    upstream.on('GET', STATUS, json(200, STATUS_REPLY));
    const cookie = `${(await sessionCookie()).slice(0, -3)}xyz`;
    const res = await send(client().get(STATUS_URL).set(XHR).set('Cookie', cookie));
    expect(res.status).toBe(200);
    expect(upstream.callsTo(STATUS)[0]?.headers.authorization).toBeUndefined();
    expectCleared(res);
  });

  for (const status of [403, 402]) {
    it(`${status} with a token → issue_token once, cookie re-sealed, original retried exactly once`, async () => {
      upstream.on('GET', STATUS, (call, reply) =>
        call.headers.authorization === NEW_TOKEN
          ? json(200, STATUS_REPLY)(call, reply)
          : json(status, { code: status, msg: 'expired' })(call, reply),
      );
      upstream.on('GET', ISSUE, (call, reply) =>
        call.headers.authorization === TOKEN
          ? json(200, { code: 0, data: { token: NEW_TOKEN } })(call, reply)
          : json(403, { code: 403, msg: 'no' })(call, reply),
      );
      const res = await send(
        client()
          .get(STATUS_URL)
          .set(XHR)
          .set('Cookie', await sessionCookie()),
      );
      expect(res.status).toBe(200);
      expect(upstream.callsTo(ISSUE)).toHaveLength(1);
      const tries = upstream.callsTo(STATUS);
      expect(tries.map((call) => call.headers.authorization)).toEqual([TOKEN, NEW_TOKEN]);
      expect(tries[1]?.query).toBe(tries[0]?.query);
      expect(await tokenInSetCookie(res)).toBe(NEW_TOKEN);
    });
  }

  it('takes the refreshed token beside code too (the shape the upstream documents loosely)', async () => {
    upstream.on('GET', STATUS, (call, reply) =>
      call.headers.authorization === NEW_TOKEN
        ? json(200, STATUS_REPLY)(call, reply)
        : json(403, { code: 403, msg: 'expired' })(call, reply),
    );
    upstream.on('GET', ISSUE, json(200, { code: 0, token: NEW_TOKEN }));
    const res = await send(
      client()
        .get(STATUS_URL)
        .set(XHR)
        .set('Cookie', await sessionCookie()),
    );
    expect(res.status).toBe(200);
    expect(await tokenInSetCookie(res)).toBe(NEW_TOKEN);
  });

  it('retries a POST once with the same body after a refresh', async () => {
    upstream.on('POST', routes.getLatestUser.path, (call, reply) =>
      call.headers.authorization === NEW_TOKEN
        ? json(200, routeSamples.getLatestUser.reply)(call, reply)
        : json(403, { code: 403, msg: 'expired' })(call, reply),
    );
    upstream.on('GET', ISSUE, json(200, { code: 0, data: { token: NEW_TOKEN } }));
    const res = await send(
      client()
        .post(routes.getLatestUser.path)
        .set(XHR)
        .set('Cookie', await sessionCookie())
        .send({}),
    );
    expect(res.status).toBe(200);
    const tries = upstream.callsTo(routes.getLatestUser.path);
    expect(tries).toHaveLength(2);
    expect(tries[1]?.body).toBe(tries[0]?.body);
  });

  it('still 403 after the refresh → 401 and cookie cleared, no second refresh', async () => {
    upstream.on('GET', STATUS, json(403, { code: 403, msg: 'expired' }));
    upstream.on('GET', ISSUE, json(200, { code: 0, data: { token: NEW_TOKEN } }));
    const res = await send(
      client()
        .get(STATUS_URL)
        .set(XHR)
        .set('Cookie', await sessionCookie()),
    );
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, msg: messages.unauthorized });
    expect(upstream.callsTo(ISSUE)).toHaveLength(1);
    expect(upstream.callsTo(STATUS)).toHaveLength(2);
    expectCleared(res);
  });

  it('403 without a token → 401 and cookie cleared, no refresh', async () => {
    upstream.on('GET', CUSTOMS, json(403, { code: 403, msg: 'login first' }));
    const res = await send(client().get(`${CUSTOMS}?keyword=x`));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, msg: messages.unauthorized });
    expectCleared(res);
    expect(upstream.callsTo(ISSUE)).toHaveLength(0);
  });

  it('refresh refused → 401 and cookie cleared, original not retried', async () => {
    upstream.on('GET', CUSTOMS, json(402, { code: 402, msg: 'expired' }));
    upstream.on('GET', ISSUE, json(403, { code: 403, msg: 'too old' }));
    const res = await send(
      client()
        .get(`${CUSTOMS}?keyword=x`)
        .set('Cookie', await sessionCookie()),
    );
    expect(res.status).toBe(401);
    expectCleared(res);
    expect(upstream.callsTo(CUSTOMS)).toHaveLength(1);
  });

  it('logout clears the cookie', async () => {
    const res = await send(
      client()
        .post(routes.bffLogout.path)
        .set(XHR)
        .set('Cookie', await sessionCookie()),
    );
    expect(res.status).toBe(200);
    expectCleared(res);
  });
});

describe('support host', () => {
  it('adds the support key server-side; the browser neither sends nor sees it', async () => {
    support.on('GET', routes.kfAccount.path, (call, reply) =>
      call.headers.authorization === TEST_SUPPORT_API_KEY
        ? json(200, routeSamples.kfAccount.reply)(call, reply)
        : json(401, { code: 401, msg: 'bad key' })(call, reply),
    );
    const res = await send(client().get(routes.kfAccount.bffPath));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(routeSamples.kfAccount.reply);
    expect(upstream.calls).toHaveLength(0);
  });

  it('validates the getOrCreate body and forwards the validated one', async () => {
    support.on(
      'POST',
      routes.getOrCreate.path,
      json(
        200,
        withChange(routeSamples.getOrCreate.reply, ['data', 'account', 'im_token'], IM_TOKEN),
      ),
    );
    const bad = await send(
      client().post(routes.getOrCreate.bffPath).set(XHR).send({ js_code: '!', channel: 3 }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe(messages.jsCodeBadFormat);
    expect(support.calls).toHaveLength(0);

    const res = await send(
      client().post(routes.getOrCreate.bffPath).set(XHR).send(routeSamples.getOrCreate.body),
    );
    expect(res.status).toBe(200);
    const [call] = support.calls;
    expect(call?.headers.authorization).toBe(TEST_SUPPORT_API_KEY);
    expect(JSON.parse(call?.body ?? '')).toEqual(routeSamples.getOrCreate.body);
    expect(res.text).not.toContain(IM_TOKEN);
    expect(setCookieOf(res)).toMatch(/ysy_im_support=/);
  });

  it('a refused key is a server fault (502), not a lost login', async () => {
    support.on('GET', routes.kfAccount.path, json(401, { code: 401, msg: 'bad key' }));
    const res = await send(client().get(routes.kfAccount.bffPath));
    expect(res.status).toBe(502);
    expect(setCookieOf(res)).toBe('');
  });
});

describe('abuse limits', () => {
  const getPhone = (phone: string) =>
    client().get(`${routes.getPhoneCode.path}?phone=${phone}`).set(XHR);

  it('get_phone: once per phone per minute, ten per IP per hour', async () => {
    upstream.on('GET', routes.getPhoneCode.path, json(200, routeSamples.getPhoneCode.reply));
    expect((await send(getPhone('13900000000'))).status).toBe(200);
    const again = await send(getPhone('13900000000'));
    expect(again.status).toBe(429);
    expect(again.body).toEqual({ code: 429, msg: messages.smsTooFrequent });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);

    for (let i = 1; i < 10; i++) expect((await send(getPhone(`1390000000${i}`))).status).toBe(200);
    const eleventh = await send(getPhone('13911111111'));
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({ code: 429, msg: messages.tooManyRequests });
    expect(upstream.callsTo(routes.getPhoneCode.path)).toHaveLength(10);
  });

  it('bad input does not use up a slot', async () => {
    upstream.on('GET', routes.getPhoneCode.path, json(200, routeSamples.getPhoneCode.reply));
    for (let i = 0; i < 12; i++) expect((await send(getPhone('123'))).status).toBe(400);
    expect((await send(getPhone('13900000000'))).status).toBe(200);
  });

  it('publish_demand: 20 per IP per hour', async () => {
    upstream.on('POST', routes.publishDemand.path, json(200, routeSamples.publishDemand.reply));
    for (let i = 0; i < 20; i++) {
      expect(
        (
          await send(
            client().post(routes.publishDemand.path).set(XHR).send(routeSamples.publishDemand.body),
          )
        ).status,
      ).toBe(200);
    }
    const res = await send(
      client().post(routes.publishDemand.path).set(XHR).send(routeSamples.publishDemand.body),
    );
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ code: 429, msg: messages.tooManyRequests });
  });

  it('free_phone: 10 per IP per hour', async () => {
    upstream.on('GET', routes.freePhone.path, json(200, routeSamples.freePhone.reply));
    const url = `${routes.freePhone.path}?phone=13912345678&code=123456&id=1`;
    for (let i = 0; i < 10; i++) expect((await send(client().get(url).set(XHR))).status).toBe(200);
    const res = await send(client().get(url).set(XHR));
    expect(res.status).toBe(429);
    expect(upstream.callsTo(routes.freePhone.path)).toHaveLength(10);
  });

  it('纠错: 10 per IP per hour; bad input is refused in Chinese, uses no slot and is not forwarded', async () => {
    upstream.on(
      'POST',
      routes.companyErrorReport.path,
      json(200, routeSamples.companyErrorReport.reply),
    );
    const report = (body: object) =>
      send(client().post(routes.companyErrorReport.path).set(XHR).send(body));
    const good = { ...routeSamples.companyErrorReport.body };
    for (let i = 0; i < 3; i++) {
      const bad = await report({ ...good, content: '短' });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('纠错内容至少 5 个字');
    }
    expect(upstream.callsTo(routes.companyErrorReport.path)).toHaveLength(0);
    for (let i = 0; i < 10; i++) expect((await report(good)).status).toBe(200);
    const res = await report(good);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ code: 429, msg: messages.tooManyRequests });
    expect(upstream.callsTo(routes.companyErrorReport.path)).toHaveLength(10);
  });

  it('relaxed mode lifts the per-IP limit but keeps the per-phone one', async () => {
    await app.close();
    app = await startApp({ RATE_LIMITS: 'relaxed' });
    upstream.on('GET', routes.getPhoneCode.path, json(200, routeSamples.getPhoneCode.reply));
    for (let i = 10; i < 25; i++) expect((await send(getPhone(`139000000${i}`))).status).toBe(200);
    const again = await send(getPhone('13900000010'));
    expect(again.status).toBe(429);
    expect(again.body).toEqual({ code: 429, msg: messages.smsTooFrequent });
  });
});

describe('pass-through', () => {
  it('proxies /uploads/* unchanged, without the browser cookie', async () => {
    upstream.on('GET', '/uploads/avatars/1.svg', (_call, reply) =>
      reply
        .header('content-type', 'image/svg+xml')
        .send('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    const res = await send(
      client()
        .get('/uploads/avatars/1.svg')
        .set('Cookie', await sessionCookie()),
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    const [call] = upstream.callsTo('/uploads/avatars/1.svg');
    expect(call?.headers.cookie).toBeUndefined();
    expect(call?.headers.authorization).toBeUndefined();
  });

  it('keeps the simulated login redirect relative', async () => {
    upstream.on('GET', '/wechat-sim/authorize', (call, reply) => {
      const state = new URLSearchParams(call.query).get('state') ?? '';
      return reply.redirect(`/signverification?code=one-time&state=${state}`, 302);
    });
    const res = await send(
      client()
        .get('/wechat-sim/authorize?redirect_uri=%2Fsignverification&state=s1&account=demo')
        .redirects(0),
    );
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/signverification?code=one-time&state=s1');
    expect(upstream.callsTo('/wechat-sim/authorize')[0]?.query).toBe(
      'redirect_uri=%2Fsignverification&state=s1&account=demo',
    );
  });
});

describe('login is bound to the browser that started it', () => {
  const loginData = routeSamples.wxLoginCallback.reply;
  const withToken = () => json(200, withChange(loginData, ['data', 'token'], TOKEN));

  it('a callback link without this browser’s login state → 403 in Chinese, nothing forwarded, no session', async () => {
    upstream.on('GET', routes.wxLoginCallback.path, withToken());
    const res = await send(
      client()
        .get(routes.wxLoginCallback.path)
        .query({ code: 'attacker', state: 'x'.repeat(32) })
        .set(XHR),
    );
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, msg: messages.loginStateMismatch });
    expect(setCookieOf(res)).not.toMatch(new RegExp(`${SESSION_COOKIE}=[^;]`));
    expect(upstream.calls).toHaveLength(0);
  });

  it('a state another browser was issued does not match this browser’s cookie', async () => {
    upstream.on('GET', routes.wxLoginCallback.path, withToken());
    const mine = await send(client().post(routes.bffLoginState.bffPath).set(XHR).send({}));
    const theirs = await send(client().post(routes.bffLoginState.bffPath).set(XHR).send({}));
    const myCookie = /ysy_login_state=[^;]+/.exec(setCookieOf(mine))?.[0] ?? '';
    const theirState = (theirs.body as { data: { state: string } }).data.state;
    const res = await send(
      client()
        .get(routes.wxLoginCallback.path)
        .query({ code: 'c', state: theirState })
        .set(XHR)
        .set('Cookie', myCookie),
    );
    expect(res.status).toBe(403);
    expect(upstream.calls).toHaveLength(0);
    expect(await tokenInSetCookie(res)).toBeUndefined();
  });

  it('the state cookie is httpOnly, short-lived and holds only a hash of the state', async () => {
    const res = await send(client().post(routes.bffLoginState.bffPath).set(XHR).send({}));
    const state = (res.body as { data: { state: string } }).data.state;
    const line = setCookieOf(res);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Max-Age=600/);
    expect(line).not.toContain(state);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a state is spent on first use: the same callback again is refused', async () => {
    upstream.on('GET', routes.wxLoginCallback.path, withToken());
    const started = await send(client().post(routes.bffLoginState.bffPath).set(XHR).send({}));
    const state = (started.body as { data: { state: string } }).data.state;
    const cookie = /ysy_login_state=[^;]+/.exec(setCookieOf(started))?.[0] ?? '';
    const callback = () =>
      client()
        .get(routes.wxLoginCallback.path)
        .query({ code: 'c', state })
        .set(XHR)
        .set('Cookie', cookie);
    const first = await send(callback());
    expect(first.status).toBe(200);
    // The first callback clears the state cookie; a browser replaying the old one is refused too.
    expect(setCookieOf(first)).toMatch(/ysy_login_state=;/);
    const again = await send(callback());
    expect(again.status).toBe(403);
    expect(upstream.callsTo(routes.wxLoginCallback.path)).toHaveLength(1);
  });

  it('a failed login carries no session cookie (reply that breaks the browser contract → 502)', async () => {
    // Code 0 with a token, but without the chat account the page needs.
    const broken = withChange(
      withChange(loginData, ['data', 'token'], TOKEN),
      ['data', 'imAccount'],
      'x',
    );
    upstream.on('GET', routes.wxLoginCallback.path, json(200, broken));
    const res = await loginCallback();
    expect(res.status).toBe(502);
    expect(setCookieOf(res)).not.toMatch(new RegExp(`${SESSION_COOKIE}=[^;]`));
  });

  it('an upstream failure code carries no session cookie, and its stray data is not forwarded', async () => {
    upstream.on(
      'GET',
      routes.wxLoginCallback.path,
      json(200, { code: 40029, msg: '登录凭证无效', data: { token: TOKEN, debug: 'internal' } }),
    );
    const res = await loginCallback();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 40029, msg: '登录凭证无效' });
    expect(setCookieOf(res)).not.toMatch(new RegExp(`${SESSION_COOKIE}=[^;]`));
  });
});

describe('calls with side effects need X-Requested-With, whatever their method', () => {
  const sideEffects = [
    `${routes.getPhoneCode.path}?phone=13900000001`,
    `${routes.freePhone.path}?phone=13912345678&code=123456&id=1`,
    `${routes.wxLoginCallback.path}?code=c&state=s`,
  ];

  it.each(sideEffects)(
    'GET %s from a cross-site <img> (no header) → 403, nothing sent',
    async (url) => {
      upstream.on('GET', routes.getPhoneCode.path, json(200, routeSamples.getPhoneCode.reply));
      upstream.on('GET', routes.freePhone.path, json(200, routeSamples.freePhone.reply));
      const res = await send(client().get(url));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 403, msg: messages.csrfMissing });
      expect(upstream.calls).toHaveLength(0);
    },
  );

  it('every contract route with a side effect is guarded (a new one cannot forget it)', async () => {
    for (const def of Object.values(routes)) {
      if (!def.exposed || !def.sideEffect) continue;
      const test =
        def.method === 'GET' ? client().get(def.bffPath) : client().post(def.bffPath).send({});
      const res = await send(test);
      expect(res.status, def.bffPath).toBe(403);
    }
    expect(upstream.calls).toHaveLength(0);
    expect(support.calls).toHaveLength(0);
  });

  it('plain reads need no header', async () => {
    upstream.on('GET', NAV, json(200, routeSamples.getNav.reply));
    expect((await send(client().get(NAV))).status).toBe(200);
  });
});

describe('the per-phone SMS slot is spent only when a code was sent', () => {
  const getPhone = (phone: string) =>
    client().get(`${routes.getPhoneCode.path}?phone=${phone}`).set(XHR);

  it('an upstream failure gives the slot back', async () => {
    upstream.on('GET', routes.getPhoneCode.path, json(500, { code: 500, msg: 'down' }));
    expect((await send(getPhone('13900000000'))).status).toBe(502);
    upstream.on('GET', routes.getPhoneCode.path, json(200, { code: 1, msg: '短信通道繁忙' }));
    expect((await send(getPhone('13900000000'))).body).toEqual({ code: 1, msg: '短信通道繁忙' });
    upstream.on('GET', routes.getPhoneCode.path, json(200, routeSamples.getPhoneCode.reply));
    expect((await send(getPhone('13900000000'))).status).toBe(200);
    // Now a code went out: the next request within the minute is refused.
    expect((await send(getPhone('13900000000'))).status).toBe(429);
  });

  it('a request refused by the per-address limit does not spend the phone’s slot', async () => {
    upstream.on('GET', routes.getPhoneCode.path, json(200, routeSamples.getPhoneCode.reply));
    for (let i = 0; i < 10; i++) expect((await send(getPhone(`1390000000${i}`))).status).toBe(200);
    const refused = await send(getPhone('13922222222'));
    expect(refused.body).toEqual({ code: 429, msg: messages.tooManyRequests });
    // A new address (a fresh app: counters are per process) may send to that phone at once.
    await app.close();
    app = await startApp();
    expect((await send(getPhone('13922222222'))).status).toBe(200);
  });
});

describe('server links in menus and footers', () => {
  it('drops javascript:, data: and protocol-relative urls, with a log line naming the field', async () => {
    const nav = structuredClone(routeSamples.getNav.reply) as { data: { url: string }[] };
    const first = nav.data[0];
    if (!first) throw new Error('sample nav is empty');
    first.url = 'javascript:alert(document.cookie)';
    upstream.on('GET', NAV, json(200, nav));
    const res = await send(client().get(NAV));
    expect(res.status).toBe(200);
    expect((res.body as { data: { url: string }[] }).data[0]?.url).toBe('');
    expect(res.text).not.toContain('javascript:');
    expect(logs.text()).toContain('unsafe link dropped: /api/ysy/index/get_nav');
    expect(logs.text()).toContain('"field":"data[0].url"');

    const bottom = {
      code: 0,
      data: [{ category_name: '服务', children: [{ category_name: 'x', url: '//evil.example' }] }],
    };
    upstream.on('GET', routes.getBottom.path, json(200, bottom));
    const footer = await send(client().get(routes.getBottom.path));
    expect(footer.text).not.toContain('evil.example');
  });
});
