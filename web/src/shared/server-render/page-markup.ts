import type { DehydratedState } from '@tanstack/react-query';

/**
 * How a server-rendered page travels in its HTML: the markup inside `#root` (marked so the browser
 * hydrates it rather than rendering afresh) and the query cache it was drawn from as JSON in a
 * script element the browser reads before its first render.
 */
export const ROOT_ID = 'root';
export const SERVER_MARKUP_ATTR = 'data-server-markup';
export const STATE_SCRIPT_ID = 'ysy-query-state';
/** The shell's `<main>`, which follows the top bar in the markup. */
export const MAIN_ID = 'main';

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The query cache the markup was drawn from (TanStack Query's `dehydrate`). */
  state: unknown;
  /** The page's document title. */
  title: string;
}

/**
 * JSON safe inside a script element: `<` is written as `\u003c`, so no reply text can close the
 * element (`</script>`) or open a comment; U+2028 and U+2029 are escaped for old parsers.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const TOP_BAR_FIRST = `<link rel="expect" href="#${MAIN_ID}" blocking="render">`;

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The built `index.html` with a rendered page in it: its title, its markup in `#root` and its
 * state after it. The shell HTML is returned unchanged when it lacks the elements (an older build).
 */
export function withRenderedPage(indexHtml: string, page: RenderedPage): string {
  const emptyRoot = `<div id="${ROOT_ID}"></div>`;
  if (!indexHtml.includes(emptyRoot)) return indexHtml;
  const filledRoot =
    `<div id="${ROOT_ID}" ${SERVER_MARKUP_ATTR}>${page.html}</div>` +
    `<script type="application/json" id="${STATE_SCRIPT_ID}">${scriptSafeJson(page.state)}</script>`;
  return (
    indexHtml
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
      // The replies the page needs are in its state: a fetch preload would download one again.
      .replace(/<link rel="preload" as="fetch"[^>]*>\s*/g, '')
      // No paint before the top bar is parsed whole: Chromium parses a long document in slices
      // and painted half a menu, which moved as the rest arrived (centred between the logo and
      // the right end). Browsers without `rel=expect` ignore it.
      .replace('</head>', () => `${TOP_BAR_FIRST}</head>`)
      .replace(emptyRoot, () => filledRoot)
  );
}

/** When TanStack Query's dehydrated state says each reply was fetched and dehydrated. */
const FETCH_TIMES = new Set(['dataUpdatedAt', 'errorUpdatedAt', 'dehydratedAt']);

/**
 * What decides whether a rendered page changed, for its ETag: the markup, the title and the state
 * without the times its replies were fetched (two renders of the same data differ only in those).
 * A 304 then leaves the browser its stored copy, whose older times make its queries refetch as
 * their freshness says.
 */
export function pageContent(page: RenderedPage): string {
  const state = JSON.stringify(page.state, (key, value: unknown) =>
    FETCH_TIMES.has(key) ? undefined : value,
  );
  return `${page.title}\n${page.html}\n${state}`;
}

/** The state the server rendered this page from, or undefined for a page rendered in the browser. */
export function readServerState(doc: Document): DehydratedState | undefined {
  const root = doc.getElementById(ROOT_ID);
  const script = doc.getElementById(STATE_SCRIPT_ID);
  if (!root?.hasAttribute(SERVER_MARKUP_ATTR) || !script?.textContent) return undefined;
  try {
    const state: unknown = JSON.parse(script.textContent);
    // Written by `withRenderedPage` from TanStack Query's `dehydrate`.
    return typeof state === 'object' && state !== null ? (state as DehydratedState) : undefined;
  } catch {
    return undefined;
  }
}
