import { queryOptions } from '@tanstack/react-query';
import { customsSuggest } from '@ysy/contracts/directory/schemas';
import { callApi } from '../../../shared/api/client';

/** GET /api/client/customs/suggest — suggestions while typing (ours). */
export function suggestQueryOptions(keyword: string) {
  return queryOptions({
    queryKey: [customsSuggest.id, keyword],
    queryFn: ({ signal }) => callApi(customsSuggest, { query: { keyword }, signal }),
    staleTime: 5 * 60_000,
  });
}
