import { SESSION_COOKIE, sealToken } from '@ysy/bff/plugins/session-cookie';
import { TEST_SESSION_SECRET } from '@ysy/bff/testing/test-config';
import type { RouteDef } from '@ysy/contracts/common/route';
import { routes } from '@ysy/contracts/routes';
import { routeSamples } from '@ysy/contracts/testing/route-samples';
import {
  SPEC_NEW_TOKEN,
  SPEC_ROUTE_IDS,
  SPEC_TOKEN,
  specShapedReplies,
  specShapedVerifyReply,
  type SpecRouteId,
} from '@ysy/contracts/testing/spec-shaped';
import request, { type Response } from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startAppOverFakes, type AppOverFakes } from './app-over-fakes';
import { json } from './fake-upstream';
import { setCookieOf, tokenInSetCookie } from './session-cookies';
import { XHR } from './harness';

/**
 * An upstream that answers every call exactly as its published interface describes — only the
 * fields it names — must pass the BFF unharmed: 200, and the browser gets those fields intact
 * (less the upstream token, which stays in the sealed cookie).
 */

let sys: AppOverFakes;

beforeEach(async () => {
  sys = await startAppOverFakes();
});

afterEach(() => sys.close());

/** Sends the route's sample request (valid by its contract) from a browser, with a session. */
async function sendSample(route: RouteDef, cookie?: string): Promise<Response> {
  const sample = routeSamples[route.id as SpecRouteId];
  const client = request(sys.app.server);
  const test =
    route.method === 'GET'
      ? client.get(route.bffPath).query(sample.query ?? {})
      : client.post(route.bffPath).send(sample.body ?? {});
  test.set(XHR);
  if (cookie !== undefined) test.set('Cookie', cookie);
  return test;
}

async function sessionCookie(token: string): Promise<string> {
  return `${SESSION_COOKIE}=${await sealToken(TEST_SESSION_SECRET, token)}`;
}

/**
 * The login reply as the browser gets it: the spec-shaped reply without the upstream token
 * (sealed into the session cookie) and without the chat token (kept by the BFF).
 */
function asBrowserGetsIt(reply: unknown): unknown {
  const copy = structuredClone(reply) as { data: Record<string, unknown> };
  delete copy.data.token;
  // The chat account's token stays with the BFF too (login: imAccount; support host: account).
  for (const key of ['imAccount', 'account']) {
    const im = copy.data[key];
    if (typeof im === 'object' && im !== null) Reflect.deleteProperty(im, 'im_token');
  }
  return copy;
}

/** The login callback as sent by the browser that started the login (its state and cookie). */
async function loginCallback(): Promise<Response> {
  const started = await request(sys.app.server)
    .post(routes.bffLoginState.bffPath)
    .set(XHR)
    .send({});
  expect(started.status, started.text).toBe(200);
  const state = (started.body as { data: { state: string } }).data.state;
  const stateCookie = /ysy_login_state=[^;]+/.exec(setCookieOf(started))?.[0] ?? '';
  expect(stateCookie).not.toBe('');
  return request(sys.app.server)
    .get(routes.wxLoginCallback.bffPath)
    .query({ code: 'spec-code', state })
    .set(XHR)
    .set('Cookie', stateCookie);
}

// The login callback and the token refresh change the reply on the way; they have tests below.
const PLAIN_IDS = SPEC_ROUTE_IDS.filter((id) => id !== 'wxLoginCallback' && id !== 'issueToken');

describe('a spec-shaped upstream', () => {
  it.each(PLAIN_IDS)('%s: 200, every field the upstream sent reaches the browser', async (id) => {
    const route = routes[id];
    const far = route.host === 'support' ? sys.support : sys.upstream;
    far.on(route.method, route.path, json(200, specShapedReplies[id]));
    const cookie = route.auth === 'required' ? await sessionCookie(SPEC_TOKEN) : undefined;

    const res = await sendSample(route, cookie);

    expect(res.status, res.text).toBe(200);
    // Routes whose reply the BFF changes on the way keep only the chat token back.
    expect(res.body).toEqual(
      route.upstreamReply === undefined
        ? specShapedReplies[id]
        : asBrowserGetsIt(specShapedReplies[id]),
    );
    expect(far.callsTo(route.path)).toHaveLength(1);
    // What the browser got must also pass the browser's own check of the reply.
    expect(route.reply.safeParse(res.body).error?.issues ?? []).toEqual([]);
  });

  it('wxLoginCallback code 0: 200, userInfo, theLatestUserInfo and imAccount intact, the tokens kept back', async () => {
    const reply = specShapedReplies.wxLoginCallback;
    sys.upstream.on('GET', routes.wxLoginCallback.path, json(200, reply));

    const res = await loginCallback();

    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual(asBrowserGetsIt(reply));
    expect(res.text).not.toContain(SPEC_TOKEN);
    expect(await tokenInSetCookie(res)).toBe(SPEC_TOKEN);
  });

  it('wxLoginCallback code 2: 200, openid and unid intact, the token sealed', async () => {
    sys.upstream.on('GET', routes.wxLoginCallback.path, json(200, specShapedVerifyReply));

    const res = await loginCallback();

    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual(asBrowserGetsIt(specShapedVerifyReply));
    expect(res.text).not.toContain(SPEC_TOKEN);
    expect(await tokenInSetCookie(res)).toBe(SPEC_TOKEN);
  });

  it('issueToken: a 403 is retried with the token the spec-shaped refresh reply carries', async () => {
    sys.upstream.on('POST', routes.getLatestUser.path, (call, reply) =>
      call.headers.authorization === SPEC_NEW_TOKEN
        ? json(200, specShapedReplies.getLatestUser)(call, reply)
        : json(403, { code: 403, msg: '登录已过期' })(call, reply),
    );
    sys.upstream.on('GET', routes.issueToken.path, json(200, specShapedReplies.issueToken));

    const res = await sendSample(routes.getLatestUser, await sessionCookie(SPEC_TOKEN));

    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual(specShapedReplies.getLatestUser);
    expect(sys.upstream.callsTo(routes.issueToken.path)).toHaveLength(1);
    expect(await tokenInSetCookie(res)).toBe(SPEC_NEW_TOKEN);
  });
});
