import { queryOptions } from '@tanstack/react-query';
import { routes } from '@ysy/contracts/routes';
import { callApi } from '../../../shared/api/client';

/** GET /api/client/service/offer?slug= — one landing page's offer, plans and FAQs. */
export function serviceOfferQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [routes.serviceOffer.id, { slug }],
    queryFn: ({ signal }) => callApi(routes.serviceOffer, { query: { slug }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/client/service/all — every service with its lowest price (home's hot services). */
export const serviceListQueryOptions = queryOptions({
  queryKey: [routes.serviceList.id],
  queryFn: ({ signal }) => callApi(routes.serviceList, { signal }),
  staleTime: 5 * 60_000,
});
