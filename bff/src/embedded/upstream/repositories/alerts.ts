import { PAGE_SIZE } from '@ysy/contracts/common/pagination';
import type { Alert } from '@ysy/contracts/account/schemas';
import type { Db } from '../../db/database';
import { changeJsonPairs, toChange, type ChangeRow } from './company-changes';

/**
 * Alerts (动态提醒), fanned out on read: a user's alerts are the changes of the companies they
 * watch recorded after each watch began (an id above the watch's `from_change_id`); unread are
 * those above the user's `alerts_read_through`. Recording a change writes one row however many
 * watch its company (migrations 032, 033).
 *
 * No read counts or walks alerts one by one (migration 037): each company keeps its number of
 * changes and its newest change's id, each watch the number its company had at its start and at
 * the read mark. A user's totals are one sum over their watches, and the page reads only the
 * companies whose newest change is newest.
 */

/**
 * Per watch of $1: its company's kept count and newest change beside the watch's own counts.
 * Each company's row is read by its key (the lateral subquery, kept apart by OFFSET 0): as a
 * join, the planner preferred hashing every company's row (150,000 at 200,000 companies, over a
 * second on PGlite) to 1,000 lookups. A company without changes has no row and no alerts.
 */
const WATCH_COUNTS = `
  SELECT w.company_id, w.from_change_id, w.changes_at_start, w.changes_read, n.changes,
         n.last_change_id
    FROM company_watches w
    CROSS JOIN LATERAL (
      SELECT n.changes, n.last_change_id FROM company_change_counts n
       WHERE n.company_id = w.company_id OFFSET 0) n
   WHERE w.user_id = $1`;

const SUMS = `
  SELECT coalesce(sum(changes - changes_at_start), 0)::int AS total,
         coalesce(sum(changes - changes_read), 0)::int AS unread
    FROM x`;

interface AlertRow extends ChangeRow {
  eid: string;
  company_name: string;
  unread: boolean;
}

/**
 * The counts and one page, in one statement (one snapshot, one round trip: under load each
 * further statement to PostgreSQL cost more than the page itself). `newest`: the companies that
 * can hold the newest $2 alerts, those of the $2 watches whose company's newest change is newest
 * among the watches with any alert; an alert of a company ranked lower is older than the newest
 * alert of each of $2 others, so it is not among the newest $2. Each is read by the index
 * (company_id, id) newest first. With no alert on the page, one row with `alert` NULL.
 */
const LIST = `
  WITH x AS MATERIALIZED (${WATCH_COUNTS}),
  newest AS (
    SELECT company_id, from_change_id FROM x WHERE last_change_id > from_change_id
     ORDER BY last_change_id DESC LIMIT $2),
  page AS (
    SELECT a.id, newest.company_id FROM newest
     CROSS JOIN LATERAL (
       SELECT c.id FROM company_changes c
        WHERE c.company_id = newest.company_id AND c.id > newest.from_change_id
        ORDER BY c.id DESC LIMIT $2) a
     ORDER BY a.id DESC LIMIT $3 OFFSET $4)
  SELECT s.total, s.unread, a.alert
    FROM (${SUMS}) s
    LEFT JOIN (
      SELECT c.id, jsonb_build_object(${changeJsonPairs('c')}, 'eid', co.eid,
               'company_name', co.name, 'unread', c.id > u.alerts_read_through) AS alert
        FROM page
        JOIN company_changes c ON c.id = page.id
        JOIN companies co ON co.id = page.company_id
        JOIN users u ON u.id = $1) a ON true
   ORDER BY a.id DESC`;

export async function listAlerts(
  db: Db,
  userId: number,
  page: number,
): Promise<{ total: number; unread: number; list: Alert[] }> {
  const skip = (page - 1) * PAGE_SIZE;
  const rows = await db.query<{ total: number; unread: number; alert: AlertRow | null }>(LIST, [
    userId,
    skip + PAGE_SIZE,
    PAGE_SIZE,
    skip,
  ]);
  const list: Alert[] = [];
  for (const { alert } of rows) {
    if (alert === null) continue;
    list.push({
      ...toChange(alert),
      eid: alert.eid,
      company_name: alert.company_name,
      unread: alert.unread,
    });
  }
  return { total: rows[0]?.total ?? 0, unread: rows[0]?.unread ?? 0, list };
}

/** The top bar's badge: alerts above the read mark. */
export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db.query<{ unread: number }>(
    `WITH x AS MATERIALIZED (${WATCH_COUNTS}) SELECT unread FROM (${SUMS}) s`,
    [userId],
  );
  return row?.unread ?? 0;
}

/**
 * Moves the read mark to `through` (the newest alert a page showed), or to the newest change
 * there is when undefined (全部已读). Never past the newest change (a mark ahead of it would hide
 * alerts not yet recorded) and never back.
 *
 * Each watch's `changes_read` counts its company's changes at or below GREATEST(from_change_id,
 * mark), so moving the mark from `before` to `after` adds the changes between the two; only
 * watches with unread changes can have any (each company's count read by its key, as in
 * WATCH_COUNTS). The user's row is held meanwhile (the watch call
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
        WHERE w.user_id = $1 AND w.from_change_id < $3::bigint
          AND (SELECT n.changes FROM company_change_counts n
                WHERE n.company_id = w.company_id) > w.changes_read`,
      [userId, mark.before, moved.after],
    );
  });
}
