import { randomBytes, randomInt } from 'node:crypto';
import { routes } from '@ysy/contracts/routes';
import { contractRoute, type ContractRoute } from '../route-kit';
import { callStatusAt } from '../call-timeline';
import type { UpstreamContext } from '../context';
import { upstreamMessages } from '../messages';
import { consultantIds } from '../repositories/consultants';
import { findPhoneCall, insertPhoneCall } from '../repositories/phone-calls';
import { insertSmsCode } from '../repositories/sms-codes';
import { claimSmsCode, SMS_CODE_TTL_MS } from '../sms-codes';

/**
 * The free phone consultation: an SMS code (shown in the reply, as no SMS gateway is reachable
 * here), the call start that checks it, and the call status (see call-timeline.ts).
 */

const CALL_NOT_FOUND = 404;

export function consultationRoutes(ctx: UpstreamContext): ContractRoute[] {
  return [
    contractRoute(routes.getPhoneCode).handle(async ({ query }) => {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const now = ctx.now();
      await insertSmsCode(ctx.db, {
        phone: query.phone,
        code,
        createdAt: new Date(now),
        expiresAt: new Date(now + SMS_CODE_TTL_MS),
      });
      return { code: 0, msg: upstreamMessages.smsSent(code) };
    }),

    contractRoute(routes.freePhone).handle(async ({ query }) => {
      const now = ctx.now();
      return ctx.db.transaction(async (tx) => {
        const check = await claimSmsCode(tx, query.phone, query.code, now);
        if (!check.ok) return { code: check.code, msg: check.msg };
        const sessionId = randomBytes(16).toString('hex');
        // The service id picks the consultant, so one service always reaches the same one.
        const consultants = await consultantIds(tx);
        const consultantId = consultants[query.id % Math.max(consultants.length, 1)];
        await insertPhoneCall(tx, {
          sessionId,
          phone: query.phone,
          serviceId: query.id,
          consultantId: consultantId ?? null,
          startedAt: new Date(now),
        });
        return { code: 0, msg: upstreamMessages.callStarted, sessionId };
      });
    }),

    contractRoute(routes.freePhoneStatus).handle(async ({ query }) => {
      const call = await findPhoneCall(ctx.db, query.sessionId);
      if (!call) return { code: CALL_NOT_FOUND, msg: upstreamMessages.callNotFound };
      return { code: 0, ...callStatusAt(call.phone, ctx.now() - call.started_at.getTime()) };
    }),
  ];
}
