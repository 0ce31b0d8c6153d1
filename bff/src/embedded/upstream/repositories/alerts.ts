import { PAGE_SIZE } from '@ysy/contracts/common/pagination';
import type { Alert } from '@ysy/contracts/account/schemas';
import type { Db } from '../../db/database';
import { toChange, type ChangeRow } from './company-changes';

/**
 * Alerts (动态提醒), fanned out on read: a user's alerts are the changes of the companies they
 * watch recorded after each watch began (an id above the watch's `from_change_id`); unread are
 * those above the user's `alerts_read_through`. Each watch is one range of the index
 * company_changes (company_id, id), so a user's page costs one probe per watched company and the
 * recording of a change one row, however many watch it (migrations 032, 033).
 */

/** The user's alerts as a derived table `a (id, company_id, unread)`, for $1 = user id. */
const ALERTS = `
  SELECT c.id, c.company_id, c.id > u.alerts_read_through AS unread
    FROM company_watches w
    JOIN users u ON u.id = w.user_id
    JOIN company_changes c ON c.company_id = w.company_id AND c.id > w.from_change_id
   WHERE w.user_id = $1`;

interface AlertRow extends ChangeRow {
  eid: string;
  company_name: string;
  unread: boolean;
}

export async function listAlerts(
  db: Db,
  userId: number,
  page: number,
): Promise<{ total: number; unread: number; list: Alert[] }> {
  const [counts] = await db.query<{ total: number; unread: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE a.unread)::int AS unread
       FROM (${ALERTS}) a`,
    [userId],
  );
  const rows = await db.query<AlertRow>(
    `SELECT c.id, c.kind, c.before, c.after, c.changed_on, c.source, co.eid,
            co.name AS company_name, a.unread
       FROM (${ALERTS} ORDER BY c.id DESC LIMIT $2 OFFSET $3) a
       JOIN company_changes c ON c.id = a.id
       JOIN companies co ON co.id = a.company_id
      ORDER BY c.id DESC`,
    [userId, PAGE_SIZE, (page - 1) * PAGE_SIZE],
  );
  return {
    total: counts?.total ?? 0,
    unread: counts?.unread ?? 0,
    list: rows.map((r) => ({
      ...toChange(r),
      eid: r.eid,
      company_name: r.company_name,
      unread: r.unread,
    })),
  };
}

/** The top bar's badge: alerts above the read mark. */
export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n
       FROM company_watches w
       JOIN users u ON u.id = w.user_id
       JOIN company_changes c
         ON c.company_id = w.company_id AND c.id > GREATEST(w.from_change_id, u.alerts_read_through)
      WHERE w.user_id = $1`,
    [userId],
  );
  return row?.n ?? 0;
}

/**
 * Moves the read mark to `through` (the newest alert a page showed), or to the newest change
 * there is when undefined (全部已读). Never past the newest change (a mark ahead of it would hide
 * alerts not yet recorded) and never back.
 */
export async function markRead(db: Db, userId: number, through: number | undefined): Promise<void> {
  await db.query(
    `UPDATE users
        SET alerts_read_through = GREATEST(alerts_read_through, LEAST(
              coalesce($2::bigint, 9223372036854775807),
              (SELECT coalesce(max(id), 0) FROM company_changes)))
      WHERE id = $1`,
    [userId, through ?? null],
  );
}
