import { isRecord } from '@ysy/contracts/common/is-record';

/** Re-serialises the validated query: unknown or absent fields never reach the upstream. */
export function toQueryString(data: unknown): string {
  if (!isRecord(data)) return '';
  let qs = '';
  for (const key in data) {
    const value = data[key];
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null || typeof item === 'object') continue;
      qs += `${qs === '' ? '' : '&'}${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`;
    }
  }
  return qs;
}
