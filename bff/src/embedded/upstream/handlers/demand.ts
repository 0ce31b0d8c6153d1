import { routes } from '@ysy/contracts/routes';
import { DemandBodySchema } from '@ysy/contracts/demand/schemas';
import { contractRoute, HttpError, type ContractRoute } from '../route-kit';
import { messageOf } from '@ysy/contracts/common/zod-errors';
import { optionalUser } from '../auth/tokens';
import type { UpstreamContext } from '../context';
import { upstreamMessages } from '../messages';

/** publish_demand: stores a visitor's need and phone for the consultants to call back. */
export function demandRoutes(ctx: UpstreamContext): ContractRoute[] {
  return [
    contractRoute(routes.publishDemand).handle(async ({ body, request }) => {
      // The route kit has parsed the body already; parsing the parsed value again guards the
      // INSERT itself, so no future change to the kit can let an unchecked need into the table.
      const checked = DemandBodySchema.safeParse(body);
      if (!checked.success) throw new HttpError(400, { code: 400, msg: messageOf(checked.error) });
      const userId = await optionalUser(ctx, request);
      await ctx.db.query(
        'INSERT INTO demands (need, phone, ip, user_id, created_at) VALUES ($1, $2, $3, $4, $5)',
        [checked.data.need, checked.data.phone, request.ip, userId ?? null, new Date(ctx.now())],
      );
      return { code: 0, msg: upstreamMessages.demandPublished };
    }),
  ];
}
