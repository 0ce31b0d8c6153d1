import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@ysy/contracts/endpoints';
import { callApi } from '../../../shared/api/client';

/** GET /api/client/site/campaign?slug= — a campaign's text, dates and call to action. */
export function campaignQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [endpoints.campaign.id, { slug }],
    queryFn: ({ signal, client }) =>
      callApi(endpoints.campaign, { query: { slug }, signal, client }),
    staleTime: 10 * 60_000,
  });
}
