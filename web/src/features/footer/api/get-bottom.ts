import { queryOptions, useQuery } from '@tanstack/react-query';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { endpoints } from '@ysy/contracts/endpoints';
import type { FooterGroup } from '@ysy/contracts/nav/schemas';
import { callApi } from '../../../shared/api/client';

/** GET /api/ysy/index/get_bottom — the footer's link groups. */
export const bottomQueryOptions = queryOptions({
  queryKey: [endpoints.getBottom.id],
  queryFn: ({ signal, client }) => callApi(endpoints.getBottom, { signal, client }),
  staleTime: 5 * 60_000,
});

export function useFooterGroups(): FooterGroup[] {
  const { data } = useQuery(bottomQueryOptions);
  return data && isSuccess(data, 0) ? data.data : [];
}
