import { proxy } from 'valtio';

/**
 * The few global client flags (login, dialogs, chat, unread); server data lives in TanStack Query
 * and URL state in route search params. Dialogs are opened by setting their flag here, so any part
 * of the shell (footer, tool bar, top bar) can open them without importing each other.
 */
export const appState = proxy({
  loggedIn: false,
  /** Login dialog visibility: set on open, cleared on close. */
  loginWindowShown: false,
  publishNeedOpen: false,
  /** Free phone consultation dialog; `serviceId` is the numeric service id the upstream takes. */
  consultation: { open: false, serviceId: 0 },
  chat: { supportOpen: false, consultantOpen: false },
  /** The consultant a footer card's 在线咨询 chose; null: the user's own consultant. */
  chatPeer: { consultant: null as string | null },
  unread: { support: 0, consultant: 0 },
});

export type AppState = typeof appState;
