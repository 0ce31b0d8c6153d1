import { PAGE_SIZE } from '@ysy/contracts/common/pagination';
import type { Alert } from '@ysy/contracts/account/schemas';
import type { Db } from '../../db/database';
import { toChange, type ChangeRow } from './company-changes';

/**
 * Alerts (动态提醒), fanned out on read: a user's alerts are the changes of the companies they
 * watch recorded after each watch began (an id above the watch's `from_change_id`); unread are
 * those above the user's `alerts_read_through`. Recording a change writes one row however many
 * watch its company (migrations 032, 033).
 *
 * The counts read no change rows: each company keeps its number of changes and each watch the
 * number its company had at its start and at the read mark (migration 037), so a total is one
 * sum over the user's watches. The page walks the changes newest first and stops after a page.
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

/**
 * total and unread of $1's alerts: one row per watch and its company's count. Each count is read
 * by its primary key (a correlated subquery, evaluated once per watch behind the OFFSET 0 fence):
 * as a join, the planner preferred hashing every company's count (150,000 rows at 200,000
 * companies, over a second on PGlite) to 1,000 probes. A company without changes has no count
 * row, and its NULL adds nothing to either sum.
 */
const COUNTS = `
  SELECT coalesce(sum(x.changes - x.changes_at_start), 0)::int AS total,
         coalesce(sum(x.changes - x.changes_read), 0)::int AS unread
    FROM (SELECT w.changes_at_start, w.changes_read,
                 (SELECT n.changes FROM company_change_counts n
                   WHERE n.company_id = w.company_id) AS changes
            FROM company_watches w
           WHERE w.user_id = $1
          OFFSET 0) x`;

async function countAlerts(db: Db, userId: number): Promise<{ total: number; unread: number }> {
  const [row] = await db.query<{ total: number; unread: number }>(COUNTS, [userId]);
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

export async function listAlerts(
  db: Db,
  userId: number,
  page: number,
): Promise<{ total: number; unread: number; list: Alert[] }> {
  return db.transaction(async (tx) => {
    // The page walks the primary key backwards and stops after a page, a fraction of a
    // millisecond; PostgreSQL, expecting the user's changes to be rare among all, plans a long
    // walk with parallel workers whose start alone took about 11 ms. SET LOCAL ends with the
    // transaction, so no other query of the pooled connection plans without them.
    await tx.exec('SET LOCAL max_parallel_workers_per_gather = 0');
    const counts = await countAlerts(tx, userId);
    const rows = await tx.query<AlertRow>(
      `SELECT c.id, c.kind, c.before, c.after, c.changed_on, c.source, co.eid,
              co.name AS company_name, a.unread
         FROM (${ALERTS} ORDER BY c.id DESC LIMIT $2 OFFSET $3) a
         JOIN company_changes c ON c.id = a.id
         JOIN companies co ON co.id = a.company_id
        ORDER BY c.id DESC`,
      [userId, PAGE_SIZE, (page - 1) * PAGE_SIZE],
    );
    return {
      ...counts,
      list: rows.map((r) => ({
        ...toChange(r),
        eid: r.eid,
        company_name: r.company_name,
        unread: r.unread,
      })),
    };
  });
}

/** The top bar's badge: alerts above the read mark. */
export async function countUnread(db: Db, userId: number): Promise<number> {
  return (await countAlerts(db, userId)).unread;
}

/**
 * Moves the read mark to `through` (the newest alert a page showed), or to the newest change
 * there is when undefined (全部已读). Never past the newest change (a mark ahead of it would hide
 * alerts not yet recorded) and never back.
 *
 * Each watch's `changes_read` counts its company's changes at or below GREATEST(from_change_id,
 * mark), so moving the mark from `before` to `after` adds the changes between the two; only
 * watches with unread changes can have any. The user's row is held meanwhile (the watch call
 * holds it too), so a watch started at the same time reads the mark before or after the move,
 * never between.
 */
export async function markRead(db: Db, userId: number, through: number | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    const [mark] = await tx.query<{ before: string }>(
      'SELECT alerts_read_through::text AS before FROM users WHERE id = $1 FOR NO KEY UPDATE',
      [userId],
    );
    if (!mark) return;
    const [moved] = await tx.query<{ after: string }>(
      `UPDATE users
          SET alerts_read_through = GREATEST(alerts_read_through, LEAST(
                coalesce($2::bigint, 9223372036854775807),
                (SELECT coalesce(max(id), 0) FROM company_changes)))
        WHERE id = $1
        RETURNING alerts_read_through::text AS after`,
      [userId, through ?? null],
    );
    if (!moved || moved.after === mark.before) return;
    await tx.query(
      `UPDATE company_watches w
          SET changes_read = w.changes_read + (
                SELECT count(*) FROM company_changes c
                 WHERE c.company_id = w.company_id
                   AND c.id > GREATEST(w.from_change_id, $2::bigint) AND c.id <= $3::bigint)
         FROM company_change_counts n
        WHERE w.user_id = $1 AND n.company_id = w.company_id
          AND n.changes > w.changes_read AND w.from_change_id < $3::bigint`,
      [userId, mark.before, moved.after],
    );
  });
}
