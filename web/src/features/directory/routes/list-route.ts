import { lazyRouteComponent } from '@tanstack/react-router';
import type { RouteData } from '../../../routes/route-data';
import { orNotFound } from '../../pages/model/not-found-on-failure';
import { customsQueryOptions, filtersQueryOptions } from '../api/company-queries';
import { parseListSearch, type ListSearch } from '../model/list-search';

// The pending view comes with the list page's chunk (the router loads both before rendering).
const ListPending = lazyRouteComponent(() => import('../components/list-pending'), 'ListPending');

/**
 * /list owns its data: the URL's search params are parsed once here, the loader fetches the
 * page of results (and the filter lists) before the page renders, and a company list reply
 * with a code other than 0 — or a failed call — goes to /404.
 */
export const listRouteData: RouteData<ListSearch, ListSearch> = {
  validateSearch: (raw) => parseListSearch(raw),
  loaderDeps: ({ search }) => search,
  async loader({ context, deps }) {
    // The filter lists are a convenience: without them the results still show.
    const filters = context.queryClient.ensureQueryData(filtersQueryOptions).catch(() => undefined);
    if (deps.keyword) {
      await orNotFound(
        context.queryClient.ensureQueryData(
          customsQueryOptions({ ...deps, keyword: deps.keyword }),
        ),
        (reply) => reply.code === 0,
      );
    }
    await filters;
  },
  pendingComponent: ListPending,
  pendingMs: 1500,
};
