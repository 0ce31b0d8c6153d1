import type { MyData } from '@ysy/contracts/account/my-data';
import type { Db } from '../../db/database';

/** The user's own row (profile and level) and their login tokens. */

interface ProfileRow {
  account: string;
  nickname: string;
  name: string;
  avatar: string;
  phone: string | null;
  vip_level: number;
  created_at: Date;
  last_login_at: Date;
}

export async function profileOfUser(db: Db, userId: number): Promise<MyData['profile']> {
  const [row] = await db.query<ProfileRow>(
    `SELECT account, nickname, name, avatar, phone, vip_level, created_at, last_login_at
       FROM users WHERE id = $1`,
    [userId],
  );
  if (!row) throw new Error(`no user ${userId}`);
  const { phone, created_at, last_login_at, ...rest } = row;
  return {
    ...rest,
    ...(phone === null ? {} : { phone }),
    created_at: created_at.toISOString(),
    last_login_at: last_login_at.toISOString(),
  };
}

/**
 * Removes the user's tokens (every session ends: a saved copy of a session cookie is worthless
 * afterwards) and the user's row, with the level and the alerts read mark it holds. Every row
 * naming the user elsewhere must be gone or detached first (the foreign keys refuse otherwise).
 */
export async function removeUser(db: Db, userId: number): Promise<void> {
  await db.query('DELETE FROM user_tokens WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM users WHERE id = $1', [userId]);
}
