import { queryOptions, useQuery } from '@tanstack/react-query';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { endpoints } from '@ysy/contracts/endpoints';
import type { NavCategory } from '@ysy/contracts/nav/schemas';
import { callApi } from '../../../shared/api/client';

/** GET /api/ysy/index/get_nav — the top bar's menu. A failure is logged and rejected. */
export const navQueryOptions = queryOptions({
  queryKey: [endpoints.getNav.id],
  queryFn: async ({ signal, client }) => {
    try {
      return await callApi(endpoints.getNav, { signal, client });
    } catch (error) {
      console.error('[top-bar] get_nav failed', error);
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});

export function useNavItems(): NavCategory[] {
  const { data } = useQuery(navQueryOptions);
  return data && isSuccess(data, 0) ? data.data : [];
}
