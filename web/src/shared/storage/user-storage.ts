import {
  BrowserImAccountSchema,
  UserInfoSchema,
  VerifyInfoSchema,
  type BrowserImAccount,
  type LoginData,
  type UserInfo,
  type VerifyInfo,
} from '@ysy/contracts/login/schemas';
import { readJson, removeKey, writeJson } from './safe-storage';
import { storageKeys } from './storage-keys';

/**
 * Stores what a successful login callback (code 0) returned. Nothing secret is in it: the upstream
 * token stays in the BFF's sealed cookie and the BFF strips the chat token from the reply.
 */
export function saveLogin(data: LoginData): void {
  writeJson('local', storageKeys.userInfo, data.userInfo);
  writeJson('local', storageKeys.theLatestUserInfo, data.theLatestUserInfo);
  // Only the fields the page may keep, even if a reply carried more.
  const { im_accid, im_icon, im_openid } = data.imAccount;
  writeJson('local', storageKeys.imAccount, { im_accid, im_icon, im_openid });
  removeKey('local', storageKeys.verifyInfo);
}

export function saveVerifyInfo(info: VerifyInfo): void {
  writeJson('local', storageKeys.verifyInfo, info);
}

export function readVerifyInfo(): VerifyInfo | null {
  return readJson('local', storageKeys.verifyInfo, VerifyInfoSchema);
}

/** The user to show: the latest info when there is one, else the login-time info. */
export function readUser(): UserInfo | null {
  return (
    readJson('local', storageKeys.theLatestUserInfo, UserInfoSchema) ??
    readJson('local', storageKeys.userInfo, UserInfoSchema)
  );
}

export function saveLatestUser(user: UserInfo): void {
  writeJson('local', storageKeys.theLatestUserInfo, user);
}

export function readImAccount(): BrowserImAccount | null {
  return readJson('local', storageKeys.imAccount, BrowserImAccountSchema);
}

/** Forgets the user and their chat account (logout, session loss). */
export function clearUser(): void {
  removeKey('local', storageKeys.userInfo);
  removeKey('local', storageKeys.theLatestUserInfo);
  removeKey('local', storageKeys.imAccount);
}
