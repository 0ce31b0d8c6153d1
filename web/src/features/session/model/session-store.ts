import { proxy } from 'valtio';
import type { UserInfo } from '@ysy/contracts/login/schemas';
import { appState } from '../../../shared/state/app-state';
import { readUser } from '../../../shared/storage/user-storage';

/** The logged-in user as the top bar shows them; mirrors storage, which decides login state. */
export const sessionStore = proxy<{ user: UserInfo | null }>({ user: null });

/** Login state derives from stored user info: at load and on each path change. */
export function syncLoginState(): void {
  const user = readUser();
  sessionStore.user = user;
  appState.loggedIn = user !== null;
}
