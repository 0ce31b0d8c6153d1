import { messages } from '@ysy/contracts/common/messages';
import { isRecord } from '@ysy/contracts/common/is-record';
import { routes } from '@ysy/contracts/routes';
import type { ChatRole } from '@ysy/contracts/chat/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contractIssue } from '../http/contract-issue';
import { JSON_CONTENT_TYPE, sendError } from '../http/replies';
import type { Session } from '../plugins/session-cookie';
import type { CompiledRoute } from './compile-route';

/**
 * A login reply's tokens go into sealed cookies and never to the browser: the upstream token
 * (`data.token`, codes 0 and 2) into the session, the chat token (the anonymous visitor's from
 * getOrCreate, or the user's) into the chat credentials. The browser gets the reply as its own
 * contract states it, which has no token field.
 */

/** The chat account with its token in a login or getOrCreate reply, if any. */
export function imAccountIn(reply: unknown): { accid: string; token: string } | undefined {
  if (!isRecord(reply) || !isRecord(reply.data)) return undefined;
  const account = reply.data.imAccount ?? reply.data.account;
  if (!isRecord(account)) return undefined;
  const { im_accid: accid, im_token: token } = account;
  return typeof accid === 'string' && typeof token === 'string' && token !== ''
    ? { accid, token }
    : undefined;
}

/** The upstream token in a login reply (codes 0 and 2 carry it as `data.token`). */
export function tokenOf(reply: unknown): string | undefined {
  if (!isRecord(reply) || !isRecord(reply.data)) return undefined;
  const token = reply.data.token;
  return typeof token === 'string' && token.length > 0 ? token : undefined;
}

/** Where the tokens are sealed: the session cookie and the chat credentials' cookies. */
export interface Sealers {
  session: Pick<Session, 'write'>;
  imCredentials: {
    write(
      request: FastifyRequest,
      reply: FastifyReply,
      role: ChatRole,
      account: { accid: string; token: string },
    ): Promise<void>;
  };
}

/** Seals the tokens of a validated login reply and sends the browser's part of it. */
export async function sealLogin(
  sealers: Sealers,
  route: CompiledRoute,
  status: number,
  value: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { def } = route;
  const token = tokenOf(value);
  const im = imAccountIn(value);
  // Objects strip unknown keys: the browser's schema takes the tokens out.
  const browser = def.reply.safeParse(value);
  if (!browser.success) {
    const { field, message } = contractIssue(browser.error);
    request.log.error(
      { route: def.path, field, problem: message },
      'login reply does not fit the browser contract',
    );
    return sendError(reply, 502, messages.upstreamBadReply);
  }
  const text = JSON.stringify(browser.data);
  if (
    (token !== undefined && text.includes(token)) ||
    (im !== undefined && text.includes(im.token))
  ) {
    request.log.error(
      { route: def.path },
      'refusing to send a reply that contains the upstream token',
    );
    return sendError(reply, 502, messages.upstreamBadReply);
  }
  // Sealed only now that the reply is known to go out as a success: a failed login never
  // carries a session cookie.
  if (token !== undefined && status === 200) await sealers.session.write(request, reply, token);
  if (im !== undefined && status === 200) {
    const role = def.id === routes.getOrCreate.id ? 'support' : 'consultant';
    await sealers.imCredentials.write(request, reply, role, im);
  }
  return reply
    .code(status)
    .header('content-type', JSON_CONTENT_TYPE)
    .header('cache-control', 'no-store')
    .send(text);
}
