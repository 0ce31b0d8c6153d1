import { endpoints } from '@ysy/contracts/endpoints';
import { callUrl } from '../../../shared/api/client';
import { allParts, definePage, lazyPage } from '../../../shared/routing/page-route';
import { customerServiceQueryOptions } from '../../footer';
import { serviceListQueryOptions } from '../../service';
import { navQueryOptions } from '../../top-bar';
import { vipTiersQueryOptions } from '../../vip';

/**
 * Home waits only for the menu its categories show (which index.html preloads). The VIP tiers of
 * the VIP会员 card, the consultants and the hot services start loading here and show when they
 * arrive; the knowledge highlights, further down, load when they render.
 */
export const homeRoutes = [
  definePage({
    path: '/',
    page: 'home',
    flags: allParts,
    component: lazyPage(() => import('../components/home-page'), 'HomePage'),
    async loader({ context: { queryClient } }) {
      void queryClient.prefetchQuery(customerServiceQueryOptions(1));
      void queryClient.prefetchQuery(serviceListQueryOptions);
      void queryClient.prefetchQuery(vipTiersQueryOptions);
      await queryClient.ensureQueryData(navQueryOptions);
    },
    preloads: () => [callUrl(endpoints.serviceList)],
  }),
] as const;
