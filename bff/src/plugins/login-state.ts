import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MemorySlots, type Slots } from '../scale-out/slots';
import { hostCookieName, hostCookieOptions } from './session-cookie';

/**
 * Binds a login attempt to the browser that started it (OAuth `state`, as the IETF
 * browser-based-apps BFF profile asks). The BFF makes a random state and keeps only its SHA-256
 * in an httpOnly cookie that lives ten minutes; the login callback is accepted only when its
 * state hashes to that cookie. The first callback clears the cookie and marks the hash spent for
 * the cookie's lifetime, so a replayed cookie cannot use the state again (on any instance, when
 * they share Redis).
 */
export const LOGIN_STATE_COOKIE = 'ysy_login_state';
/** A QR code is scanned within minutes; an older attempt starts again. */
const LOGIN_STATE_MAX_AGE_SECONDS = 10 * 60;

export interface LoginState {
  /** A new state for this browser; sets the cookie on `reply`. */
  issue(request: FastifyRequest, reply: FastifyReply): string;
  /** Whether `state` is the one this browser was issued; clears the cookie in every case. */
  spend(request: FastifyRequest, reply: FastifyReply, state: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginState: LoginState;
  }
}

function hashOf(state: string): Buffer {
  return createHash('sha256').update(state, 'utf8').digest();
}

function cookieName(request: FastifyRequest): string {
  return hostCookieName(request, LOGIN_STATE_COOKIE);
}

export interface LoginStateOptions {
  /** Where spent states are kept; this process when omitted. */
  slots?: Slots;
}

export const loginState = fp<LoginStateOptions>(
  async function loginState(fastify, opts) {
    const spent = opts.slots ?? new MemorySlots();
    fastify.decorate('loginState', {
      issue(request, reply) {
        const state = randomBytes(24).toString('base64url');
        reply.setCookie(cookieName(request), hashOf(state).toString('base64url'), {
          ...hostCookieOptions(request),
          maxAge: LOGIN_STATE_MAX_AGE_SECONDS,
        });
        return state;
      },
      async spend(request, reply, state) {
        const header = request.headers.cookie;
        const kept =
          header === undefined ? undefined : fastify.parseCookie(header)[cookieName(request)];
        if (kept === undefined) return false;
        reply.clearCookie(cookieName(request), hostCookieOptions(request));
        const expected = Buffer.from(kept, 'base64url');
        const actual = hashOf(state);
        if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return false;
        return (
          (await spent.reserve(`login-state:${kept}`, LOGIN_STATE_MAX_AGE_SECONDS * 1000)) ===
          undefined
        );
      },
    } satisfies LoginState);
  },
  { name: 'login-state', fastify: '5.x', dependencies: ['session-cookie'] },
);
