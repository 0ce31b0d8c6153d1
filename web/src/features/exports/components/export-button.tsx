import { useSnapshot } from 'valtio';
import { groupDigits } from '../../../shared/helpers/group-digits';
import { appState } from '../../../shared/state/app-state';
import { exportsText as t } from '../../../shared/strings/exports';
import { Button } from '../../../shared/ui/button/button';
import { exportUrlOf, type ListQuery } from '../model/export-url';
import { useFileDownload } from '../model/use-file-download';
import { DownloadStatus } from './download-status';
import styles from './exports.module.css';

/**
 * 导出 on the company list: every result of the list's own query (keyword, filters, sort) as an
 * .xlsx. Signed in only: an anonymous click opens the login dialog.
 */
export function ExportButton<Q extends ListQuery>({ query, total }: { query: Q; total: number }) {
  const { loggedIn } = useSnapshot(appState);
  const { state, start } = useFileDownload();
  const running = state.kind === 'running';
  const onClick = () => {
    if (!loggedIn) {
      appState.loginWindowShown = true;
      return;
    }
    void start(exportUrlOf(query));
  };
  return (
    <div className={styles.export}>
      <Button
        variant="ghost"
        size="sm"
        onClick={onClick}
        disabled={running}
        aria-label={t.buttonLabel(groupDigits(total))}
      >
        {running ? t.running : t.button}
      </Button>
      <DownloadStatus state={state} />
    </div>
  );
}
