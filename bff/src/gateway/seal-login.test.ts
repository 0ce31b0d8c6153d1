import { routes } from '@ysy/contracts/routes';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { upstreamSample } from '../testing/reply-mutations';
import { compileRoute, type UpstreamCaller } from './compile-route';
import { imAccountIn, sealLogin, tokenOf, type Sealers } from './seal-login';

const client: UpstreamCaller = { basePath: '', request: () => Promise.reject(new Error('unused')) };
const env = {
  upstreams: { upstream: client, support: client },
  supportApiKey: '',
  limiterFor: () => undefined,
};
const login = compileRoute(routes.wxLoginCallback, env);
const visitor = compileRoute(routes.getOrCreate, env);

function sealed() {
  const log: string[] = [];
  const sealers: Sealers = {
    session: {
      write: (_q, _r, token) => Promise.resolve(void log.push(`session ${token}`)),
    },
    imCredentials: {
      write: (_q, _r, role, account) =>
        Promise.resolve(void log.push(`im ${role} ${account.accid} ${account.token}`)),
    },
  };
  return { sealers, log };
}

async function seal(route: typeof login, status: number, value: unknown) {
  const { sealers, log } = sealed();
  const app = Fastify();
  app.get('/t', (request, reply) => sealLogin(sealers, route, status, value, request, reply));
  const res = await app.inject('/t');
  await app.close();
  return { res, log };
}

const schemaOf = (route: typeof login) => route.def.upstreamReply ?? z.never();

describe('sealLogin', () => {
  it('seals the upstream and chat tokens and sends the reply without them', async () => {
    const value = upstreamSample('wxLoginCallback', schemaOf(login));
    const { res, log } = await seal(login, 200, value);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(log).toEqual(['session tok-123', 'im consultant u7 imtok']);
    expect(res.body).not.toContain('tok-123');
    expect(res.body).not.toContain('imtok');
    expect(res.json()).toEqual(routes.wxLoginCallback.reply.parse(value));
  });

  it('seals the anonymous visitor’s chat token as the support role', async () => {
    const value = upstreamSample('getOrCreate', schemaOf(visitor));
    const { res, log } = await seal(visitor, 200, value);
    expect(log).toEqual(['im support u7 im-tok']);
    expect(res.body).not.toContain('im-tok');
  });

  it('seals nothing unless the reply goes out as a 200', async () => {
    const { res, log } = await seal(login, 400, upstreamSample('wxLoginCallback', schemaOf(login)));
    expect(res.statusCode).toBe(400);
    expect(log).toEqual([]);
  });

  it('refuses (502, nothing sealed) a reply whose kept text still holds the token', async () => {
    const value = structuredClone(upstreamSample('wxLoginCallback', schemaOf(login)));
    if (typeof value !== 'object' || value === null || !('data' in value))
      throw new Error('sample');
    const data = value.data as { userInfo: { nickname: string } };
    data.userInfo.nickname = 'tok-123';
    const { res, log } = await seal(login, 200, value);
    expect(res.statusCode).toBe(502);
    expect(log).toEqual([]);
  });

  it('finds the tokens where the upstream puts them', () => {
    expect(tokenOf({ data: { token: 't' } })).toBe('t');
    expect(tokenOf({ data: { token: '' } })).toBeUndefined();
    expect(imAccountIn({ data: { account: { im_accid: 'a', im_token: 'b' } } })).toEqual({
      accid: 'a',
      token: 'b',
    });
    expect(imAccountIn({ data: { imAccount: { im_accid: 'a', im_token: '' } } })).toBeUndefined();
  });
});
