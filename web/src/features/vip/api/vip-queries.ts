import { queryOptions } from '@tanstack/react-query';
import { routes } from '@ysy/contracts/routes';
import { callApi } from '../../../shared/api/client';

/** GET /api/client/vip/tiers — tiers, their benefits and the comparison rows. */
export const vipTiersQueryOptions = queryOptions({
  queryKey: [routes.vipTiers.id],
  queryFn: ({ signal }) => callApi(routes.vipTiers, { signal }),
  staleTime: 5 * 60_000,
});

/** POST api/client/user/get_latest_user — the signed-in user's current level (spec §7). */
export const latestUserQueryOptions = queryOptions({
  queryKey: [routes.getLatestUser.id],
  queryFn: ({ signal }) => callApi(routes.getLatestUser, { body: {}, signal }),
  staleTime: 60_000,
});
