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
 * Runs on every reply of a route with server links, so it allocates nothing per node: the path is
 * kept as a stack of keys and spelled out only for a link it reports.
 */
export function blankUnsafeLinks(
  data: unknown,
  report: (field: string, value: string) => void,
  path = 'data',
): void {
  blankIn(data, report, [path]);
}

function spell(keys: readonly (string | number)[]): string {
  let out = '';
  for (const key of keys)
    out += typeof key === 'number' ? `[${key}]` : out === '' ? key : `.${key}`;
  return out;
}

function blankIn(
  data: unknown,
  report: (field: string, value: string) => void,
  keys: (string | number)[],
): void {
  if (typeof data !== 'object' || data === null) return;
  if (Array.isArray(data)) {
    for (let index = 0; index < data.length; index++) {
      const item: unknown = data[index];
      if (typeof item !== 'object' || item === null) continue;
      keys.push(index);
      blankIn(item, report, keys);
      keys.pop();
    }
    return;
  }
  const record = data as Record<string, unknown>;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    const value = record[key];
    if (key === 'url' && typeof value === 'string') {
      if (value !== '' && !isSafeLink(value)) {
        keys.push(key);
        report(spell(keys), value);
        keys.pop();
        record[key] = '';
      }
    } else if (typeof value === 'object' && value !== null) {
      keys.push(key);
      blankIn(value, report, keys);
      keys.pop();
    }
  }
}
