import { endpoints } from '@ysy/contracts/endpoints';
import { callUrl } from '../../../shared/api/client';
import { allParts, definePage, lazyPage } from '../../../shared/routing/page-route';
import { customerServiceQueryOptions } from '../../footer';
import { serviceListQueryOptions } from '../../service';
import { navQueryOptions } from '../../top-bar';

/**
 * Home waits only for the menu its categories show (which index.html preloads). The consultants
 * and the hot services, below the fold, start loading here and show their own loading state; the
 * knowledge highlights, further down, load when they render.
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
      await queryClient.ensureQueryData(navQueryOptions);
    },
    preloads: () => [callUrl(endpoints.serviceList)],
  }),
] as const;
