import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider, dehydrate, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, rootRouteId } from '@tanstack/react-router';
import { bffConfigQueryOptions } from './shared/api/bff-config';
import { sendCallsWith } from './shared/api/client';
import { createQueryClient } from './shared/api/query-client';
import { navQueryOptions } from './features/top-bar/api/get-nav';
import { createAppRouter, pageTitle } from './router';
import type { RenderedPage } from './shared/server-render/page-markup';

export { pageContent, withRenderedPage } from './shared/server-render/page-markup';
export type { RenderedPage };

type Send = (url: string, init: RequestInit) => Promise<Response>;

async function queriesSettled(queryClient: QueryClient): Promise<void> {
  while (queryClient.isFetching() > 0) {
    await new Promise<void>((resolve) => {
      const unsubscribe = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() > 0) return;
        unsubscribe();
        resolve();
      });
    });
  }
}

/**
 * The address the router would rewrite `url` to before matching it — search params in canonical
 * form (`?keyword=%20科技` → `?keyword=科技`; an invalid `?page=abc` left out) — or undefined when
 * `url` is already canonical. The server sends a redirect to it, and draws the page there.
 */
export function canonicalUrl(url: string): string | undefined {
  const router = createAppRouter({
    queryClient: createQueryClient(() => undefined),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const { location } = router.state;
  const leaf = router.matchRoutes(location).at(-1);
  if (leaf === undefined || leaf.routeId === rootRouteId) return undefined;
  const canonical = router.buildLocation({
    to: location.pathname,
    search: leaf.search,
    hash: location.hash,
  } as Parameters<typeof router.buildLocation>[0]);
  return canonical.href === location.href ? undefined : canonical.href;
}

/**
 * Renders a page's first view on the server, from the same router, loaders and queries the
 * browser runs, so the browser paints it from the HTML and hydrates it instead of building it
 * after its scripts have run. `send` answers the page's calls (the BFF answers them in process,
 * on behalf of the page's visitor, with no cookie): what differs per user follows hydration. A
 * page that is not a plain render — a redirect (an unknown page, a failed list) or a loader
 * error — gives undefined and is left to the browser, as before.
 */
export async function renderPage(url: string, send: Send): Promise<RenderedPage | undefined> {
  const queryClient = createQueryClient(() => undefined);
  sendCallsWith(queryClient, send);
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  // The shell's own calls (the configuration, the menu) render with the page: the browser
  // would otherwise start them after hydrating and paint the menu late.
  await Promise.all([
    queryClient.prefetchQuery(bffConfigQueryOptions),
    queryClient.prefetchQuery(navQueryOptions),
    router.load(),
  ]);
  // The loaders also start queries they do not wait for (home's services and consultants):
  // the page is drawn once they are in, so the same data always gives the same HTML.
  await queriesSettled(queryClient);
  const { state } = router;
  // A loader's redirect (a failed list goes to /404) has moved the router elsewhere; a URL whose
  // search params are not in their canonical form (`?keyword=%20科技`, `?page=abc`) leaves the
  // router with no matches at all (it would rewrite the URL first), which would draw an empty page.
  const redirected =
    state.location.pathname !== new URL(url, 'http://page').pathname || state.matches.length === 0;
  const unknownPage = state.matches.at(-1)?.routeId === rootRouteId;
  if (redirected || unknownPage || state.matches.some((m) => m.status !== 'success')) {
    return undefined;
  }
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  const rendered = { html, state: dehydrate(queryClient), title: pageTitle(router) };
  queryClient.clear();
  return rendered;
}

/** The GETs a page's loader makes, for the BFF's fetch preloads (see routes/page-data-calls.ts). */
export { pageDataCalls } from './routes/page-data-calls';
