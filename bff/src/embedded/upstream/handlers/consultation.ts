import { randomBytes, randomInt } from 'node:crypto';
import { routes } from '@ysy/contracts/routes';
import { contractRoute, type ContractRoute } from '../route-kit';
import { callStatusAt } from '../call-timeline';
import type { UpstreamContext } from '../context';
import { upstreamMessages } from '../messages';
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
      await ctx.db.query(
        'INSERT INTO sms_codes (phone, code, created_at, expires_at) VALUES ($1, $2, $3, $4)',
        [query.phone, code, new Date(now), new Date(now + SMS_CODE_TTL_MS)],
      );
      return { code: 0, msg: upstreamMessages.smsSent(code) };
    }),

    contractRoute(routes.freePhone).handle(async ({ query }) => {
      const now = ctx.now();
      return ctx.db.transaction(async (tx) => {
        const check = await claimSmsCode(tx, query.phone, query.code, now);
        if (!check.ok) return { code: check.code, msg: check.msg };
        const sessionId = randomBytes(16).toString('hex');
        const consultants = await tx.query<{ id: number }>(
          'SELECT id FROM consultants ORDER BY sort, id',
        );
        const consultant = consultants[query.id % Math.max(consultants.length, 1)];
        await tx.query(
          `INSERT INTO phone_calls (session_id, phone, service_id, consultant_id, started_at)
           VALUES ($1, $2, $3, $4, $5)`,
          [sessionId, query.phone, query.id, consultant?.id ?? null, new Date(now)],
        );
        return { code: 0, msg: upstreamMessages.callStarted, sessionId };
      });
    }),

    contractRoute(routes.freePhoneStatus).handle(async ({ query }) => {
      const rows = await ctx.db.query<{ phone: string; started_at: Date }>(
        'SELECT phone, started_at FROM phone_calls WHERE session_id = $1',
        [query.sessionId],
      );
      const call = rows[0];
      if (!call) return { code: CALL_NOT_FOUND, msg: upstreamMessages.callNotFound };
      return { code: 0, ...callStatusAt(call.phone, ctx.now() - call.started_at.getTime()) };
    }),
  ];
}
