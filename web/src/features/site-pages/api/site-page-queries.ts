import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@ysy/contracts/endpoints';
import type { ContactMessageBody } from '@ysy/contracts/service/schemas';
import { callApi } from '../../../shared/api/client';

/** GET /api/client/site/page?slug= — about, profile, contact and legal pages. */
export function sitePageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [endpoints.sitePage.id, { slug }],
    queryFn: ({ signal, client }) =>
      callApi(endpoints.sitePage, { query: { slug }, signal, client }),
    staleTime: 10 * 60_000,
  });
}

/** POST /api/client/contact/message — a contact-form message, stored for the support team. */
export function sendContactMessage(body: ContactMessageBody) {
  return callApi(endpoints.contactMessage, { body });
}
