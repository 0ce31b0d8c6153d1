import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { usePublicConfig } from '../../../shared/api/bff-config';
import { qrImages } from '../../../shared/api/qr-images';
import { appState } from '../../../shared/state/app-state';
import { toolBarText } from '../../../shared/strings/tool-bar';
import { showToast } from '../../../shared/ui/toast/toast';
import { animateScrollToTop } from '../model/back-to-top';
import { Icon, type IconName } from '../../../shared/ui/icons/icon';
import styles from './tool-bar.module.css';

function UnreadBadge({ count, id }: { count: number; id: string }) {
  if (count <= 0) return null;
  return (
    <>
      <span className={styles.badge} aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      <span id={id} className="visually-hidden">
        {toolBarText.unread(count)}
      </span>
    </>
  );
}

interface ToolButtonProps {
  label: string;
  icon: IconName;
  onClick?: () => void;
  unread?: number;
  popover?: ReactNode;
}

/** One 68px square item; its accessible name is exactly its label (tests and screen readers rely on it). */
function ToolButton({ label, icon, onClick, unread = 0, popover }: ToolButtonProps) {
  const badgeId = useId();
  return (
    <li className={styles.item}>
      <button
        type="button"
        className={styles.button}
        aria-label={label}
        aria-describedby={unread > 0 ? badgeId : undefined}
        onClick={onClick}
      >
        <Icon name={icon} size={24} strokeWidth={1.6} />
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
        <UnreadBadge count={unread} id={badgeId} />
      </button>
      {popover && <div className={styles.popover}>{popover}</div>}
    </li>
  );
}

/** The QR codes the tool bar can offer; each is shown only when its target is configured. */
const QR_CODES = {
  officialAccount: {
    label: toolBarText.officialAccount,
    alt: toolBarText.officialAccountQrAlt,
    caption: toolBarText.officialAccountCaption,
  },
  miniProgram: {
    label: toolBarText.miniProgram,
    alt: toolBarText.miniProgramQrAlt,
    caption: toolBarText.miniProgramCaption,
  },
} as const;

/** A button whose popover holds a QR code to scan with WeChat. */
function QrButton({ code }: { code: keyof typeof QR_CODES }) {
  const { label, alt, caption } = QR_CODES[code];
  return (
    <ToolButton
      label={label}
      icon={code}
      popover={
        <figure className={styles.qr}>
          <img src={qrImages[code]} alt={alt} width={128} height={128} loading="lazy" />
          <figcaption>{caption}</figcaption>
        </figure>
      }
    />
  );
}

function openConsultantChat() {
  // The consultant chat refuses anonymous users (the session may have ended meanwhile).
  if (!appState.loggedIn) {
    showToast(toolBarText.loginFirst);
    appState.loginWindowShown = true;
    return;
  }
  appState.chat.consultantOpen = true;
}

/** Scrolls smoothly to the top; a new press or a wheel turn stops the running animation. */
function useBackToTop(): () => void {
  const stopScroll = useRef<(() => void) | null>(null);

  useEffect(() => {
    // A wheel turn during the animation means the reader wants control back.
    const stop = () => {
      stopScroll.current?.();
      stopScroll.current = null;
    };
    window.addEventListener('wheel', stop, { passive: true });
    return () => {
      window.removeEventListener('wheel', stop);
      stop();
    };
  }, []);

  return () => {
    stopScroll.current?.();
    stopScroll.current = animateScrollToTop();
  };
}

/** The floating tool bar at the right edge: chat, publish need, QR codes, back to top. */
export function ToolBar() {
  const { loggedIn, unread } = useSnapshot(appState);
  const { qr } = usePublicConfig();
  const backToTop = useBackToTop();

  return (
    <aside className={styles.bar} aria-label={toolBarText.label}>
      <ul className={styles.list}>
        <ToolButton
          label={toolBarText.support}
          icon="support"
          unread={unread.support}
          onClick={() => {
            appState.chat.supportOpen = true;
          }}
        />
        {loggedIn && (
          <ToolButton
            label={toolBarText.consultant}
            icon="consultant"
            unread={unread.consultant}
            onClick={openConsultantChat}
          />
        )}
        <ToolButton
          label={toolBarText.publishNeed}
          icon="edit"
          onClick={() => {
            appState.publishNeedOpen = true;
          }}
        />
        {/* A QR code only for what the site has: its target is configured. */}
        {qr.officialAccount !== undefined && <QrButton code="officialAccount" />}
        {qr.miniProgram !== undefined && <QrButton code="miniProgram" />}
        <ToolButton label={toolBarText.backToTop} icon="top" onClick={backToTop} />
      </ul>
    </aside>
  );
}
