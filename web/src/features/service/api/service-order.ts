import { endpoints } from '@ysy/contracts/endpoints';
import type { ServiceOrderBody } from '@ysy/contracts/service/schemas';
import { callApi } from '../../../shared/api/client';

/** POST /api/client/service/order — stores an order request (no payment is taken). */
export function submitServiceOrder(body: ServiceOrderBody) {
  return callApi(endpoints.serviceOrder, { body });
}
