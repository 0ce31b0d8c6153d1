import type { RouteData } from '../../../routes/route-data';
import { companyQueryOptions } from '../api/company-queries';

/**
 * /company/{id} loads its profile before rendering. An unknown id answers a non-zero code,
 * which the page shows as its own not-found state (the list is what goes to /404).
 */
export const companyRouteData: RouteData = {
  async loader({ context, params }) {
    const id = params.id ?? '';
    await context.queryClient.ensureQueryData(companyQueryOptions(id)).catch(() => undefined);
  },
};
