import { routes } from '@ysy/contracts/routes';
import { DemandBodySchema } from '@ysy/contracts/demand/schemas';
import { HttpError, type ContractRoute } from '../route-kit';
import { idempotentRoute } from '../idempotent-route';
import { messageOf } from '@ysy/contracts/common/zod-errors';
import { optionalUser } from '../auth/tokens';
import type { UpstreamContext } from '../context';
import { upstreamMessages } from '../messages';
import { insertDemand } from '../repositories/visitor-requests';

/**
 * publish_demand: stores a visitor's need and phone for the consultants to call back, once per
 * Idempotency-Key.
 */
export function demandRoutes(ctx: UpstreamContext): ContractRoute[] {
  return [
    idempotentRoute(ctx, routes.publishDemand, async ({ body, request }, tx) => {
      // The route kit has parsed the body already; parsing the parsed value again guards the
      // INSERT itself, so no future change to the kit can let an unchecked need into the table.
      const checked = DemandBodySchema.safeParse(body);
      if (!checked.success) throw new HttpError(400, { code: 400, msg: messageOf(checked.error) });
      const userId = await optionalUser(tx, request);
      await insertDemand(
        tx.db,
        { need: checked.data.need, phone: checked.data.phone },
        { ip: request.ip, userId, createdAt: new Date(tx.now()) },
      );
      return { code: 0, msg: upstreamMessages.demandPublished };
    }),
  ];
}
