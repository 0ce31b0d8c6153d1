/** One route's files beyond the entry, as the web build lists them (web/build/route-assets.ts). */
export interface RouteAssets {
  path: string;
  js: string[];
  css: string[];
}

/** The route a path matches: literal segments, `$name` for any one segment. */
export function matchRoute(
  routes: readonly RouteAssets[],
  pathname: string,
): RouteAssets | undefined {
  const segments = pathname.split('/');
  return routes.find((route) => {
    const pattern = route.path.split('/');
    return (
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith('$') || part === segments[i])
    );
  });
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The link tags for one page: its scripts as modulepreloads (fetched and compiled in parallel,
 * run when the router imports them), its stylesheets (the router's import finds them present and
 * does not wait for them again) and its data as fetch preloads (same-origin credentials, as the
 * API client's `fetch`). The data calls are the page's route's own (the server entry's
 * `pageDataCalls`, built from the same route declarations as the page's loader), so each URL is
 * the one the page's fetch asks for, to the byte: otherwise the browser would fetch twice.
 */
export function pageLinks(assets: RouteAssets | undefined, dataCalls: string[]): string {
  const tags = [
    ...(assets?.css ?? []).map(
      (href) => `<link rel="stylesheet" crossorigin href="${escapeAttr(href)}">`,
    ),
    ...(assets?.js ?? []).map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`,
    ),
    ...dataCalls.map(
      (href) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttr(href)}">`,
    ),
  ];
  return tags.join('\n    ');
}

/** index.html with the page's links added at the end of its head. */
export function indexWithPreloads(html: string, links: string): string {
  if (!links) return html;
  const at = html.indexOf('</head>');
  return at < 0 ? html : `${html.slice(0, at)}  ${links}\n  ${html.slice(at)}`;
}
