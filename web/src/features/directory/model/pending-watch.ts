import { readString, removeKey, writeString } from '../../../shared/storage/safe-storage';
import { storageKeys } from '../../../shared/storage/storage-keys';

/**
 * An anonymous visitor's 关注 opens the login dialog, and the login leaves the page (the QR login
 * comes back to it by a full navigation), so the company to watch is kept in sessionStorage: this
 * tab only, gone with the tab.
 */
export function rememberPendingWatch(eid: string): void {
  writeString('session', storageKeys.pendingWatch, eid);
}

/** Forgets the pending watch (the visitor closed the login dialog without logging in). */
export function forgetPendingWatch(): void {
  removeKey('session', storageKeys.pendingWatch);
}

/**
 * Whether a watch of `eid` is pending; true spends it, so a reload does not watch again. A watch
 * asked for on another company stays for that company's page.
 */
export function takePendingWatch(eid: string): boolean {
  if (readString('session', storageKeys.pendingWatch) !== eid) return false;
  forgetPendingWatch();
  return true;
}
