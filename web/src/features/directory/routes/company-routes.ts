import { endpoints } from '@ysy/contracts/endpoints';
import { callUrl } from '../../../shared/api/client';
import { orPageError, replyOrNotFound } from '../../../shared/routing/failure-policy';
import { allParts, definePage, lazyPage } from '../../../shared/routing/page-route';
import {
  companyQueryOptions,
  companySearchQueryOptions,
  einDetailsQueryOptions,
  filtersQueryOptions,
} from '../api/company-queries';
import { declarationYearsQueryOptions } from '../api/register-queries';
import { companySearchQueryOf, parseListSearch } from '../model/list-search';
import { parseProfileSearch } from '../model/profile-search';

/**
 * The company search and a company's own pages. The list owns its data: the URL's search params
 * are parsed once here, and a company list reply with a code other than 0 goes to /404; a call
 * that failed on the way is shown by the list (keyword kept, 重试). The profile, tax id and annual reports show a failure themselves (with 重试),
 * and an unknown company as their own not-found state.
 */
export const companyRoutes = [
  definePage({
    path: '/list',
    page: 'list',
    flags: allParts,
    component: lazyPage(() => import('../components/company-list-page'), 'CompanyListPage'),
    validateSearch: (raw: Record<string, unknown>) => parseListSearch(raw),
    loaderDeps: ({ search }) => search,
    async loader({ context, deps }) {
      // The filter lists are a convenience: without them the results still show.
      const filters = orPageError(context.queryClient.ensureQueryData(filtersQueryOptions));
      if (deps.keyword) {
        await replyOrNotFound(
          context.queryClient.ensureQueryData(
            companySearchQueryOptions({ ...deps, keyword: deps.keyword }),
          ),
          (reply) => reply.code === 0,
        );
      }
      await filters;
    },
    // The pending view comes with the list page's chunk (the router loads both before rendering).
    pendingComponent: lazyPage(() => import('../components/list-pending'), 'ListPending'),
    pendingMs: 1500,
    /** Only a search by keyword alone (what the search boxes send) is preloaded. */
    preloads({ search }) {
      const { keyword } = parseListSearch(Object.fromEntries(search));
      if (keyword === undefined || [...search.keys()].some((key) => key !== 'keyword')) return [];
      return [
        callUrl(endpoints.companySearch, companySearchQueryOf({ keyword })),
        callUrl(endpoints.capitalBands),
      ];
    },
  }),
  definePage({
    path: '/company/$id',
    page: 'company',
    flags: allParts,
    component: lazyPage(() => import('../components/company-profile-page'), 'CompanyProfilePage'),
    validateSearch: (raw: Record<string, unknown>) => parseProfileSearch(raw),
    loader: ({ context, params }) =>
      orPageError(context.queryClient.ensureQueryData(companyQueryOptions(params.id ?? ''))),
    /** Only an eid the URL writes as the page's fetch does (no escapes): most are plain. */
    preloads: ({ params }) =>
      params.id !== undefined && /^[\w-]+$/.test(params.id)
        ? [callUrl(endpoints.companyProfile, { eid: params.id })]
        : [],
  }),
  definePage({
    path: '/eindetails/$id',
    page: 'eindetails',
    flags: allParts,
    component: lazyPage(() => import('../components/ein-details-page'), 'EinDetailsPage'),
    loader: ({ context, params }) =>
      orPageError(context.queryClient.ensureQueryData(einDetailsQueryOptions(params.id ?? ''))),
  }),
  definePage({
    path: '/declarationyears/$id',
    page: 'declarationyears',
    flags: allParts,
    component: lazyPage(
      () => import('../components/declaration-years-page'),
      'DeclarationYearsPage',
    ),
    loader: ({ context, params }) =>
      orPageError(
        context.queryClient.ensureQueryData(declarationYearsQueryOptions(params.id ?? '')),
      ),
  }),
] as const;
