import type { Db } from '../../db/database';

/** SQL of `wechat_login_codes`: the one-time codes of the simulated WeChat login. */

export interface LoginCodeRow {
  account: string;
  state: string;
  expires_at: Date;
  used_at: Date | null;
}

export async function insertLoginCode(
  db: Db,
  login: { code: string; account: string; state: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO wechat_login_codes (code, account, state, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [login.code, login.account, login.state, login.createdAt, login.expiresAt],
  );
}

/**
 * Spends the code if it is unused, unexpired at `now` and made for `state`. One statement, so
 * two callbacks racing with one code cannot both succeed.
 */
export async function claimLoginCode(
  db: Db,
  code: string,
  state: string,
  now: Date,
): Promise<LoginCodeRow | undefined> {
  const rows = await db.query<LoginCodeRow>(
    `UPDATE wechat_login_codes SET used_at = $2
      WHERE code = $1 AND used_at IS NULL AND expires_at > $2 AND state = $3
      RETURNING account, state, expires_at, used_at`,
    [code, now, state],
  );
  return rows[0];
}

export async function findLoginCode(db: Db, code: string): Promise<LoginCodeRow | undefined> {
  const rows = await db.query<LoginCodeRow>(
    'SELECT account, state, expires_at, used_at FROM wechat_login_codes WHERE code = $1',
    [code],
  );
  return rows[0];
}
