import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { endpoints } from '@ysy/contracts/endpoints';
import { useState } from 'react';
import { callApi } from '../../../shared/api/client';
import { errorMessageOf } from '../../../shared/api/error-message';
import { accountDataText as t } from '../../../shared/strings/my-account';
import { logout, routerNavigator } from '../../session';
import { dateText } from '../model/format';
import { saveFile } from '../model/save-file';

/** What the last action said: shown in a live region under the buttons. */
export interface ActionNote {
  kind: 'done' | 'failed';
  text: string;
}

/** 下载我的数据: fetches everything kept about the user and saves it as one JSON file. */
export function useDownloadMyData() {
  const [pending, setPending] = useState(false);
  const [note, setNote] = useState<ActionNote>();
  async function download() {
    setPending(true);
    setNote(undefined);
    try {
      const reply = await callApi(endpoints.myData);
      if (!isSuccess(reply, 0)) {
        setNote({ kind: 'failed', text: reply.msg });
        return;
      }
      const name = t.fileName(dateText(new Date()));
      saveFile(JSON.stringify(reply.data, null, 2), name, 'application/json');
      setNote({ kind: 'done', text: t.downloaded });
    } catch (error) {
      setNote({ kind: 'failed', text: errorMessageOf(error) });
    } finally {
      setPending(false);
    }
  }
  return { download, pending, note };
}

/**
 * 注销账号: the server removes the user's data and tokens; then the page logs out as the account
 * menu does (the BFF's sealed session and chat credentials are cleared, the page goes home
 * anonymous), and nothing of the user stays in the page's cache.
 */
export function useDeleteAccount() {
  const router = useRouter();
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  async function deleteAccount() {
    setPending(true);
    setFailure(undefined);
    try {
      const reply = await callApi(endpoints.deleteAccount, { body: {} });
      if (!isSuccess(reply, 0)) {
        setFailure(reply.msg);
        setPending(false);
        return;
      }
      await logout(routerNavigator(router));
      client.clear();
    } catch (error) {
      setFailure(errorMessageOf(error));
      setPending(false);
    }
  }
  return { deleteAccount, pending, failure };
}
