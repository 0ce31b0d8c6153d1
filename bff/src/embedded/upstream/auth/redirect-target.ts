/**
 * Where the simulated WeChat page may send its one-time login code: only a path on this site.
 * A browser resolves many strings that look like paths to another host (`//x`, `/\x`, `/\t/x`
 * with the tab dropped, `https:x`), so the value is resolved the way a browser would, with
 * `new URL(value, origin)`, and must stay on that origin; it must also start with exactly one
 * slash and hold only printable ASCII (no control characters, backslashes or look-alike
 * "slashes" such as U+2215 or U+FF0F), and no percent-encoded slash, backslash or control
 * character that a later decoding could turn into one.
 */
const ORIGIN = 'https://site.invalid';
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
const ENCODED_DANGER = /%(?:[01][0-9a-f]|2f|5c|7f)/i;

/** The path (with its query) to redirect to, or undefined when `value` could leave the site. */
export function sameOriginRedirectPath(value: string): string | undefined {
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
  return url.pathname + url.search;
}
