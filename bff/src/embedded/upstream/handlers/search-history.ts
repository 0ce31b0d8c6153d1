import { searchHistoryMessages as m } from '@ysy/contracts/account/search-history';
import { routes } from '@ysy/contracts/routes';
import { levelEntitlements } from '../accounts/limits';
import { requireUser } from '../auth/tokens';
import type { UpstreamContext } from '../context';
import { upstreamMessages } from '../messages';
import { entitlementsByLevel } from '../repositories/entitlements';
import {
  clearSearchHistory,
  countSearchHistory,
  deleteSearch,
  keepsSearchHistory,
  listSearchHistory,
  lockHistoryOwner,
  setKeepSearchHistory,
  upsertSearch,
} from '../repositories/search-history';
import { contractRoute, HttpError, type ContractRoute } from '../route-kit';

/**
 * The signed-in user's search history (搜索历史). The user is always the token's (requireUser:
 * 403 without one, which the BFF turns into 401); no call takes a user id, and every statement
 * names the user, so an id of another user's search reads or removes nothing.
 */
export function searchHistoryRoutes(ctx: UpstreamContext): ContractRoute[] {
  const { db } = ctx;
  return [
    contractRoute(routes.searchHistory).handle(async ({ query, request }) => {
      const userId = await requireUser(ctx, request);
      const total = await countSearchHistory(db, userId);
      const list = await listSearchHistory(db, userId, query.page);
      return { code: 0, data: { total, page: query.page, list } };
    }),

    // The history is a length, not a limit to refuse at: past the level's
    // search_history_length the oldest searches drop out and the new one is kept.
    contractRoute(routes.recordSearch).handle(async ({ body, request }) => {
      const userId = await requireUser(ctx, request);
      return db.transaction(async (tx) => {
        const owner = await lockHistoryOwner(tx, userId);
        if (owner === undefined)
          throw new HttpError(403, { code: 403, msg: upstreamMessages.tokenInvalid });
        if (!owner.keep) return { code: 0, msg: m.notKept, data: { recorded: false } };
        const { limits } = levelEntitlements(await entitlementsByLevel(tx), owner.level);
        const at = new Date(ctx.now());
        await upsertSearch(tx, userId, { ...body, at }, limits.search_history_length);
        return { code: 0, msg: m.recorded, data: { recorded: limits.search_history_length > 0 } };
      });
    }),

    contractRoute(routes.removeSearch).handle(async ({ body, request }) => {
      const userId = await requireUser(ctx, request);
      await deleteSearch(db, userId, body.id);
      return { code: 0, msg: m.removed, data: { total: await countSearchHistory(db, userId) } };
    }),

    contractRoute(routes.clearSearchHistory).handle(async ({ request }) => {
      const userId = await requireUser(ctx, request);
      await clearSearchHistory(db, userId);
      return { code: 0, msg: m.cleared, data: { total: 0 } };
    }),

    contractRoute(routes.searchHistorySetting).handle(async ({ request }) => {
      const userId = await requireUser(ctx, request);
      return { code: 0, data: { keep: await keepsSearchHistory(db, userId) } };
    }),

    contractRoute(routes.setSearchHistorySetting).handle(async ({ body, request }) => {
      const userId = await requireUser(ctx, request);
      await setKeepSearchHistory(db, userId, body.keep);
      return { code: 0, msg: body.keep ? m.keepOn : m.keepOff, data: { keep: body.keep } };
    }),
  ];
}
