import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import * as Iron from 'iron-webcrypto';

/**
 * The upstream token lives only inside a sealed cookie, never in the browser: encrypted and
 * signed with SESSION_SECRET (iron: AES-256-CBC + HMAC-SHA256), httpOnly, SameSite=Lax, Path=/.
 * Over HTTPS it is `__Host-ysy_session` with Secure, so no subdomain can set or read it.
 */
export const SESSION_COOKIE = 'ysy_session';
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** The upstream's refresh window: a token older than this cannot be renewed anyway. */
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const SEAL_OPTIONS: Iron.SealOptions = { ...Iron.defaults, ttl: SESSION_MAX_AGE_SECONDS * 1000 };

interface SessionPayload {
  v: 1;
  token: string;
}

function isSessionPayload(value: unknown): value is SessionPayload {
  return (
    typeof value === 'object' &&
    value !== null &&
    'v' in value &&
    value.v === 1 &&
    'token' in value &&
    typeof value.token === 'string' &&
    value.token.length > 0
  );
}

export function sealToken(secret: string, token: string): Promise<string> {
  const payload: SessionPayload = { v: 1, token };
  return Iron.seal(payload, secret, SEAL_OPTIONS);
}

/** The token, or undefined when the value was tampered with, expired or sealed with another key. */
export async function unsealToken(secret: string, sealed: string): Promise<string | undefined> {
  try {
    const payload = await Iron.unseal(sealed, secret, SEAL_OPTIONS);
    return isSessionPayload(payload) ? payload.token : undefined;
  } catch {
    return undefined;
  }
}

export interface SessionRead {
  token: string | undefined;
  /** A session cookie came with the request (valid or not). */
  present: boolean;
}

const NO_SESSION: SessionRead = { token: undefined, present: false };

export interface Session {
  read(request: FastifyRequest): Promise<SessionRead>;
  write(request: FastifyRequest, reply: FastifyReply, token: string): Promise<void>;
  clear(request: FastifyRequest, reply: FastifyReply): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    session: Session;
  }
}

/**
 * The one naming rule for this site's own cookies: over HTTPS a cookie is `__Host-<name>` with
 * Secure, Path=/ and no Domain, which browsers accept only from this exact host, so a sibling
 * subdomain can neither plant nor shadow it. Written and read by the same rule.
 */
export function hostCookieName(request: FastifyRequest, name: string): string {
  return request.protocol === 'https' ? `__Host-${name}` : name;
}

/** The attributes that go with `hostCookieName` (add `maxAge` when setting). */
export function hostCookieOptions(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: request.protocol === 'https',
  };
}

export interface SessionCookieOptions {
  secret: string;
}

export const sessionCookie = fp<SessionCookieOptions>(
  async function sessionCookie(fastify, opts) {
    // `hook: false`: cookies are parsed only by the routes that need the session, so anonymous
    // GETs pay nothing for them.
    await fastify.register(cookie, { hook: false });

    const session: Session = {
      async read(request) {
        const header = request.headers.cookie;
        // Substring test first: most requests carry no session and skip parsing entirely.
        if (header === undefined || !header.includes(SESSION_COOKIE)) return NO_SESSION;
        const sealed = fastify.parseCookie(header)[hostCookieName(request, SESSION_COOKIE)];
        if (sealed === undefined || sealed === '') return NO_SESSION;
        return { token: await unsealToken(opts.secret, sealed), present: true };
      },
      async write(request, reply, token) {
        reply.setCookie(
          hostCookieName(request, SESSION_COOKIE),
          await sealToken(opts.secret, token),
          { ...hostCookieOptions(request), maxAge: SESSION_MAX_AGE_SECONDS },
        );
      },
      clear(request, reply) {
        reply.clearCookie(hostCookieName(request, SESSION_COOKIE), hostCookieOptions(request));
      },
    };
    fastify.decorate('session', session);
  },
  { name: 'session-cookie', fastify: '5.x' },
);
