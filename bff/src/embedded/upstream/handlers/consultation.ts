import { randomBytes, randomInt } from 'node:crypto';
import { routes } from '@ysy/contracts/routes';
import { contractRoute, type ContractRoute } from '../../http/route-kit';
import { callStatusAt } from '../call-timeline';
import type { UpstreamContext } from '../context';
import { upstreamMessages } from '../messages';

/**
 * The free phone consultation: an SMS code (shown in the reply, as no SMS gateway is reachable
 * here), the call start that checks it, and the call status (see call-timeline.ts).
 */

export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
/** Wrong guesses after which a code is void. */
export const SMS_MAX_ATTEMPTS = 5;
/** Start reply 422 (wrong code) or 1 (expired / void): the SPA shows msg under the code field. */
const CODE_WRONG = 422;
const CODE_STALE = 1;
const CALL_NOT_FOUND = 404;

interface SmsRow {
  id: number;
  code: string;
  expires_at: Date;
  attempts: number;
  used_at: Date | null;
}

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
        // Only the newest code of the phone counts; requesting a new one voids the older ones.
        const rows = await tx.query<SmsRow>(
          `SELECT id, code, expires_at, attempts, used_at FROM sms_codes
            WHERE phone = $1 ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
          [query.phone],
        );
        const sms = rows[0];
        if (!sms) return { code: CODE_WRONG, msg: upstreamMessages.smsCodeWrong };
        if (sms.used_at) return { code: CODE_STALE, msg: upstreamMessages.smsCodeUsed };
        if (sms.attempts >= SMS_MAX_ATTEMPTS)
          return { code: CODE_STALE, msg: upstreamMessages.smsTooManyAttempts };
        if (sms.code !== query.code) {
          await tx.query('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = $1', [sms.id]);
          return { code: CODE_WRONG, msg: upstreamMessages.smsCodeWrong };
        }
        if (sms.expires_at.getTime() <= now)
          return { code: CODE_STALE, msg: upstreamMessages.smsCodeExpired };

        await tx.query('UPDATE sms_codes SET used_at = $2 WHERE id = $1', [sms.id, new Date(now)]);
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
