import type { MyData } from '@ysy/contracts/account/my-data';
import type { Db } from '../../db/database';
import { withoutNulls } from './without-nulls';

/** What a signed-in user sent the staff: contact messages (/contact) and error reports (纠错). */

export async function contactMessagesOfUser(
  db: Db,
  userId: number,
): Promise<MyData['contact_messages']> {
  const rows = await db.query<{
    topic: string;
    name: string;
    phone: string;
    message: string;
    created_at: Date;
  }>(
    `SELECT topic, name, phone, message, created_at FROM contact_messages
      WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
    [userId],
  );
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

export async function removeContactMessagesOfUser(db: Db, userId: number): Promise<void> {
  await db.query('DELETE FROM contact_messages WHERE user_id = $1', [userId]);
}

export async function errorReportsOfUser(db: Db, userId: number): Promise<MyData['error_reports']> {
  // error_reports has no key to companies (see migration 003): a report may outlive its company.
  const rows = await db.query<{
    eid: string | null;
    topic: string;
    content: string;
    contact: string | null;
    created_at: Date;
  }>(
    `SELECT c.eid, r.topic, r.content, r.contact, r.created_at
       FROM error_reports r LEFT JOIN companies c ON c.id = r.company_id
      WHERE r.user_id = $1 ORDER BY r.created_at DESC, r.id DESC`,
    [userId],
  );
  return rows.map((r) => withoutNulls({ ...r, created_at: r.created_at.toISOString() }));
}

export async function removeErrorReportsOfUser(db: Db, userId: number): Promise<void> {
  await db.query('DELETE FROM error_reports WHERE user_id = $1', [userId]);
}
