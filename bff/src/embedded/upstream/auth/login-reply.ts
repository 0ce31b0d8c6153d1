import type { ImAccount, UserInfo } from '@ysy/contracts/login/schemas';
import type { Db } from '../../db/database';
import { findImAccount } from '../repositories/im-accounts';
import type { UserRow } from '../repositories/users';

/** The parts of a code-0 login reply, shared by the WeChat callback and the phone verification. */

export function userInfoOf(user: UserRow): UserInfo {
  return {
    id: user.id,
    nickname: user.nickname,
    name: user.name,
    avatar: user.avatar,
    vip_level: user.vip_level,
  };
}

export async function imAccountOf(db: Db, user: UserRow): Promise<ImAccount> {
  const account = await findImAccount(db, user.im_accid, user.openid);
  if (!account) throw new Error(`user ${user.id} has no chat account`);
  return account;
}

/** The data of a code-0 login: the user (twice, as the upstream sends it), token and chat account. */
export async function loginData(
  db: Db,
  user: UserRow,
  token: string,
): Promise<{
  userInfo: UserInfo;
  theLatestUserInfo: UserInfo;
  token: string;
  imAccount: ImAccount;
}> {
  const info = userInfoOf(user);
  return {
    userInfo: info,
    theLatestUserInfo: info,
    token,
    imAccount: await imAccountOf(db, user),
  };
}
