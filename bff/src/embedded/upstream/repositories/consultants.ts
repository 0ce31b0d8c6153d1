import type { Consultant } from '@ysy/contracts/consultant/schemas';
import type { Db } from '../../db/database';

/** SQL of `consultants`, in their display order (sort, then id). */

/** Every consultant's id, in display order: callers pick one by index. */
export async function consultantIds(db: Db): Promise<number[]> {
  const rows = await db.query<{ id: number }>('SELECT id FROM consultants ORDER BY sort, id');
  return rows.map((row) => row.id);
}

export async function listConsultants(
  db: Db,
  limit: number,
  offset: number,
): Promise<Consultant[]> {
  return db.query<Consultant>(
    `SELECT id, username, position, buphoto, qyh_qywx, areas_of_expertise, im_accid
       FROM consultants ORDER BY sort, id LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
}

/** The consultant's name and chat account (for their avatar and QR code). */
export async function findConsultantCard(
  db: Db,
  id: number,
): Promise<{ username: string; position: string; im_accid: string } | undefined> {
  const rows = await db.query<{ username: string; position: string; im_accid: string }>(
    'SELECT username, position, im_accid FROM consultants WHERE id = $1',
    [id],
  );
  return rows[0];
}
