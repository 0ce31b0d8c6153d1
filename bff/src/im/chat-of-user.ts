import type { MyChatMessage } from '@ysy/contracts/account/my-chat';
import type { Db } from '../db/database';

interface Row {
  peer: string;
  from_me: boolean;
  kind: MyChatMessage['kind'];
  body: string | null;
  file_name: string | null;
  sent_at: string | number;
}

/**
 * 下载我的数据's chat part: every message of a logged-in user's conversations, either way, oldest
 * first, with the other side's name and the name of a file sent (a user's chat is a few
 * conversations with their consultant, small enough for one file).
 */
export async function chatMessagesOfUser(db: Db, accid: string): Promise<MyChatMessage[]> {
  const rows = await db.query<Row>(
    `SELECT p.nick AS peer, m.from_accid = $1 AS from_me, m.kind, m.body, u.name AS file_name,
            m.sent_at
       FROM im_messages m
       JOIN im_accounts p
         ON p.accid = CASE WHEN m.from_accid = $1 THEN m.to_accid ELSE m.from_accid END
       LEFT JOIN im_uploads u ON u.id = m.upload_id
      WHERE m.from_accid = $1 OR m.to_accid = $1
      ORDER BY m.sent_at, m.id`,
    [accid],
  );
  return rows.map((row) => ({
    peer: row.peer,
    from_me: row.from_me,
    kind: row.kind,
    ...(row.body === null ? {} : { text: row.body }),
    ...(row.file_name === null ? {} : { file_name: row.file_name }),
    // bigint: a string from node-postgres, a number from PGlite.
    sent_at: new Date(Number(row.sent_at)).toISOString(),
  }));
}
