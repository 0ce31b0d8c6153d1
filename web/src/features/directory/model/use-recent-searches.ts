import { useCallback, useEffect, useState } from 'react';
import { useHydrated } from '../../../shared/helpers/hydration';
import { readString, writeString, removeKey } from '../../../shared/storage/safe-storage';
import { addRecent, parseRecent, RECENT_KEY } from './recent-searches';

/** This browser's recent searches (localStorage), with add and clear. */
export function useRecentSearches() {
  const hydrated = useHydrated();
  const [recent, setRecent] = useState<string[]>([]);
  // Read once hydrated: the server's markup knows no browser's searches (the list shows only
  // once the box has focus, so the render before the read shows nothing either way).
  useEffect(() => {
    if (hydrated) setRecent(parseRecent(readString('local', RECENT_KEY)));
  }, [hydrated]);
  const add = useCallback((keyword: string) => {
    // Read again: another tab may have added searches since this one loaded.
    const next = addRecent(parseRecent(readString('local', RECENT_KEY)), keyword);
    writeString('local', RECENT_KEY, JSON.stringify(next));
    setRecent(next);
  }, []);
  const clear = useCallback(() => {
    removeKey('local', RECENT_KEY);
    setRecent([]);
  }, []);
  return { recent, add, clear };
}
