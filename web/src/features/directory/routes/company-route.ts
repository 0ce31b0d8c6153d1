import type { RouteData } from '../../../routes/route-data';

/**
 * /company/{id} loads its profile before rendering. An unknown id answers a non-zero code,
 * which the page shows as its own not-found state (the list is what goes to /404).
 */
export const companyRouteData: RouteData = {
  async loader({ context, params }) {
    const id = params.id ?? '';
    // The query options come with the profile page's chunk, not with the first load.
    const { companyQueryOptions } = await import('../api/company-queries');
    await context.queryClient.ensureQueryData(companyQueryOptions(id)).catch(() => undefined);
  },
};
