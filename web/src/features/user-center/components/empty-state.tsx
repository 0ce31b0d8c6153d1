import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import styles from './panels.module.css';

/**
 * A section with nothing in it yet, saying what to do: the sentence ends in its link
 * (`还没有关注的企业，去搜索`), a hint under it, and other ways on (`more`).
 */
export function EmptyState({
  lead,
  linkText,
  hint,
  more,
}: {
  lead: string;
  linkText: string;
  hint: string;
  more?: ReactNode;
}) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyText}>
        {lead}
        <Link to="/list" className={styles.emptyLink}>
          {linkText}
        </Link>
      </p>
      <p className={styles.hint}>{hint}</p>
      {more}
    </div>
  );
}
