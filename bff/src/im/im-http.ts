import { createHash, timingSafeEqual } from 'node:crypto';
import type { ChatRole } from '@ysy/contracts/chat/schemas';
import type { FastifyReply } from 'fastify';
import { JSON_CONTENT_TYPE } from '../http/replies';

/**
 * Refusals of the chat calls are 403, never 401: in this API 401 means "the login session is
 * gone", on which the SPA logs the user out and goes home.
 */

/** Which kinds of account each role connects as. */
export const ROLE_KINDS: Record<ChatRole, ReadonlySet<string>> = {
  support: new Set(['visitor']),
  consultant: new Set(['user']),
  agent: new Set(['support', 'consultant']),
};

/** Compares two secrets in constant time whatever their lengths. */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** A chat call's success: the envelope with `data`, never cached (it may carry a secret). */
export function sendData(reply: FastifyReply, data: unknown): FastifyReply {
  return reply
    .header('content-type', JSON_CONTENT_TYPE)
    .header('cache-control', 'no-store')
    .send(JSON.stringify({ code: 0, data }));
}
