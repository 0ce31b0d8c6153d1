import { directoryText } from '../../../shared/strings/directory';
import styles from './company-list.module.css';

/**
 * The list while its first results load: the same frame as the results (search row, filter
 * card, count line, ten result rows of fixed height), so nothing moves when they arrive.
 */
export function ListPending() {
  return (
    <div className={styles.page} role="status" aria-label={directoryText.loadingList}>
      <div className={styles.searchRow} />
      <div className={`${styles.filters} ${styles.skeletonBlock}`} />
      <div className={styles.toolbar}>
        <span className={styles.count}>{directoryText.loadingList}</span>
      </div>
      <ol className={styles.results}>
        {Array.from({ length: 10 }, (_, i) => (
          <li key={i} className={`${styles.item} ${styles.skeletonItem}`} />
        ))}
      </ol>
    </div>
  );
}
