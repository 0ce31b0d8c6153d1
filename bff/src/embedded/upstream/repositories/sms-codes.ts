import type { Db } from '../../db/database';

/** SQL of `sms_codes`; the rules of a code (lifetime, attempts) are in ../sms-codes.ts. */

export interface SmsRow {
  id: number;
  code: string;
  expires_at: Date;
  attempts: number;
  used_at: Date | null;
}

export async function insertSmsCode(
  db: Db,
  sms: { phone: string; code: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO sms_codes (phone, code, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [sms.phone, sms.code, sms.createdAt, sms.expiresAt],
  );
}

/** The phone's newest code, locked until the transaction ends (call inside one). */
export async function newestSmsCodeForUpdate(tx: Db, phone: string): Promise<SmsRow | undefined> {
  const rows = await tx.query<SmsRow>(
    `SELECT id, code, expires_at, attempts, used_at FROM sms_codes
      WHERE phone = $1 ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
    [phone],
  );
  return rows[0];
}

export async function countWrongAttempt(db: Db, id: number): Promise<void> {
  await db.query('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = $1', [id]);
}

export async function markSmsCodeUsed(db: Db, id: number, at: Date): Promise<void> {
  await db.query('UPDATE sms_codes SET used_at = $2 WHERE id = $1', [id, at]);
}
