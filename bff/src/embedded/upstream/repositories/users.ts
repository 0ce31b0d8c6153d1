import type { Db } from '../../db/database';

/** SQL of `users`: the accounts of the (simulated) WeChat login. */

export interface UserRow {
  id: number;
  openid: string;
  unionid: string;
  nickname: string;
  name: string;
  avatar: string;
  vip_level: number;
  im_accid: string;
}

const USER_COLUMNS = 'id, openid, unionid, nickname, name, avatar, vip_level, im_accid';

export interface NewUser {
  openid: string;
  unionid: string;
  account: string;
  nickname: string;
  name: string;
  avatar: string;
  imAccid: string;
  consultantId: number | null;
  vipLevel: number;
}

/** The account's user with its login time moved to `now`, or undefined when it has none yet. */
export async function touchUserLogin(
  db: Db,
  account: string,
  now: Date,
): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    `UPDATE users SET last_login_at = $2 WHERE account = $1 RETURNING ${USER_COLUMNS}`,
    [account, now],
  );
  return rows[0];
}

/** Inserts the user; one inserted meanwhile under the same account only gets its login time. */
export async function insertUser(db: Db, user: NewUser, now: Date): Promise<UserRow> {
  const rows = await db.query<UserRow>(
    `INSERT INTO users (openid, unionid, account, nickname, name, avatar, im_accid, consultant_id, vip_level,
                        created_at, updated_at, last_login_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $10)
     ON CONFLICT (account) DO UPDATE SET last_login_at = EXCLUDED.last_login_at
     RETURNING ${USER_COLUMNS}`,
    [
      user.openid,
      user.unionid,
      user.account,
      user.nickname,
      user.name,
      user.avatar,
      user.imAccid,
      user.consultantId,
      user.vipLevel,
      now,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('user upsert returned no row');
  return row;
}

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0];
}

/** The user, locked until the transaction ends (call inside one). */
export async function findUserForUpdate(tx: Db, id: number): Promise<UserRow | undefined> {
  const rows = await tx.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

export async function setVerifiedPhone(
  db: Db,
  id: number,
  phone: string,
  now: Date,
): Promise<void> {
  await db.query(
    'UPDATE users SET phone = $2, phone_verified_at = $3, updated_at = $3 WHERE id = $1',
    [id, phone, now],
  );
}

/** The display name of the account's user (its avatar's label). */
export async function userNameByAccount(db: Db, account: string): Promise<string | undefined> {
  const rows = await db.query<{ name: string }>('SELECT name FROM users WHERE account = $1', [
    account,
  ]);
  return rows[0]?.name;
}
