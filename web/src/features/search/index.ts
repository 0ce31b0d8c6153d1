/** What other features use of the search: recording searches and the user's search history. */
export { useRecordSearch } from './model/use-record-search';
export { useRecentHistory, type LocalRecent, type RecentSearch } from './model/use-recent-history';
export {
  searchHistoryQueryOptions,
  searchHistorySettingQueryOptions,
  useClearSearchHistory,
  useRemoveSearch,
  useSetKeepSearchHistory,
} from './api/search-history-queries';
