import { IDEMPOTENCY_KEY_HEADER } from '@ysy/contracts/common/idempotency';
import { routes } from '@ysy/contracts/routes';
import type { RouteDef } from '@ysy/contracts/common/route';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Session } from '../plugins/session-cookie';
import { UpstreamFailure, upstreamResponse } from '../plugins/upstream-client';
import type { UpstreamResponse } from '../plugins/upstream-client';
import { compileRoute, type UpstreamCaller } from './compile-route';
import { forwarder } from './forward';

interface Call {
  path: string;
  authorization: string | undefined;
}

/** An upstream answering from a script; every call it got is kept. */
function scriptedUpstream(answer: (call: Call) => UpstreamResponse | Error) {
  const calls: Call[] = [];
  const client: UpstreamCaller = {
    basePath: '/v1',
    request(_method, path, headers) {
      const call = { path, authorization: headers.authorization };
      calls.push(call);
      const result = answer(call);
      return result instanceof Error ? Promise.reject(result) : Promise.resolve(result);
    },
  };
  return { client, calls };
}

/** A session holding `token`; writes and clears are kept. */
function fakeSession(token: string | undefined) {
  const log: string[] = [];
  const session: Session = {
    read: () => Promise.resolve({ token, present: token !== undefined }),
    write: (_request, _reply, fresh) => {
      log.push(`write ${fresh}`);
      return Promise.resolve();
    },
    clear: () => {
      log.push('clear');
    },
  };
  return { session, log };
}

const json = (status: number, value: unknown) =>
  upstreamResponse(status, Buffer.from(JSON.stringify(value)));
const ISSUED = json(200, { code: 0, msg: 'ok', data: { token: 'fresh' } });

async function forwardOnce(
  def: RouteDef,
  token: string | undefined,
  answer: (call: Call) => UpstreamResponse | Error,
) {
  const upstream = scriptedUpstream(answer);
  const { session, log } = fakeSession(token);
  const route = compileRoute(def, {
    upstreams: { upstream: upstream.client, support: upstream.client },
    supportApiKey: 'key',
    limiterFor: () => undefined,
  });
  const forward = forwarder(session, upstream.client);
  const app = Fastify();
  app.get('/t', async (request, reply) => {
    const input = { query: undefined, body: undefined, path: route.path, bodyText: undefined };
    const response = await forward(route, input, request, reply);
    return response ? reply.code(299).send({ relayed: response.status }) : reply;
  });
  const res = await app.inject('/t');
  await app.close();
  return { status: res.statusCode, body: res.json<unknown>(), calls: upstream.calls, log };
}

const issuePath = `/v1${routes.issueToken.path}`;

describe('forward', () => {
  it('sends the session’s token and hands back the upstream’s reply', async () => {
    const out = await forwardOnce(routes.getLatestUser, 'old', () => json(200, { code: 0 }));
    expect(out.body).toEqual({ relayed: 200 });
    expect(out.calls).toEqual([{ path: `/v1${routes.getLatestUser.path}`, authorization: 'old' }]);
  });

  it('on 402/403 refreshes the token, stores it and retries once with it', async () => {
    const out = await forwardOnce(routes.getLatestUser, 'old', (call) =>
      call.path === issuePath ? ISSUED : json(call.authorization === 'fresh' ? 200 : 403, {}),
    );
    expect(out.body).toEqual({ relayed: 200 });
    expect(out.calls.map((c) => c.authorization)).toEqual(['old', 'old', 'fresh']);
    expect(out.log).toEqual(['write fresh']);
  });

  it('loses the session (401, cookie cleared) when the refresh fails or the retry is refused again', async () => {
    const refused = await forwardOnce(routes.getLatestUser, 'old', (call) =>
      call.path === issuePath ? json(402, {}) : json(402, {}),
    );
    expect(refused.status).toBe(401);
    expect(refused.log).toEqual(['clear']);
    const again = await forwardOnce(routes.getLatestUser, 'old', (call) =>
      call.path === issuePath ? ISSUED : json(403, {}),
    );
    expect(again.status).toBe(401);
    expect(again.calls).toHaveLength(3);
    expect(again.log).toEqual(['write fresh', 'clear']);
  });

  it('answers 401 without calling when a required session is missing', async () => {
    const out = await forwardOnce(routes.getLatestUser, undefined, () => json(200, {}));
    expect(out.status).toBe(401);
    expect(out.calls).toHaveLength(0);
  });

  it('sends no token to a public route, and refreshes nothing for a 403 there', async () => {
    const out = await forwardOnce(routes.getNav, 'old', () => json(403, {}));
    expect(out.calls).toEqual([{ path: `/v1${routes.getNav.path}`, authorization: undefined }]);
    expect(out.status).toBe(401);
  });

  it('answers 504 on a timeout and 502 when the upstream cannot be reached', async () => {
    const timeout = await forwardOnce(routes.getNav, undefined, () => {
      return new UpstreamFailure('timeout', 'upstream', new Error('slow'));
    });
    expect(timeout.status).toBe(504);
    const unreachable = await forwardOnce(routes.getNav, undefined, () => {
      return new UpstreamFailure('unreachable', 'upstream', new Error('refused'));
    });
    expect(unreachable.status).toBe(502);
  });

  it('passes the Idempotency-Key on to the upstream, on the writes that take one', async () => {
    const sent: (string | undefined)[] = [];
    const client: UpstreamCaller = {
      basePath: '/v1',
      request(_method, _path, headers) {
        sent.push(headers[IDEMPOTENCY_KEY_HEADER]);
        return Promise.resolve(json(200, { code: 0, msg: 'ok' }));
      },
    };
    const app = Fastify();
    app.post('/t', async (request, reply) => {
      const route = compileRoute(routes.publishDemand, {
        upstreams: { upstream: client, support: client },
        supportApiKey: 'key',
        limiterFor: () => undefined,
      });
      const input = { query: undefined, body: {}, path: route.path, bodyText: '{}' };
      await forwarder(fakeSession(undefined).session, client)(
        route,
        { ...input, idempotencyKey: 'k'.repeat(20) },
        request,
        reply,
      );
      await forwarder(fakeSession(undefined).session, client)(route, input, request, reply);
      return reply.code(299).send({});
    });
    await app.inject({ method: 'POST', url: '/t' });
    await app.close();
    expect(sent).toEqual(['k'.repeat(20), undefined]);
  });
});
