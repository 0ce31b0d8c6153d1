import { withQuery } from '@ysy/contracts/common/query-string';

/**
 * Search params stay plain strings (`?keyword=123` is the string "123", not a number), the way
 * the product's URLs were written before; routes coerce what they need in `validateSearch`.
 */
export function parseSearch(searchStr: string): Record<string, string> {
  const params = new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr);
  return Object.fromEntries(params.entries());
}

/** A search value as a URL param: objects (and arrays' object items) as JSON. */
const asParam = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : value;

export function stringifySearch(search: Record<string, unknown>): string {
  const params = Object.fromEntries(
    Object.entries(search).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map(asParam) : asParam(value),
    ]),
  );
  // `?a=1&b=2` as the API client builds its calls' URLs (nothing when every value is empty).
  return withQuery('', params);
}
