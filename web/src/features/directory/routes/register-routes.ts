import type { RouteData } from '../../../routes/route-data';
import { einDetailsQueryOptions } from '../api/company-queries';
import {
  declarationYearsQueryOptions,
  registerItemQueryOptions,
  registerListQueryOptions,
} from '../api/register-queries';
import { registerDetailsRoutes } from '../model/register-details';
import type { RegisterId } from '../model/register-kinds';
import { parseRegisterSearch, type RegisterSearch } from '../model/register-search';

/**
 * The register pages own their data: keyword, page and company come from the URL, and the
 * loader fetches the page of records before the page renders. A failed call is shown by the
 * page with a retry (only the company list goes to /404).
 */
export function registerListRouteData(id: RegisterId): RouteData<RegisterSearch, RegisterSearch> {
  return {
    validateSearch: (raw) => parseRegisterSearch(raw),
    loaderDeps: ({ search }) => search,
    async loader({ context, deps }) {
      // The registers' table (with their texts) comes with the register pages, not the first
      // load; the page's chunk needs it too, so this costs no extra request.
      const { registerKinds } = await import('../model/register-kinds');
      await context.queryClient
        .ensureQueryData(registerListQueryOptions(registerKinds[id], deps))
        .catch(() => undefined);
    },
  };
}

/** Details pages of the registers with an item call, by numeric id. */
export function registerItemRouteData(id: keyof typeof registerDetailsRoutes): RouteData {
  return {
    async loader({ context, params }) {
      await context.queryClient
        .ensureQueryData(registerItemQueryOptions(registerDetailsRoutes[id], params.id ?? ''))
        .catch(() => undefined);
    },
  };
}

export const einDetailsRouteData: RouteData = {
  async loader({ context, params }) {
    await context.queryClient
      .ensureQueryData(einDetailsQueryOptions(params.id ?? ''))
      .catch(() => undefined);
  },
};

export const declarationYearsRouteData: RouteData = {
  async loader({ context, params }) {
    await context.queryClient
      .ensureQueryData(declarationYearsQueryOptions(params.id ?? ''))
      .catch(() => undefined);
  },
};
