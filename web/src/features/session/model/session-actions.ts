import { endpoints } from '@ysy/contracts/endpoints';
import { callApi } from '../../../shared/api/client';
import { clearKeyword } from '../../../shared/storage/keyword-storage';
import { clearUser } from '../../../shared/storage/user-storage';
import { syncLoginState } from './session-store';

/** What the session actions need from the router and the page, so they stay testable. */
export interface SessionNavigator {
  pathname(): string;
  goHome(): void;
  reload(): void;
}

/**
 * Logout: end the BFF session, forget user info, chat account and keyword, then go
 * home — reloading when already home so every part of the page starts clean.
 */
export async function logout(nav: SessionNavigator): Promise<void> {
  try {
    await callApi(endpoints.bffLogout);
  } catch (error) {
    // The cookie may already be gone; the local logout must happen anyway.
    console.warn('[session] logout call failed', error);
  }
  clearUser();
  clearKeyword();
  syncLoginState();
  if (nav.pathname() === '/') nav.reload();
  else nav.goHome();
}

/** The BFF answered 401 (the session is lost): logged out, back to `/`. */
export function handleSessionLost(nav: SessionNavigator): void {
  clearUser();
  syncLoginState();
  if (nav.pathname() !== '/') nav.goHome();
}
