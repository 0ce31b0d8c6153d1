import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchKind } from '@ysy/contracts/account/search-history-values';
import { endpoints } from '@ysy/contracts/endpoints';
import { callApi } from '../../../shared/api/client';

/**
 * The signed-in user's search history calls (ours, the session's user). Every write refreshes
 * every history query (最近搜索 and the 搜索历史 panel read the same list).
 */

/** The key every history query starts with, so one invalidation reaches them all. */
export const SEARCH_HISTORY_KEY = 'searchHistory';

/** GET …/search_history — a page of the history, newest first. */
export function searchHistoryQueryOptions(page: number) {
  return queryOptions({
    queryKey: [SEARCH_HISTORY_KEY, endpoints.searchHistory.id, page],
    queryFn: ({ signal }) => callApi(endpoints.searchHistory, { query: { page }, signal }),
  });
}

/** GET …/search_history/setting — whether searches are kept (记录搜索历史). */
export const searchHistorySettingQueryOptions = queryOptions({
  queryKey: [SEARCH_HISTORY_KEY, endpoints.searchHistorySetting.id],
  queryFn: ({ signal }) => callApi(endpoints.searchHistorySetting, { signal }),
});

function useHistoryWrite<T>(write: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => client.invalidateQueries({ queryKey: [SEARCH_HISTORY_KEY] }),
  });
}

/** POST …/record — the search the user just made. */
export function useRecordSearchCall() {
  return useHistoryWrite((body: { keyword: string; kind: SearchKind }) =>
    callApi(endpoints.recordSearch, { body }),
  );
}

/** POST …/remove — one search. */
export function useRemoveSearch() {
  return useHistoryWrite((id: number) => callApi(endpoints.removeSearch, { body: { id } }));
}

/** POST …/clear — 清空. */
export function useClearSearchHistory() {
  return useHistoryWrite(() => callApi(endpoints.clearSearchHistory, { body: {} }));
}

/** POST …/setting/update — turns 记录搜索历史 on or off. */
export function useSetKeepSearchHistory() {
  return useHistoryWrite((keep: boolean) =>
    callApi(endpoints.setSearchHistorySetting, { body: { keep } }),
  );
}
