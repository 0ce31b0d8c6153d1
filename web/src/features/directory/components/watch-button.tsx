import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LIMIT_REACHED_CODE } from '@ysy/contracts/account/values';
import type { EndpointReply } from '@ysy/contracts/common/endpoint';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { endpoints } from '@ysy/contracts/endpoints';
import { useEffect, useState } from 'react';
import { subscribe } from 'valtio';
import { errorMessageOf } from '../../../shared/api/error-message';
import { appState } from '../../../shared/state/app-state';
import { useLoggedInShown } from '../../../shared/state/use-logged-in-shown';
import { watchText } from '../../../shared/strings/watch-alerts';
import { showToast } from '../../../shared/ui/toast/toast';
import { setWatching, watchStatusQueryOptions } from '../api/watch-queries';
import { forgetPendingWatch, rememberPendingWatch, takePendingWatch } from '../model/pending-watch';
import styles from './watch-button.module.css';

/** Why the last 关注/取消关注 did not happen; `limit` adds the way to a higher level. */
interface Failure {
  msg: string;
  limit: boolean;
}

/**
 * A login dialog closed while still logged out means the visitor gave up: the watch they asked
 * for is forgotten, so a later login elsewhere does not watch a company unasked.
 */
function useForgetWatchOnDialogClose(): void {
  useEffect(() => {
    let shown = appState.loginWindowShown;
    return subscribe(appState, () => {
      const wasShown = shown;
      shown = appState.loginWindowShown;
      if (wasShown && !shown && !appState.loggedIn) forgetPendingWatch();
    });
  }, []);
}

/**
 * The watch of one company: its state as the server last said, and the write that changes it.
 * The state shown is only ever the server's (the status call, or the write's reply), never the
 * one asked for.
 */
function useWatch(eid: string, loggedIn: boolean) {
  const queryClient = useQueryClient();
  const options = watchStatusQueryOptions(eid);
  const status = useQuery({ ...options, enabled: loggedIn });
  const [failure, setFailure] = useState<Failure | null>(null);
  const write = useMutation({
    mutationFn: (watch: boolean) => setWatching(eid, watch),
    onMutate: () => setFailure(null),
    onSuccess: (reply) => {
      if (!isSuccess(reply, 0)) {
        setFailure({ msg: reply.msg, limit: reply.code === LIMIT_REACHED_CODE });
        return;
      }
      const confirmed: EndpointReply<'watchStatus'> = {
        code: 0,
        data: { watching: reply.data.watching },
      };
      queryClient.setQueryData(options.queryKey, confirmed);
      showToast(reply.data.watching ? watchText.watchedToast : watchText.unwatchedToast, 'success');
      // 我的关注 and the unread count follow the watches (an unwatched company's alerts go).
      void queryClient.invalidateQueries({ queryKey: [endpoints.myWatches.id] });
      void queryClient.invalidateQueries({ queryKey: [endpoints.alertUnread.id] });
    },
    onError: (error) => setFailure({ msg: errorMessageOf(error), limit: false }),
  });
  const watching =
    loggedIn && status.data !== undefined && isSuccess(status.data, 0) && status.data.data.watching;
  return { status, write, watching, failure };
}

/**
 * 关注 on a company's profile: pressed (已关注) while the user watches the company, a click
 * toggles it. Anonymous, it opens the login dialog and the watch follows the login, on this
 * company, without a second click.
 */
export function WatchButton({ eid }: { eid: string }) {
  const loggedIn = useLoggedInShown();
  const { status, write, watching, failure } = useWatch(eid, loggedIn);
  const { mutate } = write;
  useForgetWatchOnDialogClose();

  useEffect(() => {
    if (loggedIn && takePendingWatch(eid)) mutate(true);
  }, [loggedIn, eid, mutate]);

  const onClick = () => {
    if (!loggedIn) {
      rememberPendingWatch(eid);
      showToast(watchText.loginFirst);
      appState.loginWindowShown = true;
      return;
    }
    mutate(!watching);
  };

  return (
    <div className={styles.watch}>
      <button
        type="button"
        className={watching ? styles.watching : styles.button}
        aria-pressed={watching}
        aria-busy={write.isPending || (loggedIn && status.isPending)}
        disabled={write.isPending || (loggedIn && status.isPending)}
        onClick={onClick}
      >
        {watching ? watchText.watching : watchText.watch}
      </button>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure.msg}
          {failure.limit && (
            <>
              {' '}
              <Link to="/vip" className={styles.upgrade}>
                {watchText.upgrade}
              </Link>
            </>
          )}
        </p>
      )}
    </div>
  );
}
