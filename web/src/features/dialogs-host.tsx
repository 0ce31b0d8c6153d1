import { useSnapshot } from 'valtio';
import { appState } from '../shared/state/app-state';
import { ToastViewport } from '../shared/ui/toast/toast';
import { ConsultationDialog } from './consultation/components/consultation-dialog';
import { LoginDialog } from './login-dialog/components/login-dialog';
import { PublishNeedDialog } from './publish-need/components/publish-need-dialog';

/**
 * The three dialogs and the notification viewport, each driven by its flag in `appState`
 * (ARCHITECTURE: open a dialog by setting its flag). Mounted once, in the root layout.
 */
export function DialogsHost() {
  const snap = useSnapshot(appState);
  return (
    <>
      <PublishNeedDialog
        open={snap.publishNeedOpen}
        onClose={() => {
          appState.publishNeedOpen = false;
        }}
      />
      <LoginDialog visible={snap.loginWindowShown} />
      <ConsultationDialog
        open={snap.consultation.open}
        serviceId={snap.consultation.serviceId}
        onClose={() => {
          appState.consultation = { ...appState.consultation, open: false };
        }}
      />
      <ToastViewport />
    </>
  );
}
