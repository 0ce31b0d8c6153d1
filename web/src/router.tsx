import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type AnyRoute,
  type RouterHistory,
} from '@tanstack/react-router';
import type { PageId } from './shared/strings/shell';
import { RootLayout } from './routes/root-layout';
import { NotFoundRedirect } from './routes/not-found-redirect';
import { RouteError } from './routes/route-error';
import { RoutePending } from './routes/route-pending';
import {
  documentTitle,
  routeTable,
  titleOf,
  type RouteEntry,
  type RouteFlags,
} from './routes/route-table';
import { parseSearch, stringifySearch } from './routes/search-params';
import { loadWithTimeout } from './shared/helpers/load-with-timeout';

export interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundRedirect,
});

/** One lazily loaded route for one row of the route table; the path keeps its literal type. */
function pageRoute<const P extends string>(entry: RouteEntry & { path: P }) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: entry.path,
    staticData: { page: entry.page, flags: entry.flags },
    component: lazyRouteComponent(loadWithTimeout(entry.load)),
    validateSearch: entry.data?.validateSearch,
    loaderDeps: entry.data?.loaderDeps,
    loader: entry.data?.loader,
    pendingComponent: entry.data?.pendingComponent,
    pendingMs: entry.data?.pendingMs,
  });
}

/**
 * The table's rows as routes, element by element, so links and params stay typed per path.
 * (A mapped type keeps a tuple a tuple only over a type parameter, hence the generic.)
 */
type PageRoutes<T extends readonly RouteEntry[]> = {
  -readonly [K in keyof T]: ReturnType<typeof pageRoute<T[K]['path']>>;
};

/** The code-based route tree, driven by the route table. */
const pageRoutes = routeTable.map((entry): AnyRoute => pageRoute(entry)) as PageRoutes<
  typeof routeTable
>;

export const routeTree = rootRoute.addChildren(pageRoutes);

export function createAppRouter(opts: { queryClient: QueryClient; history?: RouterHistory }) {
  const router = createRouter({
    routeTree,
    history: opts.history,
    context: { queryClient: opts.queryClient },
    parseSearch,
    stringifySearch,
    // Hovering a link fetches the page's chunk, so most navigations never wait.
    defaultPreload: 'intent',
    // Data freshness is TanStack Query's job; the router must not cache loader results on top.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: RoutePending,
    defaultPendingMs: 300,
  });

  // Title after every navigation (the server render writes the first page's into its HTML).
  if (typeof document !== 'undefined') {
    router.subscribe('onResolved', () => {
      document.title = pageTitle(router);
    });
  }
  return router;
}

/** The document title of the router's current page: `易商云` or `<page title>-易商云`. */
export function pageTitle(router: { state: { matches: { staticData: { page?: PageId } }[] } }) {
  const page = router.state.matches.at(-1)?.staticData.page;
  return documentTitle(page ? titleOf(page) : undefined);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The route table row this route was built from. */
    page?: PageId;
    flags?: RouteFlags;
  }
}
