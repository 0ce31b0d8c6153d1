import type { ChatMessage } from '../port/chat-client';

/** History loads 30 messages at a time, backwards from the oldest loaded message. */
export const HISTORY_PAGE_SIZE = 30;

/** After older messages load at the top, the list scrolls down 105px per loaded message. */
export const SCROLL_OFFSET_PER_MESSAGE = 105;

export interface HistoryState {
  /** Oldest first. */
  messages: ChatMessage[];
  /** No older messages exist. */
  complete: boolean;
}

export const emptyHistory: HistoryState = { messages: [], complete: false };

/** The message the next page loads before, or undefined for the first page. */
export function oldestLoaded(state: HistoryState): ChatMessage | undefined {
  return state.messages[0];
}

/**
 * Puts an older page in front of what is loaded. A page of fewer than 30 (or none) marks the
 * history complete. Messages already present (same id) are not repeated.
 */
export function prependPage(state: HistoryState, page: readonly ChatMessage[]): HistoryState {
  const known = new Set(state.messages.map((message) => message.id));
  const older = page.filter((message) => !known.has(message.id));
  return {
    messages: [...older, ...state.messages],
    complete: page.length < HISTORY_PAGE_SIZE,
  };
}

/**
 * Appends new messages (incoming or sent) in time order, replacing one with the same id (a sent
 * message's local copy is replaced by the stored one via `replaceId`).
 */
export function appendMessages(
  state: HistoryState,
  incoming: readonly ChatMessage[],
): HistoryState {
  const byId = new Map(state.messages.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  const messages = [...byId.values()].sort((a, b) => a.time - b.time);
  return { ...state, messages };
}

/** Swaps a local (sending) message for its stored copy, keeping its place. */
export function replaceMessage(
  state: HistoryState,
  localId: string,
  stored: ChatMessage,
): HistoryState {
  const withoutStored = state.messages.filter((message) => message.id !== stored.id);
  const index = withoutStored.findIndex((message) => message.id === localId);
  if (index < 0) return appendMessages(state, [stored]);
  const messages = [...withoutStored];
  messages[index] = stored;
  return { ...state, messages };
}

/** Where the list scrolls after `loaded` older messages were put on top: it keeps the reader's place. */
export function scrollTopAfterLoad(loaded: number): number {
  return loaded * SCROLL_OFFSET_PER_MESSAGE;
}
