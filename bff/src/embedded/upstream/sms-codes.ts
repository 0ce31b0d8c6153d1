import type { Db } from '../db/database';
import { upstreamMessages } from './messages';
import {
  countWrongAttempt,
  markSmsCodeUsed,
  newestSmsCodeForUpdate,
} from './repositories/sms-codes';

/** An SMS code lives five minutes; only the newest code of a phone counts. */
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
/** Wrong guesses after which a code is void. */
export const SMS_MAX_ATTEMPTS = 5;
/** A wrong code answers 422, an expired, used or void one answers 1 (msg under the code field). */
export const SMS_CODE_WRONG = 422;
export const SMS_CODE_STALE = 1;

export type SmsCheck = { ok: true } | { ok: false; code: number; msg: string };

/**
 * Checks `code` against the phone's newest SMS code and spends it when right. Wrong guesses are
 * counted (five void the code). Call inside a transaction: the row is locked while it is checked.
 * Used by the free phone consultation and by the phone verification of a code-2 login.
 */
export async function claimSmsCode(
  tx: Db,
  phone: string,
  code: string,
  now: number,
): Promise<SmsCheck> {
  const sms = await newestSmsCodeForUpdate(tx, phone);
  if (!sms) return { ok: false, code: SMS_CODE_WRONG, msg: upstreamMessages.smsCodeWrong };
  if (sms.used_at) return { ok: false, code: SMS_CODE_STALE, msg: upstreamMessages.smsCodeUsed };
  if (sms.attempts >= SMS_MAX_ATTEMPTS)
    return { ok: false, code: SMS_CODE_STALE, msg: upstreamMessages.smsTooManyAttempts };
  if (sms.code !== code) {
    await countWrongAttempt(tx, sms.id);
    return { ok: false, code: SMS_CODE_WRONG, msg: upstreamMessages.smsCodeWrong };
  }
  if (sms.expires_at.getTime() <= now)
    return { ok: false, code: SMS_CODE_STALE, msg: upstreamMessages.smsCodeExpired };
  await markSmsCodeUsed(tx, sms.id, new Date(now));
  return { ok: true };
}
