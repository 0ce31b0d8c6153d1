import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { pageToCall } from '@ysy/contracts/common/pagination';
import { endpoints } from '@ysy/contracts/endpoints';
import { callApi } from '../../../shared/api/client';

/**
 * The signed-in user's lists. Keyed, as every call of the product, by the route id first: the
 * top bar's unread badge reads `[endpoints.alertUnread.id]`, so invalidating that key here
 * refreshes it. Fetched afresh on each showing (staleTime 0): a watch made on a company's page
 * or a change recorded since must show when the user comes back.
 */
export function myWatchesQueryOptions(page: number) {
  const query = { page: pageToCall(page) };
  return queryOptions({
    queryKey: [endpoints.myWatches.id, query],
    queryFn: ({ signal, client }) => callApi(endpoints.myWatches, { query, signal, client }),
    staleTime: 0,
  });
}

export function alertListQueryOptions(page: number) {
  const query = { page: pageToCall(page) };
  return queryOptions({
    queryKey: [endpoints.alertList.id, query],
    queryFn: ({ signal, client }) => callApi(endpoints.alertList, { query, signal, client }),
    staleTime: 0,
  });
}

/** The unread count's key, as the top bar's badge queries it. */
export const alertUnreadKey = [endpoints.alertUnread.id] as const;

/** After the read mark moved: the badge (and, for 全部已读, the list's marks) read again. */
export function refreshAfterMarkRead(client: QueryClient, list: boolean): Promise<unknown> {
  const badge = client.invalidateQueries({ queryKey: alertUnreadKey });
  if (!list) return badge;
  return Promise.all([badge, client.invalidateQueries({ queryKey: [endpoints.alertList.id] })]);
}

/**
 * After an unwatch: 我的关注 (the row leaves and the page refills), the company's 关注 button,
 * and the alerts, which list only watched companies' changes.
 */
export function refreshAfterUnwatch(client: QueryClient): Promise<unknown> {
  return Promise.all(
    [
      endpoints.myWatches.id,
      endpoints.watchStatus.id,
      endpoints.alertList.id,
      endpoints.alertUnread.id,
    ].map((id) => client.invalidateQueries({ queryKey: [id] })),
  );
}
