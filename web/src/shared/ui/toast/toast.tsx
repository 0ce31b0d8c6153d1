import { toast, Toaster } from 'sonner';
import { dialogStrings } from '../../strings/dialogs';

export type ToastTone = 'success' | 'error' | 'info';

/** How long a notification stays (long enough to read a Chinese sentence twice). */
const DURATION_MS = 3000;

/** Shows a short notification, e.g. the server's msg after the footer's publish-need form. */
export function showToast(message: string, tone: ToastTone = 'info'): void {
  if (tone === 'success') toast.success(message, { duration: DURATION_MS });
  else if (tone === 'error') toast.error(message, { duration: DURATION_MS });
  else toast(message, { duration: DURATION_MS });
}

/** Where notifications appear; mounted once (by the dialogs host). */
export function ToastViewport() {
  return (
    <Toaster
      position="top-center"
      richColors
      offset={88}
      containerAriaLabel={dialogStrings.toastRegion}
      toastOptions={{ style: { fontFamily: 'var(--font)', fontSize: 14 } }}
    />
  );
}
