import { wholeParam } from '../../../shared/routing/search-values';

/** The profile's search params: the page of its 变更记录 (from 2; page 1 is the plain URL). */
export type ProfileSearch = {
  changes?: number;
};

export function parseProfileSearch(raw: Record<string, unknown>): ProfileSearch {
  const changes = wholeParam(raw.changes, 2, Number.MAX_SAFE_INTEGER);
  return changes === undefined ? {} : { changes };
}

/** The search of the profile showing page `n` of its 变更记录. */
export function profileSearchOf(n: number): ProfileSearch {
  return n > 1 ? { changes: n } : {};
}
