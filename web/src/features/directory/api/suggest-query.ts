import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@ysy/contracts/endpoints';
import { callApi } from '../../../shared/api/client';

/** GET /api/client/customs/suggest — suggestions while typing (ours). */
export function suggestQueryOptions(keyword: string) {
  return queryOptions({
    queryKey: [endpoints.companySuggest.id, keyword],
    queryFn: ({ signal, client }) =>
      callApi(endpoints.companySuggest, { query: { keyword }, signal, client }),
    staleTime: 5 * 60_000,
  });
}
