import { queryOptions, useQuery } from '@tanstack/react-query';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { endpoints } from '@ysy/contracts/endpoints';
import { callApi } from '../../../shared/api/client';

/** How often the top bar asks for new alerts while the page stays open. */
export const UNREAD_REFETCH_MS = 60_000;

/**
 * GET /api/client/account/alerts/unread — the top bar's badge count. The key is the call's id
 * alone, as every query of the app is keyed, so 动态提醒 invalidates it with
 * `{ queryKey: [endpoints.alertUnread.id] }` after marking alerts read.
 */
export const alertUnreadQueryOptions = queryOptions({
  queryKey: [endpoints.alertUnread.id],
  queryFn: ({ signal, client }) => callApi(endpoints.alertUnread, { signal, client }),
  staleTime: 30_000,
  refetchInterval: UNREAD_REFETCH_MS,
  refetchOnWindowFocus: 'always',
});

/**
 * The signed-in user's unread alerts; 0 while anonymous, while loading and when the call fails
 * (a badge is a hint: it shows nothing rather than a number the server did not give).
 */
export function useAlertUnread(signedIn: boolean): number {
  const unread = useQuery({ ...alertUnreadQueryOptions, enabled: signedIn });
  if (!signedIn || unread.data === undefined || !isSuccess(unread.data, 0)) return 0;
  return unread.data.data.unread;
}
