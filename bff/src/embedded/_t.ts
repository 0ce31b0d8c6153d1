import type { z } from 'zod';
import type { RouteDef } from '@ysy/contracts/common/route';
import { routes } from '@ysy/contracts/routes';
import type { Handler } from './http/route-kit';
function on<R extends RouteDef>(route: R) {
  return { handle: (handler: Handler<R>) => ({ route, handler }) };
}
export const x = on(routes.customsCount).handle(async ({ query }) => ({ code: 0, data: { total: query.page ?? 1 } }));
export const y = on(routes.customOnly).handle(async ({ query }) => (query.eid ? { code: 404, msg: 'x' } : { code: 0, data: { total: 1 } }));
type _Z = z.ZodType;
