import { useMutation } from '@tanstack/react-query';
import type { DemandBody } from '@ysy/contracts/demand/schemas';
import { endpoints } from '@ysy/contracts/endpoints';
import { callApi } from '../../../shared/api/client';

/** POST publish_demand; the reply is `{ code, msg }`, judged by the caller. */
export function publishDemandRequest(body: DemandBody) {
  return callApi(endpoints.publishDemand, { body });
}

export function usePublishDemand() {
  return useMutation({
    mutationKey: [endpoints.publishDemand.id],
    mutationFn: publishDemandRequest,
  });
}
