import { MyDataSchema, myDataMessages } from '@ysy/contracts/account/my-data';
import { LIMIT_KINDS } from '@ysy/contracts/account/values';
import { routes } from '@ysy/contracts/routes';
import { collectUserData, removeUserData, usageOfUser } from '../accounts/user-data';
import { requireUser } from '../auth/tokens';
import type { UpstreamContext } from '../context';
import { upstreamMessages } from '../messages';
import { entitlementsByLevel, lockUserLevel } from '../repositories/entitlements';
import { countNeedsOfUser, listNeedsOfUser } from '../repositories/user-needs';
import { countOrdersOfUser, listOrdersOfUser } from '../repositories/user-orders';
import { contractRoute, HttpError, type ContractRoute } from '../route-kit';

const tokenInvalid = () => new HttpError(403, { code: 403, msg: upstreamMessages.tokenInvalid });

/**
 * The signed-in user's orders, needs, limits with their use, their data as one file, and the
 * deletion of the account. The user is always the token's (requireUser: 403 without one, which
 * the BFF turns into 401); no call takes a user id.
 */
export function myDataRoutes(ctx: UpstreamContext): ContractRoute[] {
  const { db } = ctx;
  return [
    contractRoute(routes.myOrders).handle(async ({ query, request }) => {
      const userId = await requireUser(ctx, request);
      const total = await countOrdersOfUser(db, userId);
      const list = await listOrdersOfUser(db, userId, query.page);
      return { code: 0, data: { total, page: query.page, list } };
    }),

    contractRoute(routes.myNeeds).handle(async ({ query, request }) => {
      const userId = await requireUser(ctx, request);
      const total = await countNeedsOfUser(db, userId);
      const list = await listNeedsOfUser(db, userId, query.page);
      return { code: 0, data: { total, page: query.page, list } };
    }),

    contractRoute(routes.myBenefits).handle(async ({ request }) => {
      const userId = await requireUser(ctx, request);
      const [user] = await db.query<{ vip_level: number }>(
        'SELECT vip_level FROM users WHERE id = $1',
        [userId],
      );
      if (!user) throw tokenInvalid();
      const levels = await entitlementsByLevel(db);
      // A level without its own row has the lowest level's limits (as the limit check does).
      const own = levels.find((l) => l.level === user.vip_level) ?? levels[0];
      if (!own) throw new Error('vip_entitlements is empty');
      const used = await usageOfUser(db, userId);
      const limits = LIMIT_KINDS.map((kind) => {
        const count = used[kind];
        return { kind, allowed: own.limits[kind], ...(count === undefined ? {} : { used: count }) };
      });
      return {
        code: 0,
        data: { level: user.vip_level, level_name: own.name, limits },
      };
    }),

    contractRoute(routes.myData).handle(async ({ request }) => {
      const userId = await requireUser(ctx, request);
      const parts = await collectUserData(db, userId);
      const exported = new Date(ctx.now()).toISOString();
      return { code: 0, data: MyDataSchema.parse({ exported_at: exported, ...parts }) };
    }),

    contractRoute(routes.deleteAccount).handle(async ({ request }) => {
      const userId = await requireUser(ctx, request);
      const ordersKept = await db.transaction(async (tx) => {
        // The user's row locked first: a watch or an export racing the deletion waits, then
        // finds no user, instead of adding a row after its part was removed.
        if ((await lockUserLevel(tx, userId)) === undefined) throw tokenInvalid();
        const kept = await countOrdersOfUser(tx, userId);
        await removeUserData(tx, userId);
        return kept;
      });
      return {
        code: 0,
        msg: myDataMessages.accountDeleted,
        data: { orders_kept: ordersKept },
      };
    }),
  ];
}
