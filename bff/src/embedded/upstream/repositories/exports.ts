import { PAGE_SIZE } from '@ysy/contracts/common/pagination';
import {
  EXPORT_KEEP_DAYS,
  ExportedQuerySchema,
  type ExportedQuery,
  type ExportRecord,
} from '@ysy/contracts/account/exports';
import type { Db } from '../../db/database';

/**
 * SQL of company_exports and their files (migration 035). A row is written before its file
 * (holding its rows against the daily limit), completed when the file's last chunk is stored,
 * and deleted when the file fails; only completed exports are listed.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The export limits count days in Beijing (UTC+8, no daylight saving), as the users live them. */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Midnight in Beijing that began the day of `now`. */
export function beijingDayStart(now: Date): Date {
  const local = now.getTime() + BEIJING_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - BEIJING_OFFSET_MS);
}

/** `2026-11-26`: the Beijing day of `now` (the file name's date). */
export function beijingDay(now: Date): string {
  return new Date(now.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

/** The oldest creation time whose file is still kept at `now`. */
export function keptSince(now: Date): Date {
  return new Date(now.getTime() - EXPORT_KEEP_DAYS * DAY_MS);
}

/** Rows of the user's exports created at or after `since` (files being written included). */
export async function exportRowsSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT coalesce(sum(rows), 0)::int AS n FROM company_exports
      WHERE user_id = $1 AND created_at >= $2`,
    [userId, since],
  );
  return row?.n ?? 0;
}

/** Rows the user has exported today (Beijing day): what export_rows_per_day counts. */
export function exportRowsToday(db: Db, userId: number): Promise<number> {
  return exportRowsSince(db, userId, beijingDayStart(new Date()));
}

/** Every completed export of the user, newest first (for 下载我的数据). */
export async function exportsOfUser(
  db: Db,
  userId: number,
): Promise<readonly { query: ExportedQuery; rows: number; createdAt: string }[]> {
  const rows = await db.query<{ query: unknown; rows: number; created_at: Date }>(
    `SELECT query, rows, created_at FROM company_exports
      WHERE user_id = $1 AND completed_at IS NOT NULL ORDER BY created_at DESC, id DESC`,
    [userId],
  );
  return rows.map((r) => ({
    query: ExportedQuerySchema.parse(r.query),
    rows: r.rows,
    createdAt: r.created_at.toISOString(),
  }));
}

/** Removes the user's exports and their kept files (注销账号). */
export async function removeExportsOfUser(db: Db, userId: number): Promise<void> {
  // The chunks go with their export (ON DELETE CASCADE).
  await db.query('DELETE FROM company_exports WHERE user_id = $1', [userId]);
}

/** Holds an export's place (its rows count today from now on); returns its id. */
export async function reserveExport(
  tx: Db,
  entry: { userId: number; query: ExportedQuery; fileName: string; rows: number; now: Date },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO company_exports (user_id, query, file_name, rows, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [entry.userId, JSON.stringify(entry.query), entry.fileName, entry.rows, entry.now],
  );
  if (!row) throw new Error('company_exports insert returned no row');
  return row.id;
}

/**
 * The file's bytes go to and come from the database as base64 text, which Buffer encodes and
 * decodes natively: PGlite's own bytea handling builds a JavaScript string per byte (hundreds of
 * milliseconds and megabytes of garbage for each 256 KB chunk). PostgreSQL's base64 output
 * breaks lines every 76 characters, which Buffer's decoder skips.
 */
export async function insertChunk(
  db: Db,
  exportId: number,
  seq: number,
  data: Uint8Array,
): Promise<void> {
  await db.query(
    `INSERT INTO company_export_chunks (export_id, seq, data) VALUES ($1, $2, decode($3, 'base64'))`,
    [exportId, seq, Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('base64')],
  );
}

export async function completeExport(
  db: Db,
  exportId: number,
  bytes: number,
  now: Date,
): Promise<void> {
  await db.query('UPDATE company_exports SET completed_at = $2, bytes = $3 WHERE id = $1', [
    exportId,
    now,
    bytes,
  ]);
}

/** Forgets an export whose file failed: its rows no longer count, nothing of it is listed. */
export async function dropExport(db: Db, exportId: number): Promise<void> {
  await db.query('DELETE FROM company_exports WHERE id = $1', [exportId]);
}

/** Deletes the files (not the records) of the user's exports made before `before`. */
export async function dropExpiredFiles(db: Db, userId: number, before: Date): Promise<void> {
  await db.query(
    `DELETE FROM company_export_chunks WHERE export_id IN (
       SELECT id FROM company_exports WHERE user_id = $1 AND created_at < $2)`,
    [userId, before],
  );
}

interface RecordRow {
  id: number;
  query: unknown;
  file_name: string;
  rows: number;
  created_at: Date;
}

/** 导出记录: a page of the user's completed exports, newest first. */
export async function listExports(
  db: Db,
  userId: number,
  page: number,
  now: Date,
): Promise<{ total: number; list: ExportRecord[] }> {
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM company_exports WHERE user_id = $1 AND completed_at IS NOT NULL',
    [userId],
  );
  const rows = await db.query<RecordRow>(
    `SELECT id, query, file_name, rows, created_at FROM company_exports
      WHERE user_id = $1 AND completed_at IS NOT NULL
      ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [userId, PAGE_SIZE, (page - 1) * PAGE_SIZE],
  );
  const since = keptSince(now).getTime();
  const list = rows.map((r) => ({
    id: r.id,
    query: ExportedQuerySchema.parse(r.query),
    file_name: r.file_name,
    rows: r.rows,
    created_at: r.created_at.toISOString(),
    downloadable: r.created_at.getTime() >= since,
  }));
  return { total: count?.n ?? 0, list };
}

interface KeptFile {
  fileName: string;
  rows: number;
  createdAt: Date;
  bytes: number;
  /** Chunks of the kept file; 0 once the file has expired and been deleted. */
  chunks: number;
}

/** A completed export of the user's, with the number of its file's chunks. */
export async function exportOfUser(
  db: Db,
  userId: number,
  exportId: number,
): Promise<KeptFile | undefined> {
  const [row] = await db.query<RecordRow & { bytes: number; chunks: number }>(
    `SELECT e.file_name, e.rows, e.created_at, e.bytes,
            (SELECT count(*)::int FROM company_export_chunks k WHERE k.export_id = e.id) AS chunks
       FROM company_exports e
      WHERE e.id = $1 AND e.user_id = $2 AND e.completed_at IS NOT NULL`,
    [exportId, userId],
  );
  if (!row) return undefined;
  const { file_name: fileName, rows, created_at: createdAt, bytes, chunks } = row;
  return { fileName, rows, createdAt, bytes, chunks };
}

/** A chunk of a kept file (encoded as insertChunk explains). */
export async function readChunk(db: Db, exportId: number, seq: number): Promise<Buffer> {
  const [row] = await db.query<{ data: string }>(
    `SELECT encode(data, 'base64') AS data FROM company_export_chunks
      WHERE export_id = $1 AND seq = $2`,
    [exportId, seq],
  );
  if (!row) throw new Error(`export ${exportId} has no chunk ${seq}`);
  return Buffer.from(row.data, 'base64');
}
