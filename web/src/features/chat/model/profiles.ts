import { realTimers, type Timers } from './receipts';

/** Session profile look-ups are staggered: the n-th starts 100 ms after the one before. */
export const PROFILE_STAGGER_MS = 100;

/**
 * Looks up each account's profile one after another, `PROFILE_STAGGER_MS` apart (the first at
 * once), so opening a long account list does not fire every look-up in the same instant. A
 * failed look-up is reported to `onError` and the others continue. Returns a cancel function.
 */
export function staggerLookups(
  accounts: readonly string[],
  lookup: (account: string) => Promise<void>,
  onError: (account: string, error: unknown) => void,
  timers: Timers = realTimers,
): () => void {
  const handles: unknown[] = [];
  const unique = [...new Set(accounts)];
  unique.forEach((account, index) => {
    handles.push(
      timers.setTimeout(() => {
        lookup(account).catch((error: unknown) => onError(account, error));
      }, index * PROFILE_STAGGER_MS),
    );
  });
  return () => {
    for (const handle of handles) timers.clearTimeout(handle);
  };
}
