import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { endpoints } from '@ysy/contracts/endpoints';
import { useEffect, useRef, useState } from 'react';
import { callApi } from '../../../shared/api/client';
import { errorMessageOf } from '../../../shared/api/error-message';
import { refreshAfterMarkRead } from './account-queries';

interface Failure {
  code?: number;
  msg: string;
}

/**
 * Moves the read mark: `through` an alert id (what the page showed), or without it everything
 * (全部已读). The badge is refreshed after either; 全部已读 also reloads the list so its rows
 * lose their 未读 marks, while the marks a viewing clears stay on the rows shown until the next
 * visit, so the user still sees which alerts were new.
 */
export function useMarkRead() {
  const client = useQueryClient();
  const [failure, setFailure] = useState<Failure>();
  const mutation = useMutation({
    mutationFn: (through: number | undefined) =>
      callApi(endpoints.markAlertsRead, { body: through === undefined ? {} : { through } }),
    onMutate: () => setFailure(undefined),
    onSuccess: async (reply, through) => {
      if (!isSuccess(reply, 0)) {
        setFailure({ code: reply.code, msg: reply.msg });
        return;
      }
      await refreshAfterMarkRead(client, through === undefined);
    },
    onError: (error) => setFailure({ msg: errorMessageOf(error) }),
  });
  return {
    mark: mutation.mutate,
    markingAll: mutation.isPending && mutation.variables === undefined,
    failure,
  };
}

/**
 * Viewing page 1 marks what it shows read: once per newest alert shown, and only when something
 * is unread (the mark covers every alert at or below it, so older pages need no call of their
 * own, and a call with nothing unread would change nothing).
 */
export function useMarkShownRead(
  newestShown: number | undefined,
  unread: number,
  mark: (through: number) => void,
): void {
  const marked = useRef<number>(undefined);
  useEffect(() => {
    if (newestShown === undefined || unread === 0 || marked.current === newestShown) return;
    marked.current = newestShown;
    mark(newestShown);
  }, [newestShown, unread, mark]);
}
