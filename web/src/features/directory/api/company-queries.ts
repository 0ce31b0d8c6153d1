import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@ysy/contracts/endpoints';
import { callApi } from '../../../shared/api/client';
import { companySearchQueryOf, type ListSearch } from '../model/list-search';

/** GET /api/client/customs — one page of companies for a keyword and filters. */
export function companySearchQueryOptions(search: ListSearch & { keyword: string }) {
  const query = companySearchQueryOf(search);
  return queryOptions({
    queryKey: [endpoints.companySearch.id, query],
    queryFn: ({ signal, client }) => callApi(endpoints.companySearch, { query, signal, client }),
    staleTime: 60_000,
  });
}

/** GET /api/client/seniordimensionyuan/show — the province and capital-band filter lists. */
export const filtersQueryOptions = queryOptions({
  queryKey: [endpoints.capitalBands.id],
  queryFn: ({ signal, client }) => callApi(endpoints.capitalBands, { signal, client }),
  staleTime: 30 * 60_000,
});

/** GET /api/client/custom_only — a company profile. */
export function companyQueryOptions(eid: string) {
  return queryOptions({
    queryKey: [endpoints.companyProfile.id, eid],
    queryFn: ({ signal, client }) =>
      callApi(endpoints.companyProfile, { query: { eid }, signal, client }),
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
