import { Fragment } from 'react';
import { NumbersKept } from '../numbers/numbers-kept';
import type { RichBlock } from './parse-rich-text';
import styles from './rich-text.module.css';

/**
 * Renders parsed rich text; a number never wraps apart from its unit. `headingOffset` shifts heading levels so they follow the page's own
 * (an article under an h1 keeps h2/h3; a section under an h2 uses h3/h4).
 */
export function RichText({
  blocks,
  headingOffset = 0,
}: {
  blocks: readonly RichBlock[];
  headingOffset?: 0 | 1;
}) {
  return (
    <div className={styles.text}>
      {blocks.map((block, index) => {
        if (block.kind === 'heading') {
          const Tag =
            block.level + headingOffset === 2
              ? 'h2'
              : block.level + headingOffset === 3
                ? 'h3'
                : 'h4';
          return (
            <Tag key={block.id} id={block.id}>
              {block.text}
            </Tag>
          );
        }
        if (block.kind === 'list') {
          const items = block.items.map((item) => (
            <li key={item}>
              <NumbersKept text={item} />
            </li>
          ));
          return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
        }
        return (
          <p key={index}>
            {block.lines.map((line, i) => (
              <Fragment key={i}>
                {i > 0 && <br />}
                <NumbersKept text={line} />
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
