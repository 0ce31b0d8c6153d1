import { PAGE_SIZE } from '@ysy/contracts/common/pagination';
import type { MyNeed } from '@ysy/contracts/account/my-data';
import type { Db } from '../../db/database';

/** The needs a user published while signed in (demands.user_id, set by publish_demand). */

interface NeedRow {
  id: number;
  need: string;
  phone: string;
  created_at: Date;
}

const toNeed = (row: NeedRow): MyNeed => ({ ...row, created_at: row.created_at.toISOString() });

export async function countNeedsOfUser(db: Db, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM demands WHERE user_id = $1',
    [userId],
  );
  return row?.n ?? 0;
}

/** 我的需求: a page of the user's needs, newest first; every need when `page` is undefined. */
export async function listNeedsOfUser(db: Db, userId: number, page?: number): Promise<MyNeed[]> {
  const rows = await db.query<NeedRow>(
    `SELECT id, need, phone, created_at FROM demands WHERE user_id = $1
      ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    page === undefined ? [userId, null, 0] : [userId, PAGE_SIZE, (page - 1) * PAGE_SIZE],
  );
  return rows.map(toNeed);
}

export async function removeNeedsOfUser(db: Db, userId: number): Promise<void> {
  await db.query('DELETE FROM demands WHERE user_id = $1', [userId]);
}
