import { queryOptions } from '@tanstack/react-query';
import type { Endpoint, EndpointQuery } from '@ysy/contracts/common/endpoint';
import { endpoints } from '@ysy/contracts/endpoints';
import type { RouteId } from '@ysy/contracts/routes';
import { callApi, type CallContext } from '../../../shared/api/client';
import type { RegisterView } from '../model/register-kinds';
import { registerQueryOf, type RegisterSearch } from '../model/register-search';

/**
 * Calls a lookup route with a query of the shape every lookup takes (the list's keyword, page
 * and eid; the details' id); the generic route type cannot carry that shape by itself.
 */
function callLookup<K extends RouteId>(
  route: Endpoint<K>,
  query: Record<string, string | number>,
  { signal, client }: CallContext,
): Promise<unknown> {
  return callApi(route, { query: query as EndpointQuery<K>, signal, client });
}

/** One page of a register (the lookup list call of the kind) for a keyword and/or a company. */
export function registerListQueryOptions(kind: RegisterView, search: RegisterSearch) {
  const query = registerQueryOf(search);
  return queryOptions({
    queryKey: [kind.list.id, query],
    queryFn: (context) => callLookup(kind.list, query, context),
    staleTime: 60_000,
  });
}

/** One register item by id (the lookup details call). */
export function registerItemQueryOptions(route: Endpoint, id: string) {
  return queryOptions({
    queryKey: [route.id, id],
    queryFn: (context) => callLookup(route, { id }, context),
    staleTime: 5 * 60_000,
  });
}

/** A company's annual reports by year (/declarationyears/{eid}). */
export function declarationYearsQueryOptions(eid: string) {
  return queryOptions({
    queryKey: [endpoints.declarationYears.id, eid],
    queryFn: ({ signal, client }) =>
      callApi(endpoints.declarationYears, { query: { eid }, signal, client }),
    staleTime: 5 * 60_000,
  });
}
