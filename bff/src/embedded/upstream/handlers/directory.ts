import { routes } from '@ysy/contracts/routes';
import { ErrorReportBodySchema } from '@ysy/contracts/directory/schemas';
import { directoryMessages } from '@ysy/contracts/directory/messages';
import { messageOf } from '@ysy/contracts/common/zod-errors';
import { contractRoute, HttpError, type ContractRoute } from '../route-kit';
import { idempotentRoute } from '../idempotent-route';
import { optionalUser } from '../auth/tokens';
import type { UpstreamContext } from '../context';
import { upstreamMessages } from '../messages';
import { companyIdByEid, suggestCompanies } from '../repositories/companies';
import { insertErrorReport } from '../repositories/visitor-requests';

const NOT_FOUND = 404;

/** The directory's own calls: search suggestions and the 纠错 (error report) write, stored once per Idempotency-Key. */
export function directoryRoutes(ctx: UpstreamContext): ContractRoute[] {
  return [
    contractRoute(routes.companySuggest).handle(async ({ query }) => ({
      code: 0,
      data: { list: await suggestCompanies(ctx.db, query.keyword) },
    })),
    idempotentRoute(ctx, routes.companyErrorReport, async ({ body, request }, tx) => {
      // Parsed again right before the INSERT, so no change to the route kit can let an
      // unchecked report into the table.
      const checked = ErrorReportBodySchema.safeParse(body);
      if (!checked.success) throw new HttpError(400, { code: 400, msg: messageOf(checked.error) });
      const companyId = await companyIdByEid(tx.db, checked.data.eid);
      if (companyId === undefined)
        return { code: NOT_FOUND, msg: upstreamMessages.companyNotFound };
      const userId = await optionalUser(tx, request);
      const { topic, content, contact } = checked.data;
      await insertErrorReport(
        tx.db,
        { companyId, topic, content, contact: contact || null },
        { ip: request.ip, userId, createdAt: new Date(tx.now()) },
      );
      return { code: 0, msg: directoryMessages.reportStored };
    }),
  ];
}
