import { endpoints } from '@ysy/contracts/endpoints';
import type { VerifyPhoneBody } from '@ysy/contracts/login/verify-phone';
import { callApi } from '../../../shared/api/client';

/** GET /api/verify_code/get_phone — sends the SMS code; its msg is shown under the code field. */
export function requestVerifyCode(phone: string) {
  return callApi(endpoints.getPhoneCode, { query: { phone } });
}

/** POST /api/client/wxlogin/verify_phone — finishes a code-2 login (the BFF seals the new token). */
export function verifyPhoneLogin(body: VerifyPhoneBody) {
  return callApi(endpoints.verifyPhoneLogin, { body });
}
