import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import { createElement, type ComponentType } from 'react';
import { loadWithTimeout } from '../helpers/load-with-timeout';
import type { PageId } from '../strings/shell';

/** Which parts of the shell a route shows (docs/behaviour.md#routes). */
export interface RouteFlags {
  topBar: boolean;
  footer: boolean;
  toolBar: boolean;
}

/** The whole shell: the flags of most pages, and of the first paint before a route matched. */
export const allParts: RouteFlags = { topBar: true, footer: true, toolBar: true };
export const noTopBar: RouteFlags = { ...allParts, topBar: false };
export const noFooter: RouteFlags = { ...allParts, footer: false };

/** What a route's loader gets: the query client, its `loaderDeps` and the decoded path params. */
export interface PageLoaderInput<D> {
  context: { queryClient: QueryClient };
  deps: D;
  params: Record<string, string>;
}

/**
 * What the server reads of a URL to list its data calls: the path params as written in the URL
 * (not decoded: a segment the page would fetch encoded differently is left alone) and the search.
 */
export interface PreloadInput {
  params: Record<string, string>;
  search: URLSearchParams;
}

/**
 * One page's route, whole (TanStack Router's route options plus the shell's): its path, the
 * shell parts it shows, its title and description (`page`), its lazily loaded component, and —
 * for a page that owns its data — search params typed and defaulted in `validateSearch`, the
 * loader's inputs in `loaderDeps`, a `loader` that calls `queryClient.ensureQueryData(...)` with
 * the query options the page reads, and `preloads`: the GETs of that loader, as the API client
 * writes their URLs, for the server to list as fetch preloads in the page's HTML. A preload whose
 * URL differs from the page's fetch by one byte makes the browser fetch twice, so `preloads` lists
 * nothing when the URL is anything but the plain case. Methods (not function properties) so a
 * route typed for its own search params fits the table.
 */
export interface PageRoute<
  P extends string = string,
  S extends object = object,
  D extends Record<string, unknown> = Record<string, never>,
> {
  /** Router path; `$id` marks a parameter. */
  path: P;
  page: PageId;
  flags: RouteFlags;
  /** Each page is its own chunk, loaded on demand (see {@link lazyPage}). */
  component: RouteComponent;
  validateSearch?(raw: Record<string, unknown>): S;
  loaderDeps?(opts: { search: S }): D;
  loader?(opts: PageLoaderInput<D>): Promise<unknown>;
  /** Shown while the loader runs longer than the router's pending delay; same layout as the page. */
  pendingComponent?: RouteComponent;
  /**
   * How long the current page stays (dimmed by the page itself) before the pending view
   * replaces it; a filter change that answers within it never moves the layout.
   */
  pendingMs?: number;
  preloads?(url: PreloadInput): string[];
}

/** A route declaration, with its path, search and loader types kept for the router's typing. */
export function definePage<
  const P extends string,
  S extends object = object,
  D extends Record<string, unknown> = Record<string, never>,
>(route: PageRoute<P, S, D>): PageRoute<P, S, D> {
  return route;
}

type PropsOf<C> = C extends ComponentType<infer P extends object> ? P : never;

/**
 * A route's component: `name` exported by the module `load` imports, drawn with `props`. The
 * module is fetched when the route loads (the router calls `preload`), with a timeout so a chunk
 * that never arrives becomes the route's error state with its retry. Write the `import()` in the
 * route's own entry, beside its `path`: the build reads the pair to list each page's files
 * (web/build/route-assets.ts).
 */
export function lazyPage<M extends { [key in K]: ComponentType<never> }, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  ...props: object extends PropsOf<M[K]> ? [] : [PropsOf<M[K]>]
): RouteComponent {
  const own: object | undefined = props[0];
  return lazyRouteComponent(
    loadWithTimeout(async () => {
      const Component = (await load())[name] as ComponentType<object> | undefined;
      // A wrong name would otherwise fail only when React draws `undefined`.
      if (Component === undefined) throw new Error(`the page module exports no ${String(name)}`);
      return { Page: () => createElement(Component, own) };
    }),
    'Page',
  );
}
