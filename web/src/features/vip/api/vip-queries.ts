import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@ysy/contracts/endpoints';
import { callApi } from '../../../shared/api/client';

/** GET /api/client/vip/tiers — tiers, their benefits and the comparison rows. */
export const vipTiersQueryOptions = queryOptions({
  queryKey: [endpoints.vipTiers.id],
  queryFn: ({ signal, client }) => callApi(endpoints.vipTiers, { signal, client }),
  staleTime: 5 * 60_000,
});

/** POST api/client/user/get_latest_user — the signed-in user's current level (their VIP tier). */
export const latestUserQueryOptions = queryOptions({
  queryKey: [endpoints.getLatestUser.id],
  queryFn: ({ signal, client }) => callApi(endpoints.getLatestUser, { body: {}, signal, client }),
  staleTime: 60_000,
});
