import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Iron from 'iron-webcrypto';
import { sessionCookie } from '../plugins/session-cookie';
import { MemorySlots } from '../scale-out/slots';
import { ImCredentials, TICKET_TTL_MS } from './credentials';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const CREDENTIAL = { accid: 'ysy_user_1', token: 'im-token-1' };

/** An app behind a trusted proxy, so `x-forwarded-proto: https` makes the request HTTPS. */
async function appWithCredentials(): Promise<{ app: FastifyInstance; credentials: ImCredentials }> {
  const app = Fastify({ trustProxy: true });
  await app.register(sessionCookie, { secret: SECRET });
  const credentials = new ImCredentials(app, SECRET, new MemorySlots());
  app.get('/write', async (request, reply) => {
    await credentials.write(request, reply, 'consultant', CREDENTIAL);
    return { ok: true };
  });
  app.get('/read', async (request) => ({
    credential: await credentials.read(request, 'consultant'),
  }));
  app.get('/clear', async (request, reply) => {
    credentials.clear(request, reply, 'consultant');
    return { ok: true };
  });
  return { app, credentials };
}

const HTTPS = { 'x-forwarded-proto': 'https' };

function nameAndValue(setCookie: string): string {
  return setCookie.split(';')[0] ?? '';
}

describe('chat credential cookies', () => {
  it('are plain ysy_im_* without Secure over HTTP', async () => {
    const { app } = await appWithCredentials();
    const written = String((await app.inject({ url: '/write' })).headers['set-cookie']);
    expect(written).toMatch(/^ysy_im_user=/);
    expect(written).not.toContain('Secure');
    const read = await app.inject({ url: '/read', headers: { cookie: nameAndValue(written) } });
    expect(read.json()).toEqual({ credential: CREDENTIAL });
    await app.close();
  });

  it('are __Host- prefixed and Secure over HTTPS, and read only by that name', async () => {
    const { app } = await appWithCredentials();
    const written = String(
      (await app.inject({ url: '/write', headers: HTTPS })).headers['set-cookie'],
    );
    expect(written).toMatch(/^__Host-ysy_im_user=/);
    expect(written).toContain('Secure');
    expect(written).toContain('Path=/');
    expect(written).not.toContain('Domain');
    const cookie = nameAndValue(written);
    const read = await app.inject({ url: '/read', headers: { ...HTTPS, cookie } });
    expect(read.json()).toEqual({ credential: CREDENTIAL });
    // The same value under the plain name is what a sibling subdomain could plant: not read.
    const planted = cookie.replace(/^__Host-/, '');
    const refused = await app.inject({ url: '/read', headers: { ...HTTPS, cookie: planted } });
    expect(refused.json()).toEqual({});
    const cleared = String(
      (await app.inject({ url: '/clear', headers: HTTPS })).headers['set-cookie'],
    );
    expect(cleared).toMatch(/^__Host-ysy_im_user=;/);
    await app.close();
  });
});

describe('chat credential revocation', () => {
  async function cookieOf(app: FastifyInstance): Promise<string> {
    return nameAndValue(String((await app.inject({ url: '/write' })).headers['set-cookie']));
  }

  it('ends the revoked cookie only: another sealed for the same account still reads', async () => {
    const { app, credentials } = await appWithCredentials();
    app.get('/revoke', async (request) => {
      await credentials.revoke(request, 'consultant');
      return { ok: true };
    });
    app.get('/revoked', async (request) => ({
      revoked: await credentials.revoked(request, 'consultant'),
    }));
    const saved = await cookieOf(app);
    const other = await cookieOf(app);
    await app.inject({ url: '/revoke', headers: { cookie: saved } });
    expect((await app.inject({ url: '/read', headers: { cookie: saved } })).json()).toEqual({});
    expect((await app.inject({ url: '/revoked', headers: { cookie: saved } })).json()).toEqual({
      revoked: true,
    });
    expect((await app.inject({ url: '/read', headers: { cookie: other } })).json()).toEqual({
      credential: CREDENTIAL,
    });
    expect((await app.inject({ url: '/revoked', headers: { cookie: other } })).json()).toEqual({
      revoked: false,
    });
    await app.close();
  });

  it('refuses a consultant seal without an id (it could not be revoked), keeps a support one', async () => {
    const app = Fastify();
    await app.register(sessionCookie, { secret: SECRET });
    const credentials = new ImCredentials(app, SECRET, new MemorySlots());
    const legacy = (role: string) =>
      Iron.seal({ v: 1, role, ...CREDENTIAL }, SECRET, {
        ...Iron.defaults,
        ttl: 30 * 24 * 60 * 60 * 1000,
      });
    app.get<{ Params: { role: 'consultant' | 'support' } }>('/read/:role', async (request) => ({
      credential: await credentials.read(request, request.params.role),
    }));
    const consultant = await app.inject({
      url: '/read/consultant',
      headers: { cookie: `ysy_im_user=${await legacy('consultant')}` },
    });
    expect(consultant.json()).toEqual({});
    const support = await app.inject({
      url: '/read/support',
      headers: { cookie: `ysy_im_support=${await legacy('support')}` },
    });
    expect(support.json()).toEqual({ credential: CREDENTIAL });
    await app.close();
  });
});

describe('chat tickets', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('open one connection: a ticket is spent on first use', async () => {
    const { app, credentials } = await appWithCredentials();
    const ticket = await credentials.ticket('ysy_user_1', 'consultant');
    expect(await credentials.openTicket(ticket)).toEqual({
      accid: 'ysy_user_1',
      role: 'consultant',
    });
    expect(await credentials.openTicket(ticket)).toBeUndefined();
    // Another ticket for the same account is its own.
    const next = await credentials.ticket('ysy_user_1', 'consultant');
    expect(await credentials.openTicket(next)).toBeDefined();
    await app.close();
  });

  it('are spent for every instance that shares the spent set', async () => {
    const app = Fastify();
    await app.register(sessionCookie, { secret: SECRET });
    const shared = new MemorySlots();
    const a = new ImCredentials(app, SECRET, shared);
    const b = new ImCredentials(app, SECRET, shared);
    const ticket = await a.ticket('ysy_user_1', 'consultant');
    expect(await a.openTicket(ticket)).toBeDefined();
    expect(await b.openTicket(ticket)).toBeUndefined();
    await app.close();
  });

  it('live exactly one minute, with no clock-skew allowance on top', async () => {
    const { app, credentials } = await appWithCredentials();
    vi.useFakeTimers({ toFake: ['Date'] });
    const issuedAt = Date.now();
    const young = await credentials.ticket('ysy_user_1', 'consultant');
    const old = await credentials.ticket('ysy_user_1', 'consultant');
    vi.setSystemTime(issuedAt + TICKET_TTL_MS - 1);
    expect(await credentials.openTicket(young)).toBeDefined();
    vi.setSystemTime(issuedAt + TICKET_TTL_MS);
    expect(await credentials.openTicket(old)).toBeUndefined();
    expect(TICKET_TTL_MS).toBe(60_000);
    await app.close();
  });
});
