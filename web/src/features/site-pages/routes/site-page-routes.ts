import { bffConfigQueryOptions } from '../../../shared/api/bff-config';
import {
  allParts,
  definePage,
  lazyPage,
  noFooter,
  noTopBar,
  type PageRoute,
} from '../../../shared/routing/page-route';
import { serviceListQueryOptions } from '../../service';
import { campaignQueryOptions } from '../api/campaign-queries';
import { sitePageQueryOptions } from '../api/site-page-queries';

/** A page of the site's own text, read before the page renders; a failure is the route's error. */
function sitePage(slug: string): Pick<PageRoute, 'loader'> {
  return {
    loader: ({ context }) => context.queryClient.ensureQueryData(sitePageQueryOptions(slug)),
  };
}

/** The site's own pages (company profile, about, campaign, legal texts, contact), text from the database. */
export const sitePageRoutes = [
  definePage({
    path: '/profile',
    page: 'profile',
    flags: noTopBar,
    component: lazyPage(() => import('../components/profile-page'), 'ProfilePage'),
    // The registration details come from the configuration, which the page waits for too.
    loader: async ({ context }) => {
      await Promise.all([
        context.queryClient.ensureQueryData(sitePageQueryOptions('profile')),
        context.queryClient.ensureQueryData(bffConfigQueryOptions),
      ]);
    },
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
    component: lazyPage(() => import('../components/campaign-view'), 'CampaignView', {
      slug: 'ta',
    }),
    loader: ({ context }) => {
      // The offers on sale are shown when the campaign is not running; they may follow later.
      void context.queryClient.prefetchQuery(serviceListQueryOptions);
      return context.queryClient.ensureQueryData(campaignQueryOptions('ta'));
    },
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
