import type { MyData } from '@ysy/contracts/account/my-data';
import type { Db } from '../../db/database';
import { toChange, type ChangeRow } from './company-changes';

/**
 * A user's watches and alerts whole, for 下载我的数据 and 注销账号 (the pages read them in pages
 * through watches.ts and alerts.ts). Alerts are derived from the watches on read (see alerts.ts),
 * so removing the watches removes the alerts; the read mark lives on the user's row.
 */

export async function watchesOfUser(db: Db, userId: number): Promise<MyData['watches']> {
  const rows = await db.query<{ eid: string; name: string; watched_at: Date }>(
    `SELECT c.eid, c.name, w.created_at AS watched_at
       FROM company_watches w JOIN companies c ON c.id = w.company_id
      WHERE w.user_id = $1 ORDER BY w.created_at DESC, w.company_id DESC`,
    [userId],
  );
  return rows.map((r) => ({ ...r, watched_at: r.watched_at.toISOString() }));
}

export async function removeWatchesOfUser(db: Db, userId: number): Promise<void> {
  await db.query('DELETE FROM company_watches WHERE user_id = $1', [userId]);
}

interface AlertRow extends ChangeRow {
  eid: string;
  company_name: string;
  unread: boolean;
}

export async function alertsOfUser(db: Db, userId: number): Promise<MyData['alerts']> {
  const [mark] = await db.query<{ read_through: string }>(
    'SELECT alerts_read_through::text AS read_through FROM users WHERE id = $1',
    [userId],
  );
  const rows = await db.query<AlertRow>(
    `SELECT c.id, c.kind, c.before, c.after, c.changed_on, c.source, co.eid,
            co.name AS company_name, c.id > u.alerts_read_through AS unread
       FROM company_watches w
       JOIN users u ON u.id = w.user_id
       JOIN company_changes c ON c.company_id = w.company_id AND c.id > w.from_change_id
       JOIN companies co ON co.id = w.company_id
      WHERE w.user_id = $1
      ORDER BY c.id DESC`,
    [userId],
  );
  return {
    read_through: Number(mark?.read_through ?? 0),
    list: rows.map((r) => ({
      ...toChange(r),
      eid: r.eid,
      company_name: r.company_name,
      unread: r.unread,
    })),
  };
}

/** Puts the read mark back to nothing read (the row itself goes with the profile). */
export async function resetReadMark(db: Db, userId: number): Promise<void> {
  await db.query('UPDATE users SET alerts_read_through = 0 WHERE id = $1', [userId]);
}
