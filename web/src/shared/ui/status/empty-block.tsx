import type { ReactNode } from 'react';
import { commonText } from '../../strings/service';
import styles from './status.module.css';

/** A section that loaded but has nothing to show; `children` may offer a next step. */
export function EmptyBlock({ text, children }: { text?: string; children?: ReactNode }) {
  return (
    <div className={styles.box}>
      <p>{text || commonText.empty}</p>
      {children}
    </div>
  );
}
