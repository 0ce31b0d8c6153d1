import type { ImAccount } from '@ysy/contracts/login/schemas';
import type { Db } from '../../db/database';

/** SQL of `im_accounts`: the chat accounts of users and of the support host's visitors. */

interface ImAccountRow {
  accid: string;
  token: string;
  icon: string;
  im_openid: string | null;
}

/** A chat account to create; `openid` is its im_openid. */
export interface NewImAccount {
  accid: string;
  token: string;
  nick: string;
  icon: string;
  openid: string;
}

export async function insertUserImAccount(db: Db, account: NewImAccount, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO im_accounts (accid, token, kind, nick, icon, im_openid, created_at)
     VALUES ($1, $2, 'user', $3, $4, $5, $6) ON CONFLICT (accid) DO NOTHING`,
    [account.accid, account.token, account.nick, account.icon, account.openid, now],
  );
}

/** The chat account `accid`; a missing openid is the user's `fallbackOpenid`. */
export async function findImAccount(
  db: Db,
  accid: string,
  fallbackOpenid: string,
): Promise<ImAccount | undefined> {
  const rows = await db.query<ImAccountRow>(
    'SELECT accid, token, icon, im_openid FROM im_accounts WHERE accid = $1',
    [accid],
  );
  const row = rows[0];
  return row && accountOf(row, fallbackOpenid);
}

/**
 * The visitor account of `jsCode`, created on its first visit. ON CONFLICT makes two first
 * visits with one js_code (two tabs) end with one account.
 */
export async function visitorAccount(
  db: Db,
  visitor: NewImAccount,
  jsCode: string,
): Promise<ImAccount> {
  await db.query(
    `INSERT INTO im_accounts (accid, token, kind, nick, icon, im_openid, js_code)
     VALUES ($1, $2, 'visitor', $3, $4, $5, $6)
     ON CONFLICT (js_code) DO NOTHING`,
    [visitor.accid, visitor.token, visitor.nick, visitor.icon, visitor.openid, jsCode],
  );
  const rows = await db.query<ImAccountRow>(
    'SELECT accid, token, icon, im_openid FROM im_accounts WHERE js_code = $1',
    [jsCode],
  );
  const row = rows[0];
  if (!row) throw new Error('visitor account vanished after insert');
  return accountOf(row, visitor.openid);
}

function accountOf(row: ImAccountRow, fallbackOpenid: string): ImAccount {
  return {
    im_accid: row.accid,
    im_token: row.token,
    im_icon: row.icon,
    im_openid: row.im_openid ?? fallbackOpenid,
  };
}
