import type { RouteSample } from '../testing/route-samples';

/** One valid request and reply for each call of search history (typed by the contracts). */
export const searchHistoryRouteSamples: {
  searchHistory: RouteSample<'searchHistory'>;
  recordSearch: RouteSample<'recordSearch'>;
  removeSearch: RouteSample<'removeSearch'>;
  clearSearchHistory: RouteSample<'clearSearchHistory'>;
  searchHistorySetting: RouteSample<'searchHistorySetting'>;
  setSearchHistorySetting: RouteSample<'setSearchHistorySetting'>;
} = {
  searchHistory: {
    query: { page: 1 },
    reply: {
      code: 0,
      data: {
        total: 1,
        page: 1,
        list: [
          { id: 7, keyword: '易商', kind: 'company', searched_at: '2025-06-20T08:00:00.000Z' },
        ],
      },
    },
  },
  recordSearch: {
    body: { keyword: '易商', kind: 'trademark' },
    reply: { code: 0, msg: '已记录', data: { recorded: true } },
  },
  removeSearch: { body: { id: 7 }, reply: { code: 0, msg: '已删除', data: { total: 0 } } },
  clearSearchHistory: {
    body: {},
    reply: { code: 0, msg: '已清空搜索历史', data: { total: 0 } },
  },
  searchHistorySetting: { reply: { code: 0, data: { keep: true } } },
  setSearchHistorySetting: {
    body: { keep: false },
    reply: { code: 0, msg: '已关闭记录搜索历史', data: { keep: false } },
  },
};
