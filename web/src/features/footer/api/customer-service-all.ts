import { queryOptions, useQuery } from '@tanstack/react-query';
import { isSuccess } from '@ysy/contracts/common/is-success';
import type { Consultant } from '@ysy/contracts/consultant/schemas';
import { endpoints } from '@ysy/contracts/endpoints';
import { callApi } from '../../../shared/api/client';

/** GET /api/client/customerservice/all?page= — one page of consultants for the footer cards. */
export function customerServiceQueryOptions(page: number) {
  return queryOptions({
    queryKey: [endpoints.customerServiceAll.id, { page }],
    queryFn: ({ signal, client }) =>
      callApi(endpoints.customerServiceAll, { query: { page }, signal, client }),
    staleTime: 5 * 60_000,
  });
}

/** The consultants of `page`; code 0 gives data.customerServiceAll, anything else none. */
export function useConsultants(page: number): Consultant[] {
  const { data } = useQuery(customerServiceQueryOptions(page));
  return data && isSuccess(data, 0) ? data.data.customerServiceAll : [];
}
