import type { ReactNode } from 'react';
import styles from './section-header.module.css';

/**
 * A section's heading with an optional one-line subtitle and an action at the right (a "more"
 * link). `level` keeps the page's heading order (h2 under the page's h1 by default).
 */
export function SectionHeader({
  title,
  subtitle,
  action,
  id,
  level = 2,
  align = 'start',
}: {
  title: string;
  subtitle?: string;
  action?: ReactNode;
  /** Id of the heading, for `aria-labelledby` on the section. */
  id?: string;
  level?: 2 | 3;
  align?: 'start' | 'center';
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={align === 'center' ? `${styles.header} ${styles.centered}` : styles.header}>
      <div>
        <Heading id={id} className={styles.title}>
          {title}
        </Heading>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
