import { useQuery } from '@tanstack/react-query';
import type { SearchKind } from '@ysy/contracts/account/search-history-values';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { useLoggedInShown } from '../../../shared/state/use-logged-in-shown';
import {
  searchHistoryQueryOptions,
  useClearSearchHistory,
  useRemoveSearch,
} from '../api/search-history-queries';

/** One entry of 最近搜索: the keyword and where; `id` when the server keeps it (removable). */
export interface RecentSearch {
  keyword: string;
  kind: SearchKind;
  id?: number;
}

/** This browser's own recent company searches, as the search box keeps them for a visitor. */
export interface LocalRecent {
  recent: readonly string[];
  add(keyword: string): void;
  clear(): void;
}

/**
 * What the empty search box offers as 最近搜索. Signed in: the server's history (the newest
 * page, any browser's searches), each removable, 清空 clearing it on the server; the server
 * records a search when its results show (useRecordSearch), so `add` keeps nothing here. A
 * visitor: this browser's local list, as before. The server's list is asked for once the box
 * opens.
 */
export function useRecentHistory(local: LocalRecent, open: boolean) {
  const loggedIn = useLoggedInShown();
  const history = useQuery({ ...searchHistoryQueryOptions(1), enabled: loggedIn && open });
  const remove = useRemoveSearch();
  const clear = useClearSearchHistory();
  if (!loggedIn) {
    const recent: RecentSearch[] = local.recent.map((keyword) => ({ keyword, kind: 'company' }));
    return { recent, add: local.add, clear: local.clear, remove: () => undefined };
  }
  const reply = history.data;
  const recent: RecentSearch[] =
    reply && isSuccess(reply, 0)
      ? reply.data.list.map(({ id, keyword, kind }) => ({ id, keyword, kind }))
      : [];
  return {
    recent,
    add: () => undefined,
    clear: () => clear.mutate(),
    remove: (item: RecentSearch) => {
      if (item.id !== undefined) remove.mutate(item.id);
    },
  };
}
