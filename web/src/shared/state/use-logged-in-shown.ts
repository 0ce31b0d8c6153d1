import { useSnapshot } from 'valtio';
import { useHydrated } from '../helpers/hydration';
import { appState } from './app-state';

/**
 * Whether to show the signed-in user's view. False while the browser hydrates the server's
 * markup, which is drawn for any visitor (so it invites everyone to log in): the user's own view
 * follows in the render after, where the markup no longer has to match.
 */
export function useLoggedInShown(): boolean {
  const { loggedIn } = useSnapshot(appState);
  const hydrated = useHydrated();
  return loggedIn && hydrated;
}
