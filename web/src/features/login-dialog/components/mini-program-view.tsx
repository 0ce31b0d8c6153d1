import { useId } from 'react';
import { dialogStrings } from '../../../shared/strings/dialogs';
import { MINI_PROGRAM_QR_PATH } from '../model/login-links';
import styles from './login-dialog.module.css';

const t = dialogStrings.login;

/** The mini-program view: 扫码关注小程序, the QR image and 使用小程序扫一扫关注 + name. */
export function MiniProgramView({ name }: { name: string }) {
  const titleId = useId();
  return (
    <section className={styles.view} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.viewTitle}>
        {t.miniProgramTitle}
      </h3>
      <div className={styles.qrBox}>
        <img className={styles.qr} src={MINI_PROGRAM_QR_PATH} alt={t.miniProgramAlt} />
      </div>
      <p className={styles.hint}>
        {t.miniProgramHint}
        <strong className={styles.name}>{name}</strong>
      </p>
    </section>
  );
}
