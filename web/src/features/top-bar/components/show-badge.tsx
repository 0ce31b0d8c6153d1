import type { NavCategory } from '@ysy/contracts/nav/schemas';
import { topBarText } from '../../../shared/strings/shell';
import styles from './top-bar.module.css';

/** The nav item's show flag: `h` → 热, `n` → 新. */
export function ShowBadge({ show }: { show: NavCategory['show'] }) {
  if (show === 'h')
    return <span className={`${styles.badge} ${styles.badgeHot}`}>{topBarText.hotBadge}</span>;
  if (show === 'n')
    return <span className={`${styles.badge} ${styles.badgeNew}`}>{topBarText.newBadge}</span>;
  return null;
}
