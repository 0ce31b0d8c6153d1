import { pageText, productName, shellText, type PageId } from '../../../shared/strings/shell';
import { pageDescription } from '../../../shared/strings/page-descriptions';
import styles from './placeholder-page.module.css';

/** Stand-in content for a routed page until the pages issue builds it: title and a one-line description. */
export function PlaceholderPage({ page }: { page: PageId }) {
  const text = pageText[page];
  return (
    <>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          {text.title && <span className={styles.eyebrow}>{productName}</span>}
          <h1 className={styles.title}>{text.title || productName}</h1>
          <p className={styles.description}>{pageDescription[page]}</p>
        </div>
      </section>
      <div className={styles.body}>
        <div className={styles.card}>{shellText.placeholderNote}</div>
      </div>
    </>
  );
}
