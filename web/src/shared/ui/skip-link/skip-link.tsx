import type { MouseEvent } from 'react';
import { shellText } from '../../strings/shell';
import styles from './skip-link.module.css';

/**
 * The page's first tab stop: one key press past the top bar's links to the page's own content.
 * Focus moves by script (the target is focusable by script only, tabIndex -1) because a hash
 * change would add a history entry the router treats as a navigation; the href stays for the
 * server's markup before the script runs.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a href={`#${targetId}`} className={styles.skip} onClick={skip}>
      {shellText.skipToMain}
    </a>
  );
}
