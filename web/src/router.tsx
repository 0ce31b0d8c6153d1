import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  type AnyRoute,
  type FullSearchSchemaOption,
  type RouterHistory,
} from '@tanstack/react-router';
import type { PageId } from './shared/strings/shell';
import { RootLayout } from './routes/root-layout';
import { NotFoundRedirect } from './routes/not-found-redirect';
import { RouteError } from './routes/route-error';
import { RoutePending } from './routes/route-pending';
import { documentTitle, routeTable, titleOf } from './routes/route-table';
import type { PageLoaderInput, PageRoute, RouteFlags } from './shared/routing/page-route';
import { parseSearch, stringifySearch } from './shared/routing/search-params';

export interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundRedirect,
});

type SearchOf<S> = (raw: Record<string, unknown>) => S;

/** One page's route from its declaration; path, search, loader deps and data keep their types. */
function pageRoute<const P extends string, S extends object, D extends Record<string, unknown>>(
  route: PageRoute<P, S, D>,
) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: route.path,
    staticData: { page: route.page, flags: route.flags },
    component: route.component,
    validateSearch: route.validateSearch,
    // The root route has no search params of its own, so the route's full search is its own.
    loaderDeps: route.loaderDeps as
      ((opts: FullSearchSchemaOption<typeof rootRoute, SearchOf<S>>) => D) | undefined,
    // The loader's input is typed where it is declared. Its path params are left out of the type
    // given here, so that the route's params are typed from its path (`$id` → `{ id: string }`).
    loader: route.loader as
      ((opts: Omit<PageLoaderInput<object>, 'params'>) => Promise<unknown>) | undefined,
    pendingComponent: route.pendingComponent,
    pendingMs: route.pendingMs,
  });
}

/**
 * The table's entries as routes, element by element, so links and params stay typed per path.
 * (A mapped type keeps a tuple a tuple only over a type parameter, hence the generic.)
 */
type PageRoutes<T extends readonly unknown[]> = {
  -readonly [K in keyof T]: T[K] extends PageRoute<infer P, infer S, infer D>
    ? ReturnType<typeof pageRoute<P, S, D>>
    : never;
};

/** The code-based route tree, driven by the route table. */
const pageRoutes = routeTable.map((route): AnyRoute => pageRoute(route as PageRoute)) as PageRoutes<
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
    /** The page (title and description) of the route's declaration. */
    page?: PageId;
    flags?: RouteFlags;
  }
}
