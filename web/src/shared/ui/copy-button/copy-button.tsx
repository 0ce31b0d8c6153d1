import { useEffect, useState } from 'react';
import { showToast } from '../toast/toast';
import { copyText } from './copy-text';
import styles from './copy-button.module.css';

interface Props {
  /** What is copied. */
  text: string;
  /** Visible label (e.g. 复制). */
  label: string;
  /** Label after a successful copy (e.g. 已复制), shown for two seconds. */
  doneLabel: string;
  /** Accessible name when the visible label alone is ambiguous (several copy buttons on a page). */
  ariaLabel?: string;
  /** Notification after a successful copy; none when omitted. */
  doneMessage?: string;
  failMessage: string;
  variant?: 'link' | 'solid';
}

/** A button that copies `text` and says so. */
export function CopyButton({
  text,
  label,
  doneLabel,
  ariaLabel,
  doneMessage,
  failMessage,
  variant = 'link',
}: Props) {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => setDone(false), 2000);
    return () => window.clearTimeout(timer);
  }, [done]);
  return (
    <button
      type="button"
      className={variant === 'solid' ? styles.solid : styles.link}
      aria-label={ariaLabel}
      onClick={() => {
        void copyText(text).then((ok) => {
          if (ok) {
            setDone(true);
            if (doneMessage) showToast(doneMessage, 'success');
          } else showToast(failMessage, 'error');
        });
      }}
    >
      {done ? doneLabel : label}
    </button>
  );
}
