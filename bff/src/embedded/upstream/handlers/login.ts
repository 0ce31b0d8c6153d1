import { routes } from '@ysy/contracts/routes';
import {
  LOGIN_OK,
  LOGIN_VERIFY,
  type WxLoginCallbackUpstreamReply,
} from '@ysy/contracts/login/schemas';
import { contractRoute, type ContractRoute } from '../route-kit';
import { loginData, userInfoOf } from '../auth/login-reply';
import { TEST_ACCOUNTS, userOfTestAccount } from '../auth/test-accounts';
import { issueUserToken, refreshToken, requireUser, revokeToken } from '../auth/tokens';
import type { UpstreamContext } from '../context';
import { upstreamMessages } from '../messages';
import { claimLoginCode, findLoginCode } from '../repositories/login-codes';
import { findUser } from '../repositories/users';

/**
 * Login by (simulated) WeChat QR scan: /wechat-sim/authorize (wechat-sim.ts) stands in for
 * WeChat's page and makes a one-time code for a test account (auth/test-accounts.ts); the
 * callback here exchanges the code for a login.
 */

/** WeChat's own error codes for a bad OAuth code, kept so the failure codes look familiar. */
const WX_CODE_INVALID = 40029;
const WX_CODE_USED = 40163;
const WX_CODE_EXPIRED = 42003;

/** Why a code could not be claimed, in WeChat's codes. */
async function codeFailure(
  ctx: UpstreamContext,
  code: string,
  now: number,
): Promise<{ code: number; msg: string }> {
  const found = await findLoginCode(ctx.db, code);
  if (!found) return { code: WX_CODE_INVALID, msg: upstreamMessages.loginCodeInvalid };
  if (found.used_at) return { code: WX_CODE_USED, msg: upstreamMessages.loginCodeUsed };
  if (found.expires_at.getTime() <= now)
    return { code: WX_CODE_EXPIRED, msg: upstreamMessages.loginCodeExpired };
  return { code: WX_CODE_INVALID, msg: upstreamMessages.loginStateMismatch };
}

async function wxLoginCallback(
  ctx: UpstreamContext,
  code: string,
  state: string,
): Promise<WxLoginCallbackUpstreamReply> {
  const now = ctx.now();
  const row = await claimLoginCode(ctx.db, code, state, new Date(now));
  if (!row) return codeFailure(ctx, code, now);

  const user = await userOfTestAccount(ctx.db, row.account, new Date(now));
  const token = await issueUserToken(ctx.db, ctx, user.id);
  if (row.account === TEST_ACCOUNTS.verify) {
    return {
      code: LOGIN_VERIFY,
      msg: upstreamMessages.loginVerify,
      data: { openid: user.openid, unid: user.unionid, token },
    };
  }
  return {
    code: LOGIN_OK,
    msg: upstreamMessages.loginOk,
    data: await loginData(ctx.db, user, token),
  };
}

export function loginRoutes(ctx: UpstreamContext): ContractRoute[] {
  return [
    contractRoute(routes.wxLoginCallback).handle(({ query }) =>
      wxLoginCallback(ctx, query.code, query.state),
    ),
    contractRoute(routes.issueToken).handle(async ({ request }) => ({
      code: 0,
      data: { token: await refreshToken(ctx, request) },
    })),
    contractRoute(routes.revokeToken).handle(async ({ request }) => {
      await revokeToken(ctx, request);
      return { code: 0, msg: upstreamMessages.loggedOut };
    }),
    contractRoute(routes.getLatestUser).handle(async ({ request }) => {
      const user = await findUser(ctx.db, await requireUser(ctx, request));
      if (!user) return { code: 404, msg: upstreamMessages.tokenInvalid };
      return { code: 0, data: { user: userInfoOf(user) } };
    }),
  ];
}
