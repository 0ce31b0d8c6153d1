import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { saveKeyword } from '../../../shared/storage/keyword-storage';

/** The `keyword` query parameter of the current location, if any. */
export function useRouteKeyword(): string | undefined {
  return useRouterState({
    select: (state) => {
      const search: Record<string, unknown> = state.location.search;
      const value = search.keyword;
      return value === undefined || value === null ? undefined : String(value);
    },
  });
}

/** Keeps session storage in step with the route's keyword (docs/behaviour.md#search). */
export function useSyncKeywordToStorage(): void {
  const keyword = useRouteKeyword();
  useEffect(() => {
    if (keyword !== undefined) saveKeyword(keyword);
  }, [keyword]);
}
