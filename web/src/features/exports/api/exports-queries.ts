import { queryOptions } from '@tanstack/react-query';
import { pageToCall } from '@ysy/contracts/common/pagination';
import { endpoints } from '@ysy/contracts/endpoints';
import { callApi } from '../../../shared/api/client';

/** 导出记录, a page at a time; read afresh on each showing (an export made since must show). */
export function myExportsQueryOptions(page: number) {
  const query = { page: pageToCall(page) };
  return queryOptions({
    queryKey: [endpoints.myExports.id, query],
    queryFn: ({ signal, client }) => callApi(endpoints.myExports, { query, signal, client }),
    staleTime: 0,
  });
}
