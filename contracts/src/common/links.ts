/**
 * Which links from a server reply may be rendered: a path on this site (`/vip`, not `//host` or
 * `/\host`, which browsers resolve to another host) or an absolute http(s) URL. Anything else
 * (`javascript:`, `data:`, control characters, backslashes) could run script or leave the site
 * unexpectedly.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/** `http(s)://host` then the end or a path, query or fragment; no spaces anywhere. */
const ABSOLUTE_HTTP = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

export function isSafeLink(value: string): boolean {
  if (value === '' || UNSAFE_CHARACTERS.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return ABSOLUTE_HTTP.test(value);
}

/**
 * Blanks every `url` field in `data` (objects and arrays, any depth) that is not a safe link, and
 * reports each by its path (`data[0].children[2].url`). Mutates `data`, which must be a fresh copy.
 */
export function blankUnsafeLinks(
  data: unknown,
  report: (field: string, value: string) => void,
  path = 'data',
): void {
  if (Array.isArray(data)) {
    data.forEach((item, index) => blankUnsafeLinks(item, report, `${path}[${index}]`));
    return;
  }
  if (typeof data !== 'object' || data === null) return;
  const record = data as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (key === 'url' && typeof value === 'string') {
      if (value !== '' && !isSafeLink(value)) {
        report(`${path}.url`, value);
        record[key] = '';
      }
    } else {
      blankUnsafeLinks(value, report, `${path}.${key}`);
    }
  }
}
