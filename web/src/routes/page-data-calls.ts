import { routeTable } from './route-table';

/** The route whose path matches `pathname` (literal segments, `$name` for any one segment). */
function matchPage(pathname: string) {
  const segments = pathname.split('/');
  for (const route of routeTable) {
    const pattern = route.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i] ?? '';
      if (!part.startsWith('$')) return part === segment;
      params[part.slice(1)] = segment;
      return segment !== '';
    });
    if (matches) return { route, params };
  }
  return undefined;
}

/**
 * The GETs a page's route loader makes before it renders, as its route declares them
 * (`preloads`), for the server to list as fetch preloads in the page's HTML: they start with the
 * scripts instead of after them. `pathname` as the URL writes it (not decoded); nothing for a
 * page that declares none.
 */
export function pageDataCalls(pathname: string, search: URLSearchParams): string[] {
  const page = matchPage(pathname);
  return page?.route.preloads?.({ params: page.params, search }) ?? [];
}
