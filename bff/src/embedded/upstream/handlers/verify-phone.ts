import { LOGIN_OK } from '@ysy/contracts/login/schemas';
import { routes } from '@ysy/contracts/routes';
import { serviceMessages } from '@ysy/contracts/service/messages';
import { contractRoute, type ContractRoute } from '../route-kit';
import { loginData } from '../auth/login-reply';
import { issueUserToken, requireUser, revokeToken } from '../auth/tokens';
import type { UpstreamContext } from '../context';
import { findUserForUpdate, setVerifiedPhone } from '../repositories/users';
import { claimSmsCode } from '../sms-codes';

/** The verify info does not belong to the token's user. */
const VERIFY_MISMATCH = 403;

/**
 * verify_phone: completes a login that answered code 2. The token the callback issued with the
 * verify info identifies the user; the openid (and unionid, when sent) must be that user's; the
 * SMS code must be the phone's newest. Then the phone is stored as verified, the verify token
 * ends, and the reply is a code-0 login with a fresh token.
 */
export function verifyPhoneRoutes(ctx: UpstreamContext): ContractRoute[] {
  return [
    contractRoute(routes.verifyPhoneLogin).handle(async ({ body, request }) => {
      const userId = await requireUser(ctx, request);
      const now = ctx.now();
      const outcome = await ctx.db.transaction(async (tx) => {
        const user = await findUserForUpdate(tx, userId);
        if (!user || user.openid !== body.openid || (body.unid && user.unionid !== body.unid)) {
          return {
            ok: false as const,
            code: VERIFY_MISMATCH,
            msg: serviceMessages.verifyNotPending,
          };
        }
        const check = await claimSmsCode(tx, body.phone, body.code, now);
        if (!check.ok) return check;
        await setVerifiedPhone(tx, user.id, body.phone, new Date(now));
        return { ok: true as const, user };
      });
      if (!outcome.ok) return { code: outcome.code, msg: outcome.msg };
      await revokeToken(ctx, request);
      const token = await issueUserToken(ctx.db, ctx, outcome.user.id);
      return {
        code: LOGIN_OK,
        msg: serviceMessages.verifyOk,
        data: await loginData(ctx.db, outcome.user, token),
      };
    }),
  ];
}
