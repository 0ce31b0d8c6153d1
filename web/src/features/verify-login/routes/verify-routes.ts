import { allParts, definePage, lazyPage } from '../../../shared/routing/page-route';

/** Phone verification that completes a code-2 login. */
export const verifyRoutes = [
  definePage({
    path: '/signverification',
    page: 'signverification',
    flags: allParts,
    component: lazyPage(() => import('../components/verify-page'), 'VerifyPage'),
  }),
] as const;
