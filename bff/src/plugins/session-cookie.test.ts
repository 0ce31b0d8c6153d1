import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  sealToken,
  sessionCookie,
  unsealToken,
} from './session-cookie';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const TOKEN = 'upstream-token-123';

async function appWithSession(trustProxy = false) {
  const app = Fastify({ trustProxy });
  await app.register(sessionCookie, { secret: SECRET });
  app.get('/login', async (request, reply) => {
    await app.session.write(request, reply, TOKEN);
    return { ok: true };
  });
  app.get('/whoami', async (request) => app.session.read(request));
  app.get('/logout', async (request, reply) => {
    app.session.clear(request, reply);
    return { ok: true };
  });
  return app;
}

function cookieValue(setCookie: string): string {
  return setCookie.split(';')[0]?.split('=').slice(1).join('=') ?? '';
}

describe('sealed token', () => {
  it('round-trips and never shows the token in clear', async () => {
    const sealed = await sealToken(SECRET, TOKEN);
    expect(sealed).not.toContain(TOKEN);
    expect(await unsealToken(SECRET, sealed)).toBe(TOKEN);
  });

  it('rejects a tampered value, another key and garbage', async () => {
    const sealed = await sealToken(SECRET, TOKEN);
    const parts = sealed.split('*');
    // Flip one character of the encrypted payload.
    const payload = parts[4] ?? '';
    parts[4] = (payload[0] === 'A' ? 'B' : 'A') + payload.slice(1);
    expect(await unsealToken(SECRET, parts.join('*'))).toBeUndefined();
    expect(await unsealToken('another-secret-of-at-least-32-characters!', sealed)).toBeUndefined();
    expect(await unsealToken(SECRET, 'not-a-sealed-value')).toBeUndefined();
  });
});

describe('session cookie', () => {
  it('is httpOnly, SameSite=Lax, Path=/, named ysy_session over HTTP', async () => {
    const app = await appWithSession();
    const res = await app.inject({ url: '/login' });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');
    expect(setCookie).not.toContain('Domain');
    expect(setCookie).not.toContain(TOKEN);

    const who = await app.inject({
      url: '/whoami',
      headers: { cookie: `${SESSION_COOKIE}=${cookieValue(setCookie)}` },
    });
    expect(who.json()).toEqual({ token: TOKEN, present: true });
    await app.close();
  });

  it('is __Host-ysy_session with Secure behind a trusted HTTPS proxy', async () => {
    const app = await appWithSession(true);
    const res = await app.inject({ url: '/login', headers: { 'x-forwarded-proto': 'https' } });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${SECURE_SESSION_COOKIE}=`));
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('Path=/');

    const who = await app.inject({
      url: '/whoami',
      headers: {
        'x-forwarded-proto': 'https',
        cookie: `${SECURE_SESSION_COOKIE}=${cookieValue(setCookie)}`,
      },
    });
    expect(who.json()).toEqual({ token: TOKEN, present: true });
    await app.close();
  });

  it('ignores X-Forwarded-Proto from an untrusted client', async () => {
    const app = await appWithSession(false);
    const res = await app.inject({ url: '/login', headers: { 'x-forwarded-proto': 'https' } });
    expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    await app.close();
  });

  it('reads a tampered cookie as present but without a token', async () => {
    const app = await appWithSession();
    const sealed = await sealToken(SECRET, TOKEN);
    const who = await app.inject({
      url: '/whoami',
      headers: { cookie: `${SESSION_COOKIE}=${sealed.slice(0, -2)}xx` },
    });
    expect(who.json()).toEqual({ present: true });
    const none = await app.inject({ url: '/whoami', headers: { cookie: 'other=1' } });
    expect(none.json()).toEqual({ present: false });
    await app.close();
  });

  it('clears with an expired cookie of the same name and path', async () => {
    const app = await appWithSession();
    const res = await app.inject({ url: '/logout' });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    await app.close();
  });
});
