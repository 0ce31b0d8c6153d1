import { allParts, definePage, lazyPage } from '../../../shared/routing/page-route';

/** Where unknown paths and the pages' /404 failures go. */
export const pageRoutes = [
  definePage({
    path: '/404',
    page: 'notFound',
    flags: allParts,
    component: lazyPage(() => import('../components/not-found-page'), 'NotFoundPage'),
  }),
] as const;
