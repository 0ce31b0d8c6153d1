import { PAGE_SIZE } from '@ysy/contracts/common/pagination';
import type { WatchedCompany } from '@ysy/contracts/account/schemas';
import type { Db } from '../../db/database';
import { changeJsonPairs, toChange, type ChangeRow } from './company-changes';

/** SQL of company_watches (关注): one row per user and company, see migration 033. */

export async function countWatches(db: Db, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM company_watches WHERE user_id = $1',
    [userId],
  );
  return row?.n ?? 0;
}

export async function isWatching(db: Db, userId: number, companyId: number): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM company_watches WHERE user_id = $1 AND company_id = $2',
    [userId, companyId],
  );
  return rows.length > 0;
}

/**
 * Starts a watch; its alerts are the changes after the newest one recorded now. A watch that
 * exists already is kept as it was (watching twice is one watch, with its first start).
 */
export async function insertWatch(
  tx: Db,
  userId: number,
  companyId: number,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO company_watches (user_id, company_id, created_at, from_change_id)
     VALUES ($1, $2, $3, (SELECT coalesce(max(id), 0) FROM company_changes))
     ON CONFLICT (user_id, company_id) DO NOTHING`,
    [userId, companyId, now],
  );
}

export async function deleteWatch(db: Db, userId: number, companyId: number): Promise<void> {
  await db.query('DELETE FROM company_watches WHERE user_id = $1 AND company_id = $2', [
    userId,
    companyId,
  ]);
}

interface WatchRow {
  eid: string;
  name: string;
  status: string;
  watched_at: Date;
  latest: ChangeRow | null;
}

/** 我的关注: the page's watches, newest first, each with its company's latest change. */
export async function listWatches(db: Db, userId: number, page: number): Promise<WatchedCompany[]> {
  const rows = await db.query<WatchRow>(
    `SELECT c.eid, c.name, c.status, w.created_at AS watched_at, lc.latest
       FROM (SELECT company_id, created_at FROM company_watches WHERE user_id = $1
              ORDER BY created_at DESC, company_id DESC LIMIT $2 OFFSET $3) w
       JOIN companies c ON c.id = w.company_id
       LEFT JOIN LATERAL (
         SELECT jsonb_build_object(${changeJsonPairs('x')}) AS latest FROM company_changes x
          WHERE x.company_id = w.company_id ORDER BY x.changed_on DESC, x.id DESC LIMIT 1
       ) lc ON true
      ORDER BY w.created_at DESC, w.company_id DESC`,
    [userId, PAGE_SIZE, (page - 1) * PAGE_SIZE],
  );
  return rows.map((r) => ({
    eid: r.eid,
    name: r.name,
    status: r.status,
    watched_at: r.watched_at.toISOString(),
    ...(r.latest === null ? {} : { latest_change: toChange(r.latest) }),
  }));
}
