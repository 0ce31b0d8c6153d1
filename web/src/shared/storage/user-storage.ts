import type {
  BrowserImAccount,
  LoginData,
  UserInfo,
  VerifyInfo,
} from '@ysy/contracts/login/schemas';
import { asBrowserImAccount, asUserInfo, asVerifyInfo } from '@ysy/contracts/login/stored-shapes';
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
  return readJson('local', storageKeys.verifyInfo, asVerifyInfo);
}

/** The user to show: the latest info when there is one, else the login-time info. */
export function readUser(): UserInfo | null {
  return (
    readJson('local', storageKeys.theLatestUserInfo, asUserInfo) ??
    readJson('local', storageKeys.userInfo, asUserInfo)
  );
}

export function readImAccount(): BrowserImAccount | null {
  return readJson('local', storageKeys.imAccount, asBrowserImAccount);
}

/** Forgets the user and their chat account (logout, session loss). */
export function clearUser(): void {
  removeKey('local', storageKeys.userInfo);
  removeKey('local', storageKeys.theLatestUserInfo);
  removeKey('local', storageKeys.imAccount);
}
