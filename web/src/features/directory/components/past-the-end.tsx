import { Link } from '@tanstack/react-router';
import { groupDigits } from '../../../shared/helpers/group-digits';
import { directoryText } from '../../../shared/strings/directory';
import styles from './past-the-end.module.css';

/**
 * A page past the last one the list offers (an edited or old address): says so and links to
 * page 1 and to the last page, instead of an empty list or an error no retry can mend.
 */
export function PastTheEnd({
  page,
  pages,
  to,
  searchOf,
}: {
  page: number;
  /** The last page the pager offers. */
  pages: number;
  to: string;
  searchOf: (page: number) => Record<string, unknown>;
}) {
  return (
    <div className={styles.box} role="status">
      <h2 className={styles.title}>{directoryText.pastTheEndTitle(groupDigits(page))}</h2>
      <p>{directoryText.pastTheEndText(groupDigits(pages))}</p>
      <p className={styles.links}>
        <Link to={to} search={searchOf(1)} className={styles.link}>
          {directoryText.firstPageLink}
        </Link>
        <Link to={to} search={searchOf(pages)} className={styles.primary}>
          {directoryText.lastPageLink(groupDigits(pages))}
        </Link>
      </p>
    </div>
  );
}
