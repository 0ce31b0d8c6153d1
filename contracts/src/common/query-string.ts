/** One query value; `undefined` and `null` are left out, so optional filters stay off the URL. */
export type QueryValue = string | number | boolean | null | undefined;

/**
 * `path?a=1&b=2` in the query object's key order, with URLSearchParams' encoding (an array gives
 * the key once per item). The browser's API client and the server's fetch preloads both build
 * their URLs here: a preload is used only when its URL is the page's own to the byte.
 */
export function withQuery(path: string, query?: object | null): string {
  if (query === undefined || query === null) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (value === undefined || value === null) continue;
    const items: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of items) params.append(key, String(item));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
