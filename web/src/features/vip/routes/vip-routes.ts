import { endpoints } from '@ysy/contracts/endpoints';
import { callUrl } from '../../../shared/api/client';
import { allParts, definePage, lazyPage } from '../../../shared/routing/page-route';
import { appState } from '../../../shared/state/app-state';
import { latestUserQueryOptions, vipTiersQueryOptions } from '../api/vip-queries';

/**
 * /vip waits for the tiers (a failure is the route's error state, with 重试); a signed-in
 * user's own level starts loading beside them and shows when it arrives.
 */
export const vipRoutes = [
  definePage({
    path: '/vip',
    page: 'vip',
    flags: allParts,
    component: lazyPage(() => import('../components/vip-page'), 'VipPage'),
    async loader({ context }) {
      if (appState.loggedIn) void context.queryClient.prefetchQuery(latestUserQueryOptions);
      await context.queryClient.ensureQueryData(vipTiersQueryOptions);
    },
    preloads: () => [callUrl(endpoints.vipTiers)],
  }),
] as const;
