import { Suspense, lazy, useState } from 'react';
import { useSnapshot } from 'valtio';
import { appState } from '../shared/state/app-state';
import { ToastViewport } from '../shared/ui/toast/toast';

// Each dialog (with its dialog library and QR encoder) is its own chunk, loaded the first time it
// opens: most visits never open one, and the first page should not carry them.
const PublishNeedDialog = lazy(() =>
  import('./publish-need/components/publish-need-dialog').then((m) => ({
    default: m.PublishNeedDialog,
  })),
);
const LoginDialog = lazy(() =>
  import('./login-dialog/components/login-dialog').then((m) => ({ default: m.LoginDialog })),
);
const ConsultationDialog = lazy(() =>
  import('./consultation/components/consultation-dialog').then((m) => ({
    default: m.ConsultationDialog,
  })),
);

/**
 * True from the first time `open` is true: a dialog stays mounted after its first opening, so
 * its own close handling (resets, timers) runs as written.
 */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * The three dialogs and the notification viewport, each driven by its flag in `appState`
 * (any part of the shell opens a dialog by setting its flag). Mounted once, in the root layout.
 */
export function DialogsHost() {
  const snap = useSnapshot(appState);
  const publishNeed = useOpenedOnce(snap.publishNeedOpen);
  const login = useOpenedOnce(snap.loginWindowShown);
  const consultation = useOpenedOnce(snap.consultation.open);
  return (
    <>
      {publishNeed && (
        <Suspense fallback={null}>
          <PublishNeedDialog
            open={snap.publishNeedOpen}
            onClose={() => {
              appState.publishNeedOpen = false;
            }}
          />
        </Suspense>
      )}
      {login && (
        <Suspense fallback={null}>
          <LoginDialog visible={snap.loginWindowShown} />
        </Suspense>
      )}
      {consultation && (
        <Suspense fallback={null}>
          <ConsultationDialog
            open={snap.consultation.open}
            serviceId={snap.consultation.serviceId}
            onClose={() => {
              appState.consultation = { ...appState.consultation, open: false };
            }}
          />
        </Suspense>
      )}
      <ToastViewport />
    </>
  );
}
