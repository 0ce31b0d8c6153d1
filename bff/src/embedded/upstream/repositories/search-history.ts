import { PAGE_SIZE } from '@ysy/contracts/common/pagination';
import type { SearchHistoryItem, SearchKind } from '@ysy/contracts/account/search-history';
import type { Db } from '../../db/database';

/** SQL of search_history and users.keep_search_history (搜索历史), see migration 034. */

interface HistoryRow {
  id: string | number;
  keyword: string;
  kind: SearchKind;
  searched_at: Date;
}

/** bigint ids arrive as strings from PostgreSQL and as numbers from PGlite. */
function toItem(row: HistoryRow): SearchHistoryItem {
  return {
    id: Number(row.id),
    keyword: row.keyword,
    kind: row.kind,
    searched_at: row.searched_at.toISOString(),
  };
}

export async function countSearchHistory(db: Db, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM search_history WHERE user_id = $1',
    [userId],
  );
  return row?.n ?? 0;
}

/** A page of the user's history, newest first (the newest search has the highest id). */
export async function listSearchHistory(
  db: Db,
  userId: number,
  page: number,
): Promise<SearchHistoryItem[]> {
  const rows = await db.query<HistoryRow>(
    `SELECT id, keyword, kind, searched_at FROM search_history WHERE user_id = $1
      ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [userId, PAGE_SIZE, (page - 1) * PAGE_SIZE],
  );
  return rows.map(toItem);
}

/**
 * The user's whole history, newest first, for 下载我的数据 (at most the level's length, a
 * thousand rows).
 */
export async function searchHistoryOfUser(
  db: Db,
  userId: number,
): Promise<readonly { keyword: string; kind: SearchKind; searchedAt: string }[]> {
  const rows = await db.query<HistoryRow>(
    'SELECT id, keyword, kind, searched_at FROM search_history WHERE user_id = $1 ORDER BY id DESC',
    [userId],
  );
  return rows.map((r) => ({
    keyword: r.keyword,
    kind: r.kind,
    searchedAt: r.searched_at.toISOString(),
  }));
}

/**
 * The user's level and switch, the user's row locked until the transaction ends, so two
 * searches recorded at once upsert and trim one after the other. Undefined: no such user.
 */
export async function lockHistoryOwner(
  tx: Db,
  userId: number,
): Promise<{ level: number; keep: boolean } | undefined> {
  const [row] = await tx.query<{ vip_level: number; keep_search_history: boolean }>(
    'SELECT vip_level, keep_search_history FROM users WHERE id = $1 FOR NO KEY UPDATE',
    [userId],
  );
  return row && { level: row.vip_level, keep: row.keep_search_history };
}

/**
 * Records a search and keeps the newest `length`: the same kind and keyword (case aside) takes a
 * new id, which moves it to the top as one row, with the keyword as typed this time; then every
 * row beyond the newest `length` is deleted. Call inside a transaction holding lockHistoryOwner.
 */
export async function upsertSearch(
  tx: Db,
  userId: number,
  search: { keyword: string; kind: SearchKind; at: Date },
  length: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO search_history (user_id, keyword, kind, searched_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, kind, lower(keyword)) DO UPDATE
       SET id = nextval(pg_get_serial_sequence('search_history', 'id')),
           keyword = EXCLUDED.keyword, searched_at = EXCLUDED.searched_at`,
    [userId, search.keyword, search.kind, search.at],
  );
  await tx.query(
    `DELETE FROM search_history WHERE user_id = $1 AND id <= (
       SELECT id FROM search_history WHERE user_id = $1 ORDER BY id DESC OFFSET $2 LIMIT 1)`,
    [userId, length],
  );
}

/** Removes one of the user's searches; another user's id removes nothing. */
export async function deleteSearch(db: Db, userId: number, id: number): Promise<void> {
  await db.query('DELETE FROM search_history WHERE user_id = $1 AND id = $2', [userId, id]);
}

/** 清空: removes all of the user's searches. */
export async function clearSearchHistory(db: Db, userId: number): Promise<void> {
  await db.query('DELETE FROM search_history WHERE user_id = $1', [userId]);
}

export async function keepsSearchHistory(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.query<{ keep_search_history: boolean }>(
    'SELECT keep_search_history FROM users WHERE id = $1',
    [userId],
  );
  return row?.keep_search_history ?? true;
}

export async function setKeepSearchHistory(db: Db, userId: number, keep: boolean): Promise<void> {
  await db.query('UPDATE users SET keep_search_history = $2 WHERE id = $1', [userId, keep]);
}

/** 注销账号: every search of the user, and the switch back to its default (on). */
export async function removeSearchHistoryOfUser(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await clearSearchHistory(tx, userId);
    await tx.query('UPDATE users SET keep_search_history = DEFAULT WHERE id = $1', [userId]);
  });
}
