import { shellText } from '../shared/strings/shell';
import styles from './route-error.module.css';

export function RoutePending() {
  return (
    <div className={styles.pending} role="status">
      {shellText.loading}
    </div>
  );
}
