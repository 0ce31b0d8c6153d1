import type { ServiceOrderBody } from '@ysy/contracts/service/schemas';
import { routes } from '@ysy/contracts/routes';
import { callApi } from '../../../shared/api/client';

/** POST /api/client/service/order — stores an order request (no payment is taken). */
export function submitServiceOrder(body: ServiceOrderBody) {
  return callApi(routes.serviceOrder, { body });
}
