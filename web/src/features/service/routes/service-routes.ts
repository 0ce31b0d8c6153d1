import { endpoints } from '@ysy/contracts/endpoints';
import type { OfferPage } from '@ysy/contracts/service/offer-pages';
import { callUrl } from '../../../shared/api/client';
import {
  allParts,
  definePage,
  lazyPage,
  noTopBar,
  type PageRoute,
} from '../../../shared/routing/page-route';
import { serviceOfferQueryOptions } from '../api/service-queries';

/**
 * A landing page's offer, read before the page renders; a failed call is the route's error
 * state (with 重试). The offer is listed as a fetch preload in the page's HTML, whatever its
 * search params: the page's call does not depend on them.
 */
function offer(slug: OfferPage): Pick<PageRoute, 'loader' | 'preloads'> {
  return {
    loader: ({ context }) => context.queryClient.ensureQueryData(serviceOfferQueryOptions(slug)),
    preloads: () => [callUrl(endpoints.serviceOffer, { slug })],
  };
}

/**
 * The service landing pages, one per offer in the database (/ys and /buyfinance with their own
 * header instead of the top bar; /buyfinance with its order form in place of the price cards).
 */
export const serviceRoutes = [
  definePage({
    path: '/ys',
    page: 'ys',
    flags: noTopBar,
    component: lazyPage(() => import('../components/service-landing'), 'ServiceLanding', {
      slug: 'ys',
      withHeader: true,
    }),
    ...offer('ys'),
  }),
  definePage({
    path: '/buyfinance',
    page: 'buyfinance',
    flags: noTopBar,
    component: lazyPage(() => import('../components/buyfinance-page'), 'BuyfinancePage'),
    ...offer('buyfinance'),
  }),
  definePage({
    path: '/registeredcompany',
    page: 'registeredcompany',
    flags: allParts,
    component: lazyPage(() => import('../components/service-landing'), 'ServiceLanding', {
      slug: 'registeredcompany',
    }),
    ...offer('registeredcompany'),
  }),
  definePage({
    path: '/operate',
    page: 'operate',
    flags: allParts,
    component: lazyPage(() => import('../components/service-landing'), 'ServiceLanding', {
      slug: 'operate',
    }),
    ...offer('operate'),
  }),
  definePage({
    path: '/business_plan',
    page: 'business_plan',
    flags: allParts,
    component: lazyPage(() => import('../components/service-landing'), 'ServiceLanding', {
      slug: 'business_plan',
    }),
    ...offer('business_plan'),
  }),
  definePage({
    path: '/finance',
    page: 'finance',
    flags: allParts,
    component: lazyPage(() => import('../components/service-landing'), 'ServiceLanding', {
      slug: 'finance',
    }),
    ...offer('finance'),
  }),
  definePage({
    path: '/rd_discount',
    page: 'rd_discount',
    flags: allParts,
    component: lazyPage(() => import('../components/service-landing'), 'ServiceLanding', {
      slug: 'rd_discount',
    }),
    ...offer('rd_discount'),
  }),
  definePage({
    path: '/rd_manage',
    page: 'rd_manage',
    flags: allParts,
    component: lazyPage(() => import('../components/service-landing'), 'ServiceLanding', {
      slug: 'rd_manage',
    }),
    ...offer('rd_manage'),
  }),
  definePage({
    path: '/rd_software',
    page: 'rd_software',
    flags: allParts,
    component: lazyPage(() => import('../components/service-landing'), 'ServiceLanding', {
      slug: 'rd_software',
    }),
    ...offer('rd_software'),
  }),
  definePage({
    path: '/rd_cooperate',
    page: 'rd_cooperate',
    flags: allParts,
    component: lazyPage(() => import('../components/service-landing'), 'ServiceLanding', {
      slug: 'rd_cooperate',
    }),
    ...offer('rd_cooperate'),
  }),
] as const;
