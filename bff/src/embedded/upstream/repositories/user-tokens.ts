import type { Db } from '../../db/database';

/**
 * SQL of `user_tokens`. Tokens arrive here already hashed (auth/tokens.ts): the table never
 * holds a token that could be used to log in.
 */

export interface TokenRow {
  user_id: number;
  expires_at: Date;
  refresh_until: Date;
  replaced_at: Date | null;
}

export async function insertToken(
  db: Db,
  token: { hash: string; userId: number; createdAt: Date; expiresAt: Date; refreshUntil: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO user_tokens (token, user_id, created_at, expires_at, refresh_until)
     VALUES ($1, $2, $3, $4, $5)`,
    [token.hash, token.userId, token.createdAt, token.expiresAt, token.refreshUntil],
  );
}

export async function findToken(db: Db, hash: string): Promise<TokenRow | undefined> {
  const rows = await db.query<TokenRow>(
    'SELECT user_id, expires_at, refresh_until, replaced_at FROM user_tokens WHERE token = $1',
    [hash],
  );
  return rows[0];
}

/** Ends the token and its right to be refreshed at `now` (never extends either). */
export async function endToken(db: Db, hash: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE user_tokens SET expires_at = LEAST(expires_at, $2), refresh_until = LEAST(refresh_until, $2)
      WHERE token = $1`,
    [hash, now],
  );
}

/**
 * Marks the token replaced if it may still be exchanged: inside its refresh window, and not
 * replaced before `graceStart`. One statement, so concurrent exchanges see one another. Returns
 * its user, or undefined when it may not be exchanged.
 */
export async function replaceToken(
  db: Db,
  hash: string,
  now: Date,
  graceStart: Date,
): Promise<number | undefined> {
  const rows = await db.query<{ user_id: number }>(
    `UPDATE user_tokens SET replaced_at = COALESCE(replaced_at, $2)
      WHERE token = $1 AND refresh_until > $2 AND (replaced_at IS NULL OR replaced_at > $3)
      RETURNING user_id`,
    [hash, now, graceStart],
  );
  return rows[0]?.user_id;
}
