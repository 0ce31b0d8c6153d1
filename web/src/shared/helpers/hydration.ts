import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's markup; true in every render
 * after that, and at once in a render that hydrates nothing. A render that hydrates must draw what
 * the server drew (React keeps the markup only if the two agree), so what only the browser knows
 * — storage, the scroll position, paint timing, the signed-in user — waits for the render after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
