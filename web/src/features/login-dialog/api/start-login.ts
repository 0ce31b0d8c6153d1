import { isSuccess } from '@ysy/contracts/common/is-success';
import { endpoints } from '@ysy/contracts/endpoints';
import { callApi } from '../../../shared/api/client';
import { writeString } from '../../../shared/storage/safe-storage';
import { LOGIN_STATE_KEY } from '../model/login-links';

/**
 * Starts a QR login: the BFF issues the `state` and binds it to this browser with an httpOnly
 * cookie; this tab keeps a copy to check the callback against as well.
 */
export async function startLoginAttempt(): Promise<string> {
  const reply = await callApi(endpoints.bffLoginState);
  if (!isSuccess(reply, 0)) throw new Error(reply.msg);
  writeString('session', LOGIN_STATE_KEY, reply.data.state);
  return reply.data.state;
}
