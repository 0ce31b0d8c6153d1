import type { QueryClient } from '@tanstack/react-query';
import type { RouteComponent } from '@tanstack/react-router';

/**
 * What a route-table row may declare to own its data (TanStack Router's pattern): search params
 * typed and defaulted in `validateSearch`, the loader's inputs in `loaderDeps`, and a `loader`
 * that calls `queryClient.ensureQueryData(...)` with the same query options the page reads, so a
 * failed call can redirect before the page renders. Methods (not function properties) so a row
 * typed for its own search params fits the table.
 */
export interface RouteData<S extends object = object, D extends object = object> {
  validateSearch?(raw: Record<string, unknown>): S;
  loaderDeps?(opts: { search: S }): D;
  loader?(opts: {
    context: { queryClient: QueryClient };
    deps: D;
    params: Record<string, string>;
  }): Promise<unknown>;
  /** Shown while the loader runs longer than the router's pending delay; same layout as the page. */
  pendingComponent?: RouteComponent;
  /**
   * How long the current page stays (dimmed by the page itself) before the pending view
   * replaces it; a filter change that answers within it never moves the layout.
   */
  pendingMs?: number;
}

/** What a plain loader gets: the query client, the path params and the search params as given. */
export interface RouteLoaderContext {
  queryClient: QueryClient;
  params: Record<string, string>;
  search: Record<string, unknown>;
}
export type RouteLoader = (ctx: RouteLoaderContext) => Promise<unknown>;

type RawSearch = Record<string, unknown>;

/**
 * The route data of a page whose loader needs no typed search params: the search is passed on
 * as given and is the loader's dependency, so a change of it loads again.
 */
export function loaderData(load: RouteLoader): RouteData<RawSearch, { search: RawSearch }> {
  return {
    validateSearch: (raw) => raw,
    loaderDeps: ({ search }) => ({ search }),
    loader: ({ context, deps, params }) =>
      load({ queryClient: context.queryClient, params, search: deps.search }),
  };
}
