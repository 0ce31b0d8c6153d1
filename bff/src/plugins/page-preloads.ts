import { endpoints } from '@ysy/contracts/endpoints';
import { OFFER_PAGES as OFFER_SLUGS } from '@ysy/contracts/service/offer-pages';

/** One route's files beyond the entry, as the web build lists them (web/build/route-assets.ts). */
export interface RouteAssets {
  path: string;
  js: string[];
  css: string[];
}

const OFFER_PAGES: ReadonlySet<string> = new Set(OFFER_SLUGS);

const MAX_ID = 2_147_483_647;

/** A whole number from 1, the way the page reads its ids (`Number(...)`), or undefined. */
function wholeId(raw: string | null): number | undefined {
  if (raw === null || raw === '') return undefined;
  const id = Number(raw);
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : undefined;
}

/** `path?query` exactly as the page's API client builds it (URLSearchParams, in this order). */
function call(path: string, query?: Record<string, string | number>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.append(key, String(value));
  return `${path}?${params.toString()}`;
}

/**
 * The GETs a page's route loader makes before it renders, for the pages whose first view waits
 * on them: listed as fetch preloads in the page's HTML, they start with the scripts instead of
 * after them. Each URL must be the one the page's own fetch asks for, to the byte, or the browser
 * fetches twice; when the page's search params are anything but the plain case, nothing is
 * listed and the page fetches as before.
 */
export function pageDataCalls(pathname: string, search: URLSearchParams): string[] {
  const segments = pathname.split('/').slice(1);
  const [first, second] = segments;
  if (segments.length === 1 && first !== undefined && OFFER_PAGES.has(first)) {
    return [call(endpoints.serviceOffer.bffPath, { slug: first })];
  }
  if (pathname === '/vip') return [call(endpoints.vipTiers.bffPath)];
  if (pathname === '/') return [call(endpoints.serviceList.bffPath)];
  if (first === 'company' && segments.length === 2 && second && /^[\w-]+$/.test(second)) {
    return [call(endpoints.customOnly.bffPath, { eid: second })];
  }
  if (first === 'knowledgebase' && segments.length === 2) {
    const branch = wholeId(second ?? null);
    if (branch === undefined) return [];
    const calls = [call(endpoints.knowledgeIndexYsy.bffPath, { id: branch })];
    const article = wholeId(search.get('article'));
    if (article !== undefined)
      calls.push(call(endpoints.knowledgeArticle.bffPath, { id: article }));
    return calls;
  }
  if (pathname === '/list') {
    const keyword = (search.get('keyword') ?? '').trim();
    const onlyKeyword = [...search.keys()].every((key) => key === 'keyword');
    if (!onlyKeyword || keyword.length === 0 || keyword.length > 50) return [];
    return [
      call(endpoints.customs.bffPath, { keyword, page: 1 }),
      call(endpoints.seniorDimensionYuan.bffPath),
    ];
  }
  return [];
}

/** The route-table row a path matches: literal segments, `$name` for any one segment. */
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
 * API client's `fetch`).
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
