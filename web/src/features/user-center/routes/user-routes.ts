import { allParts, definePage, lazyPage } from '../../../shared/routing/page-route';
import { parseUserSearch } from '../model/user-search';

/**
 * 个人中心. Everything on it is the signed-in user's own, so nothing is loaded before the page:
 * the server draws it for any visitor (who is invited to log in), and each section loads its
 * data in the browser once the user is known.
 */
export const userRoutes = [
  definePage({
    path: '/user',
    page: 'user',
    flags: allParts,
    component: lazyPage(() => import('../components/user-center-page'), 'UserCenterPage'),
    validateSearch: (raw: Record<string, unknown>) => parseUserSearch(raw),
  }),
] as const;
