import { idempotencyMessages } from '@ysy/contracts/common/idempotency';
import { routes } from '@ysy/contracts/routes';
import type { RouteDef } from '@ysy/contracts/common/route';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { compileRoute, isGatewayRoute, type UpstreamCaller } from './compile-route';
import { readInput } from './read-input';

const client: UpstreamCaller = { basePath: '/v1', request: () => Promise.reject(new Error('x')) };
const support: UpstreamCaller = { basePath: '/s', request: () => Promise.reject(new Error('x')) };
const compile = (def: RouteDef) =>
  compileRoute(def, {
    upstreams: { upstream: client, support },
    supportApiKey: 'support-key',
    limiterFor: (id) =>
      id === routes.getPhoneCode.id ? () => Promise.reject(new Error()) : undefined,
  });

async function read(
  def: RouteDef,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const route = compile(def);
  const app = Fastify();
  app.route({
    method: def.method,
    url: '/t',
    handler: (request, reply) => {
      const input = readInput(route, request, reply);
      return input ? reply.code(299).send(input) : reply;
    },
  });
  const res = await app.inject({
    method: def.method,
    url,
    headers,
    payload: payload as string | undefined,
  });
  await app.close();
  return res;
}

describe('compileRoute', () => {
  it('fixes the upstream path, the headers and the token rule of a route once', () => {
    const nav = compile(routes.getNav);
    expect(nav.path).toBe(`/v1${routes.getNav.path}`);
    expect(nav.headers).toEqual({ accept: 'application/json' });
    expect(nav.sendsToken).toBe(false);
    const user = compile(routes.getLatestUser);
    expect(user.headers['content-type']).toBe('application/json');
    expect(user.sendsToken).toBe(true);
    const kf = compile(routes.kfAccount);
    expect(kf.path).toBe(`/s${routes.kfAccount.path}`);
    expect(kf.headers.authorization).toBe('support-key');
    expect(compile(routes.wxLoginCallback).checksLoginState).toBe(true);
    expect(compile(routes.getPhoneCode).limiter).toBeDefined();
    expect(isGatewayRoute(routes.bffConfig)).toBe(false);
    expect(isGatewayRoute(routes.issueToken)).toBe(false);
  });
});

describe('readInput', () => {
  it('forwards only the validated query fields', async () => {
    const res = await read(routes.companySearch, `/t?keyword=${encodeURIComponent('科技')}&junk=1`);
    expect(res.statusCode).toBe(299);
    const input = res.json<{ path: string }>();
    expect(input.path).toContain(`/v1${routes.companySearch.path}?`);
    expect(input.path).toContain(`keyword=${encodeURIComponent('科技')}`);
    expect(input.path).not.toContain('junk');
  });

  it('answers 400 naming the fields of an invalid query or body, nothing forwarded', async () => {
    const query = await read(routes.companySearch, '/t');
    expect(query.statusCode).toBe(400);
    expect(query.json<{ issues: unknown[] }>().issues.length).toBeGreaterThan(0);
    const body = await read(routes.publishDemand, '/t');
    expect(body.statusCode).toBe(400);
    expect(body.json<{ issues: unknown[] }>().issues.length).toBeGreaterThan(0);
  });

  it('sends `{}` for a POST without a body schema', async () => {
    const res = await read(routes.getLatestUser, '/t');
    expect(res.json()).toMatchObject({ bodyText: '{}' });
  });

  it('takes the Idempotency-Key of a keyed write, refuses one that is no key, ignores it elsewhere', async () => {
    const demand = { need: '注册公司', phone: '13800138000' };
    const key = crypto.randomUUID();
    const keyed = await read(routes.publishDemand, '/t', demand, { 'idempotency-key': key });
    expect(keyed.json()).toMatchObject({ idempotencyKey: key });
    const none = await read(routes.publishDemand, '/t', demand);
    expect(none.statusCode).toBe(299);
    expect(none.json()).not.toHaveProperty('idempotencyKey');
    const bad = await read(routes.publishDemand, '/t', demand, { 'idempotency-key': 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 400, msg: idempotencyMessages.keyInvalid });
    const elsewhere = await read(routes.getLatestUser, '/t', undefined, { 'idempotency-key': key });
    expect(elsewhere.json()).not.toHaveProperty('idempotencyKey');
  });
});
