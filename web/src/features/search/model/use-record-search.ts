import { useEffect } from 'react';
import type { SearchKind } from '@ysy/contracts/account/search-history-values';
import { useLoggedInShown } from '../../../shared/state/use-logged-in-shown';
import { useRecordSearchCall } from '../api/search-history-queries';

/**
 * Records a signed-in user's search on the server when its results page shows a keyword: once
 * per keyword and kind (paging, filters and sort are the same search). The results do not wait
 * for it: the search reply is public and carries no session, so the record is a call of its own
 * beside it. Anonymous visitors record nothing on the server.
 */
export function useRecordSearch(kind: SearchKind, keyword: string | undefined): void {
  const loggedIn = useLoggedInShown();
  const { mutate } = useRecordSearchCall();
  const trimmed = keyword?.trim() ?? '';
  useEffect(() => {
    if (loggedIn && trimmed !== '') mutate({ keyword: trimmed, kind });
  }, [loggedIn, trimmed, kind, mutate]);
}
