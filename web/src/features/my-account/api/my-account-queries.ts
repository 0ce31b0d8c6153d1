import { queryOptions } from '@tanstack/react-query';
import { pageToCall } from '@ysy/contracts/common/pagination';
import { endpoints } from '@ysy/contracts/endpoints';
import { callApi } from '../../../shared/api/client';

/**
 * The signed-in user's orders, needs and benefits. Fetched afresh on each showing (staleTime 0):
 * an order or a need sent since, or a watch made on a company's page, must show when the user
 * comes back.
 */

export function myOrdersQueryOptions(page: number) {
  const query = { page: pageToCall(page) };
  return queryOptions({
    queryKey: [endpoints.myOrders.id, query],
    queryFn: ({ signal, client }) => callApi(endpoints.myOrders, { query, signal, client }),
    staleTime: 0,
  });
}

export function myNeedsQueryOptions(page: number) {
  const query = { page: pageToCall(page) };
  return queryOptions({
    queryKey: [endpoints.myNeeds.id, query],
    queryFn: ({ signal, client }) => callApi(endpoints.myNeeds, { query, signal, client }),
    staleTime: 0,
  });
}

export const myBenefitsQueryOptions = queryOptions({
  queryKey: [endpoints.myBenefits.id],
  queryFn: ({ signal, client }) => callApi(endpoints.myBenefits, { signal, client }),
  staleTime: 0,
});
