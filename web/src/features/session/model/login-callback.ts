import { isSuccess } from '@ysy/contracts/common/is-success';
import { endpoints } from '@ysy/contracts/endpoints';
import { LOGIN_OK, LOGIN_VERIFY } from '@ysy/contracts/login/values';
import { callApi } from '../../../shared/api/client';
import { readString, removeKey } from '../../../shared/storage/safe-storage';
import { storageKeys } from '../../../shared/storage/storage-keys';
import { saveLogin, saveVerifyInfo } from '../../../shared/storage/user-storage';
import type { LoginParams } from './login-params';

export type LoginOutcome =
  | { kind: 'loggedIn' }
  | { kind: 'verify' }
  | { kind: 'failed'; msg: string }
  | { kind: 'stateMismatch' };

/**
 * The callback's `state` must be the one this tab sent with its QR login; it is spent either way,
 * so a replayed or forged callback link does nothing.
 */
export function consumeLoginState(state: string): boolean {
  const expected = readString('session', storageKeys.loginState);
  removeKey('session', storageKeys.loginState);
  return expected !== null && expected === state;
}

/**
 * Runs the login callback (docs/behaviour.md#login): code 0 stores the user and chat account, code
 * 2 stores the verify info; any other code is a failure with the server's message. The token never
 * reaches the browser — the BFF keeps it in its sealed cookie.
 */
export async function runLoginCallback(
  params: LoginParams,
  fallbackMsg: string,
): Promise<LoginOutcome> {
  if (!consumeLoginState(params.state)) return { kind: 'stateMismatch' };
  const reply = await callApi(endpoints.wxLoginCallback, { query: params });
  if (isSuccess(reply, LOGIN_OK)) {
    saveLogin(reply.data);
    return { kind: 'loggedIn' };
  }
  if (isSuccess(reply, LOGIN_VERIFY)) {
    saveVerifyInfo(reply.data);
    return { kind: 'verify' };
  }
  return { kind: 'failed', msg: reply.msg || fallbackMsg };
}
