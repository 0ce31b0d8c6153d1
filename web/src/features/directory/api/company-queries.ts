import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@ysy/contracts/endpoints';
import { callApi } from '../../../shared/api/client';
import { customsQueryOf, type ListSearch } from '../model/list-search';

/** GET /api/client/endpoints.customs — one page of companies for a keyword and filters. */
export function customsQueryOptions(search: ListSearch & { keyword: string }) {
  const query = customsQueryOf(search);
  return queryOptions({
    queryKey: [endpoints.customs.id, query],
    queryFn: ({ signal }) => callApi(endpoints.customs, { query, signal }),
    staleTime: 60_000,
  });
}

/** GET /api/client/seniordimensionyuan/show — the province and capital-band filter lists. */
export const filtersQueryOptions = queryOptions({
  queryKey: [endpoints.seniorDimensionYuan.id],
  queryFn: ({ signal }) => callApi(endpoints.seniorDimensionYuan, { signal }),
  staleTime: 30 * 60_000,
});

/** GET /api/client/custom_only — a company profile. */
export function companyQueryOptions(eid: string) {
  return queryOptions({
    queryKey: [endpoints.customOnly.id, eid],
    queryFn: ({ signal }) => callApi(endpoints.customOnly, { query: { eid }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/client/eindetails/show — the company's invoicing details (copied from the profile). */
export function einDetailsQueryOptions(eid: string) {
  return queryOptions({
    queryKey: [endpoints.einDetails.id, eid],
    queryFn: ({ signal }) => callApi(endpoints.einDetails, { query: { eid }, signal }),
    staleTime: 5 * 60_000,
  });
}
