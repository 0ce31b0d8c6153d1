import { accountMessages } from '@ysy/contracts/account/messages';
import { routes } from '@ysy/contracts/routes';
import { checkLimit } from '../accounts/limits';
import { requireUser } from '../auth/tokens';
import type { UpstreamContext } from '../context';
import { upstreamMessages } from '../messages';
import { countUnread, listAlerts, markRead } from '../repositories/alerts';
import { listCompanyChanges } from '../repositories/company-changes';
import { companyIdByEid } from '../repositories/companies';
import { lockUserLevel } from '../repositories/entitlements';
import {
  countWatches,
  deleteWatch,
  insertWatch,
  isWatching,
  listWatches,
} from '../repositories/watches';
import { contractRoute, HttpError, type ContractRoute } from '../route-kit';

const NOT_FOUND = 404;
const notFound = { code: NOT_FOUND, msg: upstreamMessages.companyNotFound } as const;

/**
 * A company's change history, and the signed-in user's watches and alerts. The user is always
 * the token's (requireUser: 403 without one, which the BFF turns into 401); no call takes a user
 * id. A watch is checked against the level's limit (accounts/limits.ts) under the user's row lock.
 */
export function accountRoutes(ctx: UpstreamContext): ContractRoute[] {
  const { db } = ctx;
  return [
    contractRoute(routes.companyChanges).handle(async ({ query }) => {
      const companyId = await companyIdByEid(db, query.eid);
      if (companyId === undefined) return notFound;
      const { total, list } = await listCompanyChanges(db, companyId, query.page);
      return { code: 0, data: { total, page: query.page, list } };
    }),

    contractRoute(routes.watchCompany).handle(async ({ body, request }) => {
      const userId = await requireUser(ctx, request);
      const companyId = await companyIdByEid(db, body.eid);
      if (companyId === undefined) return notFound;
      return db.transaction(async (tx) => {
        const level = await lockUserLevel(tx, userId);
        if (level === undefined)
          throw new HttpError(403, { code: 403, msg: upstreamMessages.tokenInvalid });
        const watched = await countWatches(tx, userId);
        // Watching a watched company again is the same one watch: no limit to pass.
        if (await isWatching(tx, userId, companyId)) {
          return { code: 0, msg: accountMessages.watched, data: { watching: true, watched } };
        }
        const failure = await checkLimit(tx, level, 'watched_companies', watched + 1);
        if (failure) return failure;
        await insertWatch(tx, userId, companyId, new Date(ctx.now()));
        return {
          code: 0,
          msg: accountMessages.watched,
          data: { watching: true, watched: watched + 1 },
        };
      });
    }),

    contractRoute(routes.unwatchCompany).handle(async ({ body, request }) => {
      const userId = await requireUser(ctx, request);
      const companyId = await companyIdByEid(db, body.eid);
      if (companyId === undefined) return notFound;
      await deleteWatch(db, userId, companyId);
      const watched = await countWatches(db, userId);
      return { code: 0, msg: accountMessages.unwatched, data: { watching: false, watched } };
    }),

    contractRoute(routes.watchStatus).handle(async ({ query, request }) => {
      const userId = await requireUser(ctx, request);
      const companyId = await companyIdByEid(db, query.eid);
      if (companyId === undefined) return notFound;
      return { code: 0, data: { watching: await isWatching(db, userId, companyId) } };
    }),

    contractRoute(routes.myWatches).handle(async ({ query, request }) => {
      const userId = await requireUser(ctx, request);
      const total = await countWatches(db, userId);
      const list = await listWatches(db, userId, query.page);
      return { code: 0, data: { total, page: query.page, list } };
    }),

    contractRoute(routes.alertList).handle(async ({ query, request }) => {
      const userId = await requireUser(ctx, request);
      const { total, unread, list } = await listAlerts(db, userId, query.page);
      return { code: 0, data: { total, page: query.page, unread, list } };
    }),

    contractRoute(routes.alertUnread).handle(async ({ request }) => {
      const userId = await requireUser(ctx, request);
      return { code: 0, data: { unread: await countUnread(db, userId) } };
    }),

    contractRoute(routes.markAlertsRead).handle(async ({ body, request }) => {
      const userId = await requireUser(ctx, request);
      await markRead(db, userId, body.through);
      return {
        code: 0,
        msg: accountMessages.markedRead,
        data: { unread: await countUnread(db, userId) },
      };
    }),
  ];
}
