import { useQuery } from '@tanstack/react-query';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { useEffect, useState } from 'react';
import { bffConfigQueryOptions } from '../../../shared/api/bff-config';
import { appState } from '../../../shared/state/app-state';
import { dialogStrings } from '../../../shared/strings/dialogs';
import { Dialog } from '../../../shared/ui/dialog/dialog';
import { MiniProgramView } from './mini-program-view';
import { QrLoginView } from './qr-login-view';
import styles from './login-dialog.module.css';

const t = dialogStrings.login;

export interface LoginDialogProps {
  /** Whether the dialog is shown. */
  visible: boolean;
  /** true (default): open on the QR-login view; false: open on the mini-program view. */
  showLogin?: boolean;
  /** Told when the user closes the dialog (close button or Esc). */
  onClose?: () => void;
}

/**
 * 登录 dialog: 400px, not closed by a click outside. Its only calls are the public config (which
 * QR widget to draw) and, in the QR view, the BFF's login state for the attempt.
 */
export function LoginDialog({ visible, showLogin = true, onClose }: LoginDialogProps) {
  const close = () => {
    appState.loginWindowShown = false;
    onClose?.();
  };
  return (
    <Dialog open={visible} onClose={close} title={t.title} width={400} closeOnOverlayClick={false}>
      {/* Mounted afresh on each opening, so the view and the QR start over every time. */}
      <LoginDialogBody showLogin={showLogin} />
    </Dialog>
  );
}

function LoginDialogBody({ showLogin }: { showLogin: boolean }) {
  const [view, setView] = useState<'login' | 'miniProgram'>(showLogin ? 'login' : 'miniProgram');
  const config = useQuery(bffConfigQueryOptions);
  const data = config.data && isSuccess(config.data, 0) ? config.data.data : undefined;
  const configFailed = config.isError || (config.data !== undefined && data === undefined);
  // The mini-program view only when the site has a mini program (its QR target is configured);
  // until the config arrives it is assumed, so the view asked for does not flicker.
  const hasMiniProgram = data === undefined ? !configFailed : data.qr.miniProgram !== undefined;

  useEffect(() => {
    // Opening marks the login window as shown in shared state; other parts read the flag.
    appState.loginWindowShown = true;
  }, []);

  const onLoginView = view === 'login' || !hasMiniProgram;
  return (
    <div className={styles.body}>
      {hasMiniProgram && (
        <button
          type="button"
          className={styles.switch}
          aria-label={onLoginView ? t.switchToMiniProgram : t.switchToQrLogin}
          title={onLoginView ? t.switchToMiniProgram : t.switchToQrLogin}
          onClick={() => setView(onLoginView ? 'miniProgram' : 'login')}
        >
          {onLoginView ? <MiniProgramIcon /> : <QrIcon />}
        </button>
      )}
      {onLoginView ? (
        <QrLoginView config={data} failed={configFailed} />
      ) : (
        <MiniProgramView name={data?.miniProgramName ?? ''} />
      )}
    </div>
  );
}

function QrIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        fill="currentColor"
        d="M3 3h8v8H3V3zm2 2v4h4V5H5zm8-2h8v8h-8V3zm2 2v4h4V5h-4zM3 13h8v8H3v-8zm2 2v4h4v-4H5zm8-2h2v2h-2v-2zm2 2h2v2h-2v-2zm2-2h2v2h-2v-2zm2 2h2v2h-2v-2zm-6 2h2v2h-2v-2zm4 0h2v2h-2v-2zm-2 2h2v2h-2v-2zm4 0h2v2h-2v-2z"
      />
    </svg>
  );
}

function MiniProgramIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M9.5 8.5a2.5 2.5 0 1 0 2.5 2.5v2a2.5 2.5 0 1 0 2.5-2.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
