import { Link } from '@tanstack/react-router';
import { LIMIT_REACHED_CODE } from '@ysy/contracts/account/values';
import { groupDigits } from '../../../shared/helpers/group-digits';
import { exportsText as t } from '../../../shared/strings/exports';
import type { DownloadState } from '../model/use-file-download';
import styles from './exports.module.css';

/** Kilobytes received so far, whole. */
const kb = (bytes: number) => groupDigits(Math.floor(bytes / 1024));

/** A call that did not succeed, in the server's words; a limit links to /vip. */
export function FailureLine({ code, msg }: { code?: number | undefined; msg: string }) {
  return (
    <p className={styles.failure} role="alert">
      {msg || t.failed}
      {code === LIMIT_REACHED_CODE && (
        <Link to="/vip" className={styles.vipLink}>
          {t.vipLink}
        </Link>
      )}
    </p>
  );
}

/**
 * What a download is doing, read out politely as it goes; a failure in the server's words
 * (a limit with the link to /vip, where the level that lifts it is sold).
 */
export function DownloadStatus({ state }: { state: DownloadState }) {
  if (state.kind === 'failed') return <FailureLine code={state.code} msg={state.msg} />;
  let text = '';
  if (state.kind === 'running') {
    const rows = state.progress.rows;
    text = t.progress(rows === undefined ? '…' : groupDigits(rows), kb(state.progress.bytes));
  } else if (state.kind === 'done' && state.rows !== undefined) {
    text = t.done(groupDigits(state.rows));
  }
  return (
    <p className={styles.status} role="status">
      {text}
    </p>
  );
}
