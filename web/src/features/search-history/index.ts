/** 搜索历史, the section of 个人中心 (tab `history`). */
export { SearchHistoryPanel } from './components/search-history-panel';
