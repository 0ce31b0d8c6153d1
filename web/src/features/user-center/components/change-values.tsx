import { userCenterText as t } from '../../../shared/strings/user-center';
import styles from './panels.module.css';

/**
 * A change's values: `before → after`, or 新增 and the new record when there was none before. The
 * arrow is read out as words, not as an arrow's name.
 */
export function ChangeValues({ before, after }: { before: string | undefined; after: string }) {
  return (
    <span className={styles.values}>
      {before === undefined ? (
        <span className={styles.newRecord}>{t.newRecord}</span>
      ) : (
        <>
          <span className={styles.before}>{before}</span>
          <span className={styles.arrow} aria-hidden="true">
            →
          </span>
          <span className="visually-hidden">{t.changedTo}</span>
        </>
      )}
      <span className={styles.after}>{after}</span>
    </span>
  );
}
