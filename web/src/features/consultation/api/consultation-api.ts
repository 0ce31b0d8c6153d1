import { endpoints } from '@ysy/contracts/endpoints';
import { callApi } from '../../../shared/api/client';
import type { ConsultationApi } from '../model/consultation-controller';

/** The consultation dialog's three calls (SMS code, start, status), bound to the BFF. */
export const consultationApi: ConsultationApi = {
  requestCode: (phone) => callApi(endpoints.getPhoneCode, { query: { phone } }),
  async startCall(input) {
    const reply = await callApi(endpoints.freePhone, { query: input });
    if ('sessionId' in reply) return reply;
    return { code: reply.code, msg: reply.msg };
  },
  async fetchStatus(sessionId) {
    const reply = await callApi(endpoints.freePhoneStatus, { query: { sessionId } });
    if ('return' in reply) return reply;
    // A failure carries no call fields; the controller only logs it, showing nothing.
    return { code: reply.code, return: [], alert: false, disconnect: false };
  },
};
