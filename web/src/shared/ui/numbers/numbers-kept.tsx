import { Fragment } from 'react';
import { numberRuns } from './number-runs';
import styles from './numbers-kept.module.css';

/** `text` with each number held together with its unit on one line (see number-runs.ts). */
export function NumbersKept({ text }: { text: string }) {
  return (
    <>
      {numberRuns(text).map((run, index) =>
        run.number ? (
          <span key={index} className={styles.kept}>
            {run.text}
          </span>
        ) : (
          <Fragment key={index}>{run.text}</Fragment>
        ),
      )}
    </>
  );
}
