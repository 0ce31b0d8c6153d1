import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { shellText } from '../shared/strings/shell';
import styles from './route-error.module.css';

/** Shown when a page's chunk or loader fails; retry reloads the route (a new deploy may have replaced chunks). */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  console.error('[route] failed to render', error);
  return (
    <section className={styles.box} role="alert">
      <h1 className={styles.title}>{shellText.routeErrorTitle}</h1>
      <p className={styles.hint}>{shellText.routeErrorHint}</p>
      <button
        type="button"
        className={styles.retry}
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {shellText.retry}
      </button>
    </section>
  );
}
