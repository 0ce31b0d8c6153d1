import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sameOriginHref, withLoginParams } from '@ysy/contracts/login/return-href';
import { ACCOUNT_PATTERN, TEST_ACCOUNTS } from '../auth/test-accounts';
import type { UpstreamContext } from '../context';
import { upstreamMessages } from '../messages';
import { insertLoginCode } from '../repositories/login-codes';

/** A login code lives five minutes and works once, like WeChat's. */
export const LOGIN_CODE_TTL_MS = 5 * 60 * 1000;

/**
 * GET /wechat-sim/authorize?redirect_uri=<path>&state=<s>&account=<name>: the simulated QR scan.
 * Makes a one-time code and answers 302 to `<redirect_uri>?code=<c>&state=<s>`, keeping the
 * redirect_uri's own query and hash, so the page the login started on comes back whole.
 */
export function registerWechatSim(app: FastifyInstance, ctx: UpstreamContext): void {
  app.get('/wechat-sim/authorize', async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const redirectUri = query.redirect_uri;
    const state = query.state;
    const account =
      query.account === undefined || query.account === '' ? TEST_ACCOUNTS.demo : query.account;
    const target = typeof redirectUri === 'string' ? sameOriginHref(redirectUri) : undefined;
    if (target === undefined) {
      request.log.warn('simulated login refused a redirect_uri off this site');
      return reply.code(400).send({ code: 400, msg: upstreamMessages.redirectInvalid });
    }
    if (typeof state !== 'string' || state === '' || state.length > 512) {
      return reply.code(400).send({ code: 400, msg: upstreamMessages.stateInvalid });
    }
    if (typeof account !== 'string' || !ACCOUNT_PATTERN.test(account)) {
      return reply.code(400).send({ code: 400, msg: upstreamMessages.accountInvalid });
    }
    const code = randomBytes(16).toString('hex');
    const now = ctx.now();
    await insertLoginCode(ctx.db, {
      code,
      account,
      state,
      createdAt: new Date(now),
      expiresAt: new Date(now + LOGIN_CODE_TTL_MS),
    });
    const location = withLoginParams(target, { code, state });
    return reply.code(302).header('location', location).header('cache-control', 'no-store').send();
  });
}
