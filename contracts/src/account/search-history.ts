import { z } from 'zod';
import { replyOf } from '../common/envelope';
import { CountSchema, KeywordSchema } from '../common/fields';
import { accountRoute, pageOf, PageQuerySchema } from './schemas';
import { SEARCH_KINDS, searchHistoryMessages } from './search-history-values';

export {
  SEARCH_KINDS,
  SEARCH_KIND_NAMES,
  searchHistoryMessages,
  type SearchKind,
} from './search-history-values';

/**
 * Ours: a signed-in user's search history (搜索历史 and the empty search box's 最近搜索), kept by
 * the server so it follows the user to any browser. Like every account call it names no user
 * (the upstream serves the token's user; no session: 401). A search is recorded with its own
 * call beside the search, because the search replies are public (shared caches, ETag) and so
 * never carry the token that would name the searcher.
 */

export const SearchKindSchema = z.enum(SEARCH_KINDS, { error: searchHistoryMessages.kindInvalid });

/** One kept search: the keyword, where, and when it was last made. */
export const SearchHistoryItemSchema = z.object({
  id: z.number().int().min(1),
  keyword: z.string(),
  kind: SearchKindSchema,
  searched_at: z.iso.datetime(),
});
export type SearchHistoryItem = z.infer<typeof SearchHistoryItemSchema>;

const HistoryIdSchema = z
  .number({ error: searchHistoryMessages.idInvalid })
  .int(searchHistoryMessages.idInvalid)
  .min(1, searchHistoryMessages.idInvalid)
  .max(Number.MAX_SAFE_INTEGER, searchHistoryMessages.idInvalid);

/** The history's length once a write is done (what 清空 and 删除 leave). */
const TotalReplySchema = replyOf(z.object({ total: CountSchema }));

export const searchHistory = accountRoute({
  id: 'searchHistory',
  method: 'GET',
  path: '/api/client/account/search_history',
  summary: '搜索历史（最近搜索的在前，分页）',
  query: PageQuerySchema,
  reply: replyOf(pageOf(SearchHistoryItemSchema)),
});

export const RecordSearchBodySchema = z.strictObject({
  keyword: KeywordSchema,
  kind: SearchKindSchema,
});
export type RecordSearchBody = z.infer<typeof RecordSearchBodySchema>;

/**
 * Records a search the user just made. The same keyword (case aside) and kind again moves it to
 * the top, one row. The history is as long as the user's level allows (search_history_length):
 * the oldest searches drop out, nothing is refused. With keeping off nothing is stored
 * (`recorded: false`).
 */
export const recordSearch = accountRoute({
  id: 'recordSearch',
  method: 'POST',
  path: '/api/client/account/search_history/record',
  summary: '记录一次搜索（同一关键词与类别移到最前；超出会员等级的长度时删去最早的）',
  body: RecordSearchBodySchema,
  reply: replyOf(z.object({ recorded: z.boolean() })),
});

export const RemoveSearchBodySchema = z.strictObject({ id: HistoryIdSchema });

export const removeSearch = accountRoute({
  id: 'removeSearch',
  method: 'POST',
  path: '/api/client/account/search_history/remove',
  summary: '删除一条搜索历史（已不存在时也成功）',
  body: RemoveSearchBodySchema,
  reply: TotalReplySchema,
});

export const clearSearchHistory = accountRoute({
  id: 'clearSearchHistory',
  method: 'POST',
  path: '/api/client/account/search_history/clear',
  summary: '清空搜索历史',
  body: z.strictObject({}),
  reply: TotalReplySchema,
});

/** Whether the user's searches are kept (记录搜索历史); on unless the user turned it off. */
const KeepReplySchema = replyOf(z.object({ keep: z.boolean() }));

export const searchHistorySetting = accountRoute({
  id: 'searchHistorySetting',
  method: 'GET',
  path: '/api/client/account/search_history/setting',
  summary: '是否记录搜索历史',
  reply: KeepReplySchema,
});

export const SearchHistorySettingBodySchema = z.strictObject({
  keep: z.boolean({ error: searchHistoryMessages.keepInvalid }),
});

/** Turning keeping off stores nothing new; what is kept stays until removed or cleared. */
export const setSearchHistorySetting = accountRoute({
  id: 'setSearchHistorySetting',
  method: 'POST',
  path: '/api/client/account/search_history/setting/update',
  summary: '开启或关闭记录搜索历史（关闭后不再记录新的搜索）',
  body: SearchHistorySettingBodySchema,
  reply: KeepReplySchema,
});

/** The calls of search history, spread into the one route table. */
export const searchHistoryRoutes = {
  searchHistory,
  recordSearch,
  removeSearch,
  clearSearchHistory,
  searchHistorySetting,
  setSearchHistorySetting,
} as const;
