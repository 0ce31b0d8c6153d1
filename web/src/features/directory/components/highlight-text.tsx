import { highlight } from '../model/highlight';
import styles from './highlight-text.module.css';

/** `text` with every occurrence of `keyword` marked; text nodes only, never HTML from a reply. */
export function HighlightText({
  text = '',
  keyword,
}: {
  text?: string | undefined;
  keyword: string;
}) {
  return (
    <>
      {highlight(text, keyword).map((segment, i) =>
        segment.hit ? (
          <mark key={i} className={styles.hit}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
