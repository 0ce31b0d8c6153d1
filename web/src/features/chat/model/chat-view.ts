import type { ChatProfile, ChatSession, ConnState } from '../port/chat-client';
import type { FileProgress } from './files';
import type { HistoryState } from './history';
import type { Outgoing } from './outbox';

/** What a chat window shows; the controller keeps it in a valtio proxy. */
export interface ChatView {
  conn: ConnState | 'idle';
  me: string | null;
  sessions: ChatSession[];
  activeId: string | null;
  histories: Record<string, HistoryState>;
  /** Per session: up to when the peer has read my messages (ms). */
  peerRead: Record<string, number>;
  profiles: Record<string, ChatProfile>;
  /** Messages typed but not stored yet: queued (offline), sending, failed (with retry). */
  pending: Outgoing[];
  /** File sends' progress by local id. */
  progress: Record<string, FileProgress>;
  loadingOlder: boolean;
  unreadTotal: number;
  windowOpen: boolean;
}

export function emptyChatView(): ChatView {
  return {
    conn: 'idle',
    me: null,
    sessions: [],
    activeId: null,
    histories: {},
    peerRead: {},
    profiles: {},
    pending: [],
    progress: {},
    loadingOlder: false,
    unreadTotal: 0,
    windowOpen: false,
  };
}
