import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { consultantIds } from '../repositories/consultants';
import { insertUserImAccount } from '../repositories/im-accounts';
import { insertUser, touchUserLogin, type UserRow } from '../repositories/users';

/**
 * The test accounts of the simulated WeChat login:
 *
 *   demo           the default account: code 0, logged in
 *   verify         code 2: the account must verify a phone first (/signverification)
 *   any other      lower-case name: its own user, code 0
 */
export const TEST_ACCOUNTS = { demo: 'demo', verify: 'verify' } as const;

export const ACCOUNT_PATTERN = /^[a-z][a-z0-9_]{0,31}$/;

/** An id derived from the account, so one account keeps its openid and chat account across databases. */
function stableId(prefix: string, account: string, length: number): string {
  return (
    prefix +
    createHash('sha256').update(`${prefix}:${account}`).digest('base64url').slice(0, length)
  );
}

/**
 * The profile WeChat would give the account. A nickname is the user's name, never a state: the
 * `verify` account once carried 待验证用户, which the top bar still showed after verification.
 */
function profileOf(account: string): { nickname: string; name: string; vipLevel: number } {
  if (account === TEST_ACCOUNTS.demo)
    return { nickname: '易商云体验官', name: '王小明', vipLevel: 1 };
  return { nickname: `微信用户_${account}`, name: account, vipLevel: 0 };
}

/** Finds or creates the user of a test account, with its chat account; updates its login time. */
export async function userOfTestAccount(db: Db, account: string, now: Date): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const existing = await touchUserLogin(tx, account, now);
    if (existing) return existing;

    const profile = profileOf(account);
    const openid = stableId('o', account, 27);
    const accid = `ysy_user_${stableId('', account, 12)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '0')}`;
    const avatar = `/uploads/avatars/user-${account}.svg`;
    await insertUserImAccount(
      tx,
      {
        accid,
        token: randomBytes(16).toString('hex'),
        nick: profile.nickname,
        icon: avatar,
        openid,
      },
      now,
    );
    // The account's name picks its consultant, so a test account keeps the same one.
    const consultants = await consultantIds(tx);
    const consultantId =
      consultants.length > 0 ? consultants[account.length % consultants.length] : undefined;
    return insertUser(
      tx,
      {
        openid,
        unionid: stableId('u', account, 27),
        account,
        nickname: profile.nickname,
        name: profile.name,
        avatar,
        imAccid: accid,
        consultantId: consultantId ?? null,
        vipLevel: profile.vipLevel,
      },
      now,
    );
  });
}
