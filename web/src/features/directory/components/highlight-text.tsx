import { highlight } from '../model/highlight';
import styles from './highlight-text.module.css';

/**
 * `text` with every occurrence of `keyword` marked; text nodes only, never HTML from a reply.
 * The pieces sit in one inline span: placed straight in a flex row (a register title), bare text
 * and marks would each become a flex item, and the row's gap would split the name.
 */
export function HighlightText({
  text = '',
  keyword,
}: {
  text?: string | undefined;
  keyword: string;
}) {
  return (
    <span>
      {highlight(text, keyword).map((segment, i) =>
        segment.hit ? (
          <mark key={i} className={styles.hit}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </span>
  );
}
