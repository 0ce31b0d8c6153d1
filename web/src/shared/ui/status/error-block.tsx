import { commonText } from '../../strings/service';
import { Button } from '../button/button';
import styles from './status.module.css';

/** A section whose data failed to load, with the reason when known and a retry. */
export function ErrorBlock({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <div className={styles.box} role="alert">
      <p>{message || commonText.loadFailed}</p>
      <Button variant="ghost" size="sm" onClick={onRetry}>
        {commonText.retry}
      </Button>
    </div>
  );
}
