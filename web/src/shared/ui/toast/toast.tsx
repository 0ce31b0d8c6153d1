import { Suspense, lazy, useSyncExternalStore } from 'react';

export type ToastTone = 'success' | 'error' | 'info';
type Show = (message: string, tone: ToastTone) => void;

// The notification library is its own chunk, loaded by the first notification: most page views
// show none, and the first load should not carry it. Notifications asked for before it is ready
// wait in order and show as soon as its viewport listens.
const SonnerViewport = lazy(() => import('./sonner-viewport'));

const waiting: [string, ToastTone][] = [];
let show: Show | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/** Shows a short notification, e.g. the server's msg after the footer's publish-need form. */
export function showToast(message: string, tone: ToastTone = 'info'): void {
  if (show) {
    show(message, tone);
    return;
  }
  waiting.push([message, tone]);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

/** The loaded viewport hands over its `show` once it listens; what waited shows now. */
function ready(loaded: Show): void {
  show = loaded;
  for (const [message, tone] of waiting.splice(0)) loaded(message, tone);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True from the first notification on (the dialogs host mounts with it). */
export function useToastWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

/** Where notifications appear; mounted once (by the dialogs host), loaded with the first one. */
export function ToastViewport() {
  return useToastWanted() ? (
    <Suspense fallback={null}>
      <SonnerViewport onReady={ready} />
    </Suspense>
  ) : null;
}
