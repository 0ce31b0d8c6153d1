/**
 * Where a login may send the browser back to: only a place on this site. A browser resolves many
 * strings that look like paths to another host (`//x`, `/\x`, `/\t/x` with the tab dropped,
 * `https:x`), so the value is resolved the way a browser would, with `new URL(value, origin)`,
 * and must stay on that origin; it must also start with exactly one slash and hold only printable
 * ASCII (no control characters, backslashes or look-alike "slashes" such as U+2215 or U+FF0F),
 * and no percent-encoded slash, backslash or control character that a later decoding could turn
 * into one. The page and the simulated WeChat login share this rule, so neither can be the open
 * redirect the other refuses.
 */
const ORIGIN = 'https://site.invalid';
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
const ENCODED_DANGER = /%(?:[01][0-9a-f]|2f|5c|7f)/i;

/** The login callback's own parameters, which must not travel into the href it returns to. */
const LOGIN_PARAMS = ['code', 'state'] as const;

/** The in-site href (path, query and hash) `value` names, or undefined when it could leave the site. */
export function sameOriginHref(value: string): string | undefined {
  if (value.length === 0 || value.length > 1024) return undefined;
  if (!PRINTABLE_ASCII.test(value) || value.includes('\\')) return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  if (ENCODED_DANGER.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== ORIGIN) return undefined;
  // A dot segment can turn `/.//x` into `//x` once normalised; the normalised path must be safe too.
  if (url.pathname.startsWith('//')) return undefined;
  return url.pathname + url.search + url.hash;
}

/**
 * `href` with `?code=…&state=…` of a login added to its query, before any hash: a hash after the
 * query is where a browser looks for it, and a query written after a hash would be part of the hash.
 */
export function withLoginParams(href: string, params: { code: string; state: string }): string {
  const hashAt = href.indexOf('#');
  const base = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const separator = base.includes('?') ? '&' : '?';
  const query = `code=${encodeURIComponent(params.code)}&state=${encodeURIComponent(params.state)}`;
  return `${base}${separator}${query}${hash}`;
}

/**
 * Where a login started on the page at `location` comes back to: the whole in-site href (path,
 * query and hash) without a previous login's `code` and `state`; without the hash, then the path
 * alone, when the rest is not a safe href; and `/` when not even the path is.
 */
export function loginReturnHref(location: {
  pathname: string;
  search: string;
  hash: string;
}): string {
  // Split by hand, not with URLSearchParams, whose re-encoding would turn a plain `/` in a value
  // into the `%2F` the rule above refuses.
  const query = location.search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && !LOGIN_PARAMS.some((key) => pair.split('=')[0] === key))
    .join('&');
  const withQuery = `${location.pathname}${query ? `?${query}` : ''}`;
  return (
    sameOriginHref(withQuery + location.hash) ??
    sameOriginHref(withQuery) ??
    sameOriginHref(location.pathname) ??
    '/'
  );
}
