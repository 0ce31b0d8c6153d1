import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@ysy/contracts/endpoints';
import { callApi } from '../../../shared/api/client';

/** GET /api/client/account/watch/status — whether the signed-in user watches the company. */
export function watchStatusQueryOptions(eid: string) {
  return queryOptions({
    queryKey: [endpoints.watchStatus.id, eid],
    queryFn: ({ signal, client }) =>
      callApi(endpoints.watchStatus, { query: { eid }, signal, client }),
    staleTime: 60_000,
  });
}

/** GET /api/client/company/changes — one page of the company's 变更记录, newest first. */
export function companyChangesQueryOptions(eid: string, page: number) {
  return queryOptions({
    queryKey: [endpoints.companyChanges.id, eid, { page }],
    queryFn: ({ signal, client }) =>
      callApi(endpoints.companyChanges, { query: { eid, page }, signal, client }),
    staleTime: 60_000,
  });
}

/** POST 关注 or 取消关注 of one company; the reply says whether it is watched now. */
export function setWatching(eid: string, watch: boolean) {
  return callApi(watch ? endpoints.watchCompany : endpoints.unwatchCompany, { body: { eid } });
}
