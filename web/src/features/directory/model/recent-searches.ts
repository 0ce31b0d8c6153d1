/** How many past searches the box offers. */
export const RECENT_MAX = 8;

/** localStorage key of this browser's recent searches (newest first). */
export const RECENT_KEY = 'ysyRecentSearches';

/**
 * Adds a search to the front of the list: trimmed, without an earlier copy of itself
 * (case-insensitive), at most RECENT_MAX long. A blank keyword leaves the list as it is.
 */
export function addRecent(list: readonly string[], keyword: string): string[] {
  const k = keyword.trim();
  if (k === '') return [...list];
  return [k, ...list.filter((item) => item.toLowerCase() !== k.toLowerCase())].slice(0, RECENT_MAX);
}

/** Reads a stored list, keeping only strings (storage can hold anything). */
export function parseRecent(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value
          .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
          .slice(0, RECENT_MAX)
      : [];
  } catch {
    return [];
  }
}
