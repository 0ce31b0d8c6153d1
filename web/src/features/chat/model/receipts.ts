import type { ChatMessage } from '../port/chat-client';
import { chatText } from '../../../shared/strings/chat';

/** Read-receipt marking waits 500 ms, so a burst of incoming messages sends one receipt. */
export const RECEIPT_DELAY_MS = 500;

/** A sent message is read by the other party once the peer's receipt time covers it. */
export function isReadByPeer(message: ChatMessage, peerReadTime: number): boolean {
  return peerReadTime >= message.time;
}

/** The label under one of my messages: 已读 or 未读. */
export function readLabel(message: ChatMessage, peerReadTime: number): string {
  return isReadByPeer(message, peerReadTime) ? chatText.read : chatText.unread;
}

/** The newest message in `messages` that the peer sent (the one a receipt acknowledges). */
export function latestFromPeer(
  messages: readonly ChatMessage[],
  me: string,
): ChatMessage | undefined {
  let latest: ChatMessage | undefined;
  for (const message of messages) {
    if (message.from !== me && (!latest || message.time >= latest.time)) latest = message;
  }
  return latest;
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Schedules read receipts: `schedule(message)` marks `message` read 500 ms later; a newer
 * message scheduled meanwhile replaces it (one receipt for the burst, for the newest).
 */
export function createReceiptScheduler(
  mark: (message: ChatMessage) => void,
  timers: Timers = realTimers,
): { schedule(message: ChatMessage): void; cancel(): void } {
  let pending: ChatMessage | null = null;
  let handle: unknown = null;
  return {
    schedule(message) {
      if (pending && pending.time > message.time) return;
      pending = message;
      if (handle !== null) timers.clearTimeout(handle);
      handle = timers.setTimeout(() => {
        handle = null;
        const target = pending;
        pending = null;
        if (target) mark(target);
      }, RECEIPT_DELAY_MS);
    },
    cancel() {
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
      pending = null;
    },
  };
}
