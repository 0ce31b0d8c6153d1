import { commonText } from '../../strings/service';
import styles from './status.module.css';

/** A section still loading: grey bars of the section's rough height, announced politely. */
export function LoadingBlock({ lines = 4, minHeight }: { lines?: number; minHeight?: number }) {
  return (
    <div className={styles.skeleton} role="status" style={minHeight ? { minHeight } : undefined}>
      <span className={styles.visuallyHidden}>{commonText.loading}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className={styles.bar} aria-hidden="true" />
      ))}
    </div>
  );
}
