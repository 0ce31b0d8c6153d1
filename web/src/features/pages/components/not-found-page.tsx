import { Link } from '@tanstack/react-router';
import { pageText, shellText } from '../../../shared/strings/shell';
import { pageDescription } from '../../../shared/strings/page-descriptions';
import styles from './not-found-page.module.css';

/** The /404 page: also where unknown paths and failed list/knowledge-base calls land. */
export function NotFoundPage() {
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        {shellText.notFoundCode}
      </p>
      <h1 className={styles.title}>{pageText.notFound.title}</h1>
      <p className={styles.description}>{pageDescription.notFound}</p>
      <Link to="/" className={styles.home}>
        {shellText.backHome}
      </Link>
    </section>
  );
}
