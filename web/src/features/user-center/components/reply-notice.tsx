import { Link } from '@tanstack/react-router';
import { LIMIT_REACHED_CODE } from '@ysy/contracts/account/values';
import { userCenterText as t } from '../../../shared/strings/user-center';
import styles from './panels.module.css';

/**
 * A call that did not succeed, in the server's own Chinese words; a limit of the user's level
 * (code 4030) also links to /vip, where the level that lifts it is sold.
 */
export function ReplyNotice({ code, msg }: { code?: number; msg: string }) {
  return (
    <p className={styles.notice} role="alert">
      {msg}
      {code === LIMIT_REACHED_CODE && (
        <Link to="/vip" className={styles.noticeLink}>
          {t.vipLink}
        </Link>
      )}
    </p>
  );
}
