import { useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@ysy/contracts/endpoints';
import { useCallback, useState } from 'react';
import { appState } from '../../../shared/state/app-state';
import { fetchFile, saveFile, type FetchedFile, type Progress } from './fetch-file';

export type DownloadState =
  | { kind: 'idle' }
  | { kind: 'running'; progress: Progress }
  | { kind: 'done'; rows: number | undefined }
  | Extract<FetchedFile, { kind: 'failed' }>;

/**
 * A file download with its progress and outcome. A lost session (401) opens the login dialog, as
 * every signed-in call does; a finished export is listed in 导出记录, so that list reads again.
 */
export function useFileDownload() {
  const client = useQueryClient();
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });
  const start = useCallback(
    async (url: string) => {
      setState({ kind: 'running', progress: { rows: undefined, bytes: 0 } });
      const result = await fetchFile(url, (progress) => setState({ kind: 'running', progress }));
      if (result.kind === 'failed') {
        if (result.status === 401) {
          appState.loggedIn = false;
          appState.loginWindowShown = true;
        }
        setState(result);
        return;
      }
      saveFile(result.blob, result.fileName);
      setState({ kind: 'done', rows: result.rows });
      await client.invalidateQueries({ queryKey: [endpoints.myExports.id] });
    },
    [client],
  );
  return { state, start };
}
