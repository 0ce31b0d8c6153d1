import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@ysy/contracts/endpoints';
import { callApi } from '../../../shared/api/client';
import { customsQueryOf, type ListSearch } from '../model/list-search';

/** GET /api/client/customs — one page of companies for a keyword and filters. */
export function customsQueryOptions(search: ListSearch & { keyword: string }) {
  const query = customsQueryOf(search);
  return queryOptions({
    queryKey: [endpoints.customs.id, query],
    queryFn: ({ signal, client }) => callApi(endpoints.customs, { query, signal, client }),
    staleTime: 60_000,
  });
}

/** GET /api/client/seniordimensionyuan/show — the province and capital-band filter lists. */
export const filtersQueryOptions = queryOptions({
  queryKey: [endpoints.seniorDimensionYuan.id],
  queryFn: ({ signal, client }) => callApi(endpoints.seniorDimensionYuan, { signal, client }),
  staleTime: 30 * 60_000,
});

/** GET /api/client/custom_only — a company profile. */
export function companyQueryOptions(eid: string) {
  return queryOptions({
    queryKey: [endpoints.customOnly.id, eid],
    queryFn: ({ signal, client }) =>
      callApi(endpoints.customOnly, { query: { eid }, signal, client }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/client/eindetails/show — the company's invoicing details (copied from the profile). */
export function einDetailsQueryOptions(eid: string) {
  return queryOptions({
    queryKey: [endpoints.einDetails.id, eid],
    queryFn: ({ signal, client }) =>
      callApi(endpoints.einDetails, { query: { eid }, signal, client }),
    staleTime: 5 * 60_000,
  });
}
