import { bffConfigQueryOptions } from '../../../shared/api/bff-config';
import {
  allParts,
  definePage,
  lazyPage,
  noFooter,
  noTopBar,
  type PageRoute,
} from '../../../shared/routing/page-route';
import { sitePageQueryOptions } from '../api/site-page-queries';

/** A page of the site's own text, read before the page renders; a failure is the route's error. */
function sitePage(slug: string): Pick<PageRoute, 'loader'> {
  return {
    loader: ({ context }) => context.queryClient.ensureQueryData(sitePageQueryOptions(slug)),
  };
}

/** The site's own pages (company profile, about, legal texts, contact), text from the database. */
export const sitePageRoutes = [
  definePage({
    path: '/profile',
    page: 'profile',
    flags: noTopBar,
    component: lazyPage(() => import('../components/site-page-view'), 'SitePageView', {
      slug: 'profile',
      withHeader: true,
    }),
    ...sitePage('profile'),
  }),
  definePage({
    path: '/aboutus',
    page: 'aboutus',
    flags: allParts,
    component: lazyPage(() => import('../components/site-page-view'), 'SitePageView', {
      slug: 'aboutus',
    }),
    ...sitePage('aboutus'),
  }),
  definePage({
    path: '/t/a',
    page: 'ta',
    flags: noFooter,
    component: lazyPage(() => import('../components/site-page-view'), 'SitePageView', {
      slug: 'ta',
    }),
    ...sitePage('ta'),
  }),
  definePage({
    path: '/userprotocol',
    page: 'userprotocol',
    flags: allParts,
    component: lazyPage(() => import('../components/site-page-view'), 'SitePageView', {
      slug: 'userprotocol',
    }),
    ...sitePage('userprotocol'),
  }),
  definePage({
    path: '/disclaimer',
    page: 'disclaimer',
    flags: allParts,
    component: lazyPage(() => import('../components/site-page-view'), 'SitePageView', {
      slug: 'disclaimer',
    }),
    ...sitePage('disclaimer'),
  }),
  definePage({
    path: '/privacypolicy',
    page: 'privacypolicy',
    flags: allParts,
    component: lazyPage(() => import('../components/site-page-view'), 'SitePageView', {
      slug: 'privacypolicy',
    }),
    ...sitePage('privacypolicy'),
  }),
  definePage({
    path: '/contact',
    page: 'contact',
    flags: noTopBar,
    component: lazyPage(() => import('../components/contact-page'), 'ContactPage'),
    // The hotline comes from the configuration, which the page waits for too.
    loader: async ({ context }) => {
      await Promise.all([
        context.queryClient.ensureQueryData(sitePageQueryOptions('contact')),
        context.queryClient.ensureQueryData(bffConfigQueryOptions),
      ]);
    },
  }),
] as const;
