import type { Db } from '../db/database';

/**
 * 注销账号 for the chat: a deleted user's conversations go whole — both sides' conversation rows,
 * every message of them in either direction (a consultant's reply to the user is about the user
 * too) and the files sent in them — and then the chat account itself. The consultant's list no
 * longer shows the conversation; nothing of the user stays in the chat tables.
 *
 * Two steps, each idempotent, so a retried or interrupted deletion only ever finishes the job:
 * `scrubChatUser` runs before the upstream deletes the user (it removes everything but the account
 * row, which the embedded upstream's `users.im_accid` still names, and blanks that row's name,
 * picture and openid; the token stays, so a retry still finds the account by the user's sealed
 * chat cookie); `removeChatUser` runs once the
 * upstream has deleted the user and removes whatever the user sent in between with the row.
 * Only a logged-in user's account (kind 'user') is ever touched, never a consultant's or a
 * visitor's.
 */

/** The name a scrubbed account shows, should anything still draw it before it goes. */
export const DELETED_USER_NICK = '已注销用户';

async function removeConversations(tx: Db, accid: string): Promise<void> {
  // Conversation rows point at their last message: they go before the messages.
  await tx.query('DELETE FROM im_conversations WHERE owner = $1 OR peer = $1', [accid]);
  const sent = await tx.query<{ upload_id: string | null }>(
    `DELETE FROM im_messages WHERE from_accid = $1 OR to_accid = $1 RETURNING upload_id`,
    [accid],
  );
  const attached = sent.flatMap((m) => (m.upload_id === null ? [] : [m.upload_id]));
  // The user's own uploads, and the files the other side sent in these conversations unless a
  // message of another conversation still shows them.
  await tx.query(
    `DELETE FROM im_uploads u
      WHERE u.owner = $1
         OR (u.id = ANY($2::text[])
             AND NOT EXISTS (SELECT 1 FROM im_messages m WHERE m.upload_id = u.id))`,
    [accid, attached],
  );
}

/** Whether `accid` is a logged-in user's chat account whose token is `token`. */
export async function isChatUser(db: Db, accid: string, token: string): Promise<boolean> {
  const rows = await db.query<{ accid: string }>(
    `SELECT accid FROM im_accounts WHERE accid = $1 AND kind = 'user' AND token = $2`,
    [accid, token],
  );
  return rows.length > 0;
}

/** Everything of the user's chat but the (blanked) account row. */
export async function scrubChatUser(db: Db, accid: string): Promise<void> {
  await db.transaction(async (tx) => {
    await removeConversations(tx, accid);
    await tx.query(
      `UPDATE im_accounts
          SET nick = $2, icon = '', im_openid = NULL, js_code = NULL
        WHERE accid = $1 AND kind = 'user'`,
      [accid, DELETED_USER_NICK],
    );
  });
}

/** The rest, with the account row; call once nothing outside the chat names the account. */
export async function removeChatUser(db: Db, accid: string): Promise<void> {
  await db.transaction(async (tx) => {
    await removeConversations(tx, accid);
    await tx.query(`DELETE FROM im_accounts WHERE accid = $1 AND kind = 'user'`, [accid]);
  });
}
