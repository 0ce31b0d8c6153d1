import { agentLogin, chatMessages, imTicket, type ImTicket } from '@ysy/contracts/chat/schemas';
import { messages } from '@ysy/contracts/common/messages';
import { messageOf } from '@ysy/contracts/common/zod-errors';
import fp from 'fastify-plugin';
import { sendError } from '../http/replies';
import type { StaffCredentials } from '../config/staff-accounts';
import { ROLE_KINDS, sameSecret, sendData } from './im-http';
import { StaffPasswords } from './staff-passwords';

export interface ImApiOptions {
  mode: 'local' | 'nim';
  /** The agent console's passwords: each staff account's own, or the development one. */
  staff: StaffCredentials;
}

/**
 * The chat's JSON calls, registered in the API scope (CSRF guard, JSON security headers).
 *
 * POST /api/bff/im/ticket: for the embedded hub, a one-minute ticket for the WebSocket, after
 * checking the sealed account against the database. With NetEase IM the browser must hold the
 * account's own token, because the SDK logs in from the browser straight to NetEase's servers and
 * has no other way to authenticate; that token only opens that one chat account (never the
 * support key, never the upstream token), is sent only over this same-origin call with
 * `no-store`, and is kept in memory by the adapter, never in storage.
 */
export const imApi = fp<ImApiOptions>(
  async function imApi(fastify, opts) {
    const credentials = fastify.imCredentials;
    const staffPasswords = await StaffPasswords.from(opts.staff);
    if (
      opts.mode === 'local' &&
      !opts.staff.agentAccounts &&
      opts.staff.agentPassword === undefined
    )
      fastify.log.warn('未设置 AGENT_ACCOUNTS：客服工作台（/agent）无人能登录');

    fastify.post(imTicket.bffPath, async (request, reply) => {
      const parsed = imTicket.body.safeParse(request.body ?? {});
      if (!parsed.success) return sendError(reply, 400, messageOf(parsed.error));
      const { role } = parsed.data;
      const credential = await credentials.readSealed(request, role);
      if (!credential) {
        // A revoked cookie is a saved copy from before a logout: 401, the login is what is lost.
        if (await credentials.revoked(request, role)) {
          credentials.clear(request, reply, role);
          return sendError(reply, 401, chatMessages.loggedOut);
        }
        return sendError(reply, 403, chatMessages.noAccount);
      }
      if (opts.mode === 'nim') {
        const data: ImTicket = { account: credential.accid, secret: credential.token };
        return sendData(reply, data);
      }
      const store = fastify.imStore;
      if (!store) return sendError(reply, 503, messages.upstreamError);
      const account = await store.account(credential.accid);
      if (
        !account ||
        !sameSecret(credential.token, account.token) ||
        !ROLE_KINDS[role].has(account.kind)
      ) {
        request.log.warn({ role }, 'im ticket refused: account or token does not match');
        credentials.clear(request, reply, role);
        return sendError(reply, 403, chatMessages.noAccount);
      }
      const data: ImTicket = {
        account: account.accid,
        secret: await credentials.ticket(account.accid, role, credential.sid),
        nick: account.nick,
        avatar: account.icon,
      };
      if (role === 'consultant') {
        const peer = await store.consultantOf(account.accid);
        if (peer !== undefined) data.peer = peer;
      }
      return sendData(reply, data);
    });

    fastify.post(agentLogin.bffPath, async (request, reply) => {
      const parsed = agentLogin.body.safeParse(request.body ?? {});
      if (!parsed.success) return sendError(reply, 400, messageOf(parsed.error));
      const store = fastify.imStore;
      if (!store) return sendError(reply, 404, messages.notFound);
      const { account: accid, password } = parsed.data;
      const limit = await fastify.limiterFor(agentLogin.id)?.(request, {
        query: undefined,
        body: parsed.data,
      });
      if (limit?.exceeded) {
        reply.header('retry-after', String(limit.exceeded.retryAfterSeconds));
        return sendError(reply, 429, limit.exceeded.msg);
      }
      const account = await store.account(accid);
      // One hash comparison whatever failed, so the answer does not tell which accounts exist.
      const passwordOk = await staffPasswords.verify(accid, password);
      if (!account || !ROLE_KINDS.agent.has(account.kind) || !passwordOk) {
        request.log.warn('agent login refused');
        return sendError(reply, 403, chatMessages.agentRefused);
      }
      await credentials.write(request, reply, 'agent', {
        accid: account.accid,
        token: account.token,
      });
      return sendData(reply, { account: account.accid, nick: account.nick });
    });
  },
  { name: 'im-api', fastify: '5.x' },
);
