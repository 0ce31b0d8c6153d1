import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@ysy/contracts/endpoints';
import { callApi } from '../../../shared/api/client';

/** GET /api/client/service/offer?slug= — one landing page's offer, plans and FAQs. */
export function serviceOfferQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [endpoints.serviceOffer.id, { slug }],
    queryFn: ({ signal, client }) =>
      callApi(endpoints.serviceOffer, { query: { slug }, signal, client }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/client/service/all — every service with its lowest price (home's hot services). */
export const serviceListQueryOptions = queryOptions({
  queryKey: [endpoints.serviceList.id],
  queryFn: ({ signal, client }) => callApi(endpoints.serviceList, { signal, client }),
  staleTime: 5 * 60_000,
});
