import { useId, useState } from 'react';
import { accountDataText as t } from '../../../shared/strings/my-account';
import { Button } from '../../../shared/ui/button/button';
import { Dialog } from '../../../shared/ui/dialog/dialog';
import { useDeleteAccount, useDownloadMyData, type ActionNote } from '../api/use-account-data';
import styles from './my-account.module.css';

function Note({ note }: { note: ActionNote | undefined }) {
  return (
    <p
      className={note?.kind === 'failed' ? `${styles.note} ${styles.failed}` : styles.note}
      role="status"
    >
      {note?.text ?? ''}
    </p>
  );
}

/** The confirmation of 注销账号: what goes, what stays and why, and the one button that does it. */
function DeleteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { deleteAccount, pending, failure } = useDeleteAccount();
  return (
    <Dialog open={open} onClose={onClose} title={t.confirmTitle} width={400}>
      <p className={styles.dialogText}>{t.confirmText}</p>
      <p className={styles.dialogText}>{t.confirmDownload}</p>
      {failure !== undefined && <Note note={{ kind: 'failed', text: failure }} />}
      <div className={styles.dialogActions}>
        <Button variant="ghost" onClick={onClose} disabled={pending}>
          {t.cancel}
        </Button>
        <Button onClick={() => void deleteAccount()} disabled={pending}>
          {pending ? t.deleting : t.confirm}
        </Button>
      </div>
    </Dialog>
  );
}

/** 账号与数据: 下载我的数据 (one JSON file of everything kept) and 注销账号 (after a confirmation). */
export function AccountData() {
  const headingId = useId();
  const { download, pending, note } = useDownloadMyData();
  const [confirming, setConfirming] = useState(false);
  return (
    <section className={styles.account} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.accountTitle}>
        {t.title}
      </h3>
      <div className={styles.action}>
        <div>
          <p>{t.downloadHint}</p>
          <Note note={note} />
        </div>
        <Button variant="ghost" onClick={() => void download()} disabled={pending}>
          {pending ? t.downloading : t.download}
        </Button>
      </div>
      <div className={styles.action}>
        <p>{t.deleteHint}</p>
        <Button variant="ghost" className={styles.danger} onClick={() => setConfirming(true)}>
          {t.delete}
        </Button>
      </div>
      <DeleteDialog open={confirming} onClose={() => setConfirming(false)} />
    </section>
  );
}
