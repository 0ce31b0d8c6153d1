import type { ReactNode } from 'react';
import styles from './layout.module.css';

/** The blue band at the top of a content page; the page's h1 goes inside. */
export function PageHero({ children, top }: { children: ReactNode; top?: ReactNode }) {
  return (
    <div className={styles.hero}>
      <div className={styles.container}>
        {top}
        <div className={styles.heroInner}>{children}</div>
      </div>
    </div>
  );
}
