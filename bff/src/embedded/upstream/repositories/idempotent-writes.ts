import type { Db } from '../../db/database';

/** SQL of `idempotent_writes`: the keys of writes already stored, with the reply each got. */

export interface StoredWrite {
  body_hash: string;
  status: number;
  reply: string;
}

export interface WriteKey {
  route: string;
  key: string;
}

/**
 * Takes the key for this write, in the caller's transaction: true when it is new. When another
 * transaction holds the same key uncommitted, PostgreSQL makes this insert wait for it; once that
 * one commits the insert does nothing (false) and the stored reply can be read.
 */
export async function claimWriteKey(
  tx: Db,
  id: WriteKey,
  bodyHash: string,
  createdAt: Date,
): Promise<boolean> {
  const rows = await tx.query<{ key: string }>(
    `INSERT INTO idempotent_writes (route, key, body_hash, status, reply, created_at)
     VALUES ($1, $2, $3, 0, '', $4)
     ON CONFLICT (route, key) DO NOTHING
     RETURNING key`,
    [id.route, id.key, bodyHash, createdAt],
  );
  return rows.length > 0;
}

/** The reply of the write that claimed the key, stored before its transaction commits. */
export async function storeWriteReply(
  tx: Db,
  id: WriteKey,
  status: number,
  reply: string,
): Promise<void> {
  await tx.query(
    'UPDATE idempotent_writes SET status = $3, reply = $4 WHERE route = $1 AND key = $2',
    [id.route, id.key, status, reply],
  );
}

export async function findStoredWrite(tx: Db, id: WriteKey): Promise<StoredWrite | undefined> {
  const rows = await tx.query<StoredWrite>(
    'SELECT body_hash, status, reply FROM idempotent_writes WHERE route = $1 AND key = $2',
    [id.route, id.key],
  );
  return rows[0];
}

/** Deletes keys stored before `before`; returns how many. */
export async function deleteWriteKeysBefore(db: Db, before: Date): Promise<number> {
  const rows = await db.query<{ key: string }>(
    'DELETE FROM idempotent_writes WHERE created_at < $1 RETURNING key',
    [before],
  );
  return rows.length;
}
