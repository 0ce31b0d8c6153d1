import type { ReactNode } from 'react';
import styles from './layout.module.css';

/**
 * A full-width band of a content page with the centred column inside; `tone="alt"` gives it the
 * white background that separates it from its neighbours. Labelled by its heading's id.
 */
export function PageSection({
  children,
  tone = 'plain',
  labelledBy,
  className,
}: {
  children: ReactNode;
  tone?: 'plain' | 'alt';
  labelledBy?: string;
  className?: string;
}) {
  return (
    <section
      className={[tone === 'alt' ? styles.sectionAlt : styles.section, className]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={labelledBy}
    >
      <div className={styles.container}>{children}</div>
    </section>
  );
}
