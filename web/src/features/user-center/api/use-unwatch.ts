import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WatchedCompany } from '@ysy/contracts/account/schemas';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { endpoints } from '@ysy/contracts/endpoints';
import { useState } from 'react';
import { callApi } from '../../../shared/api/client';
import { errorMessageOf } from '../../../shared/api/error-message';
import { myWatchesQueryOptions, refreshAfterUnwatch } from './account-queries';

/** What the last 取消关注 came to: done (the company left the list), or the server's words. */
export type UnwatchOutcome =
  { kind: 'done'; name: string } | { kind: 'failed'; name: string; code?: number; msg: string };

/**
 * 取消关注 from page `page` of 我的关注. On success the row leaves the page at once and the lists
 * it touches load again (the page refills from the next); on failure nothing changes and the
 * outcome carries the server's message.
 */
export function useUnwatch(page: number) {
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<UnwatchOutcome>();
  const { queryKey } = myWatchesQueryOptions(page);
  const mutation = useMutation({
    mutationFn: (row: WatchedCompany) =>
      callApi(endpoints.unwatchCompany, { body: { eid: row.eid } }),
    onMutate: () => setOutcome(undefined),
    onSuccess: async (reply, row) => {
      if (!isSuccess(reply, 0)) {
        setOutcome({ kind: 'failed', name: row.name, code: reply.code, msg: reply.msg });
        return;
      }
      client.setQueryData(queryKey, (old) =>
        old && isSuccess(old, 0)
          ? {
              ...old,
              data: {
                ...old.data,
                total: Math.max(0, old.data.total - 1),
                list: old.data.list.filter((item) => item.eid !== row.eid),
              },
            }
          : old,
      );
      setOutcome({ kind: 'done', name: row.name });
      await refreshAfterUnwatch(client);
    },
    onError: (error, row) =>
      setOutcome({ kind: 'failed', name: row.name, msg: errorMessageOf(error) }),
  });
  return {
    unwatch: (row: WatchedCompany) => mutation.mutate(row),
    pendingEid: mutation.isPending ? mutation.variables?.eid : undefined,
    outcome,
  };
}
