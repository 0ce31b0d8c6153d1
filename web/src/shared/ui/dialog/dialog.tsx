import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { dialogStrings } from '../../strings/dialogs';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Called when the user asks to close (close button, Esc, or the overlay when allowed). */
  onClose: () => void;
  /** The visible title; it also names the dialog for assistive technology. */
  title: string;
  /** Consultation dialog 640px; login and publish-need 400px. */
  width: 400 | 640;
  /** The login dialog keeps itself open on a click outside; the others close. */
  closeOnOverlayClick?: boolean;
  children: ReactNode;
}

/**
 * The modal dialog of the product: Radix handles the focus trap, moving focus in and back to
 * where it was, Esc, and hiding the page behind from assistive technology.
 */
export function Dialog({
  open,
  onClose,
  title,
  width,
  closeOnOverlayClick = true,
  children,
}: DialogProps) {
  // Our dialogs open from flags, not from a Radix trigger, so focus goes back to whatever held it.
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} data-testid="dialog-overlay" />
        <RadixDialog.Content
          className={styles.content}
          style={{ width }}
          aria-modal="true"
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            returnFocus.current =
              active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current;
            returnFocus.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          onInteractOutside={(event) => {
            if (!closeOnOverlayClick) event.preventDefault();
          }}
        >
          <header className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label={dialogStrings.close}>
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                <path
                  d="M3 3l10 10M13 3L3 13"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                />
              </svg>
            </RadixDialog.Close>
          </header>
          <div className={styles.body}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
