import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { dialogStrings } from '../../strings/dialogs';
import type { ToastTone } from './toast';

/** How long a notification stays (long enough to read a Chinese sentence twice). */
const DURATION_MS = 3000;

function showWithSonner(message: string, tone: ToastTone): void {
  if (tone === 'success') toast.success(message, { duration: DURATION_MS });
  else if (tone === 'error') toast.error(message, { duration: DURATION_MS });
  else toast(message, { duration: DURATION_MS });
}

/**
 * The notification viewport (sonner). Its Toaster subscribes in an effect, which React runs before
 * this component's own: by the time `onReady` is called, notifications show.
 */
export default function SonnerViewport({
  onReady,
}: {
  onReady: (show: typeof showWithSonner) => void;
}) {
  useEffect(() => {
    onReady(showWithSonner);
  }, [onReady]);
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
