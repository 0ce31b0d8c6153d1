import { isSuccess } from '@ysy/contracts/common/is-success';
import { KNOWLEDGE_OK } from '@ysy/contracts/knowledge/values';
import { customerServiceQueryOptions } from '../features/footer/api/customer-service-all';
import {
  knowledgeArticleQueryOptions,
  knowledgeBranchQueryOptions,
} from '../features/knowledge/api/knowledge-queries';
import { articleIdOf } from '../features/knowledge/model/article-search';
import { orNotFound, redirectToNotFound } from '../features/pages/model/not-found-on-failure';
import {
  serviceListQueryOptions,
  serviceOfferQueryOptions,
} from '../features/service/api/service-queries';
import { sitePageQueryOptions } from '../features/site-pages/api/site-page-queries';
import { latestUserQueryOptions, vipTiersQueryOptions } from '../features/vip/api/vip-queries';
import { navQueryOptions } from '../features/top-bar/api/get-nav';
import { bffConfigQueryOptions } from '../shared/api/bff-config';
import { appState } from '../shared/state/app-state';
import type { RouteLoader } from './route-table';

/** A landing page's offer, read before the page renders. */
const offer =
  (slug: string): RouteLoader =>
  ({ queryClient }) =>
    queryClient.ensureQueryData(serviceOfferQueryOptions(slug));

const sitePage =
  (slug: string): RouteLoader =>
  ({ queryClient }) =>
    queryClient.ensureQueryData(sitePageQueryOptions(slug));

/** The whole number in a path parameter, or the 404 page. */
function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return redirectToNotFound();
  return id;
}

/**
 * The loaders of the service pages: each ensures the queries its page reads with the same query
 * options. The consultants (home, footer) start loading here but do not hold the page back; the
 * home's knowledge highlights, further down, load when they render. Each shows its own loading
 * state.
 */
export const serviceLoaders = {
  home: async ({ queryClient }) => {
    void queryClient.prefetchQuery(customerServiceQueryOptions(1));
    // Hot services start below the fold (after the categories), with their own loading state:
    // the page waits only for the menu its categories show (preloaded by index.html).
    void queryClient.prefetchQuery(serviceListQueryOptions);
    await queryClient.ensureQueryData(navQueryOptions);
  },
  ys: offer('ys'),
  buyfinance: offer('buyfinance'),
  registeredcompany: offer('registeredcompany'),
  operate: offer('operate'),
  business_plan: offer('business_plan'),
  finance: offer('finance'),
  rd_discount: offer('rd_discount'),
  rd_manage: offer('rd_manage'),
  rd_software: offer('rd_software'),
  rd_cooperate: offer('rd_cooperate'),
  profile: sitePage('profile'),
  aboutus: sitePage('aboutus'),
  ta: sitePage('ta'),
  userprotocol: sitePage('userprotocol'),
  disclaimer: sitePage('disclaimer'),
  privacypolicy: sitePage('privacypolicy'),
  contact: async ({ queryClient }) => {
    await Promise.all([
      queryClient.ensureQueryData(sitePageQueryOptions('contact')),
      queryClient.ensureQueryData(bffConfigQueryOptions),
    ]);
  },
  vip: async ({ queryClient }) => {
    if (appState.loggedIn) void queryClient.prefetchQuery(latestUserQueryOptions);
    await queryClient.ensureQueryData(vipTiersQueryOptions);
  },
  /** An index reply with a code other than 1 (or a failed call) goes to /404. */
  knowledgebase: async ({ queryClient, params, search }) => {
    const id = idParam(params.id);
    const articleId = articleIdOf(search);
    const article =
      articleId === undefined
        ? undefined
        : queryClient.ensureQueryData(knowledgeArticleQueryOptions(articleId));
    await orNotFound(queryClient.ensureQueryData(knowledgeBranchQueryOptions(id)), (reply) =>
      isSuccess(reply, KNOWLEDGE_OK),
    );
    await article;
  },
} satisfies Partial<Record<string, RouteLoader>>;
