import { appState } from '../../../shared/state/app-state';
import { chatHandle } from './chat-runtime';
import { hasSupportJsCode } from './js-code';

/**
 * Starts the chats whose badges may have something to show while their windows are closed: the
 * support chat of a visitor who has chatted before, the consultant chat of a logged-in user.
 */
export function startBackgroundChats(): void {
  if (hasSupportJsCode()) void chatHandle('support').catch(() => undefined);
  if (appState.loggedIn) void chatHandle('consultant').catch(() => undefined);
}
