import type { ChatSession } from '../port/chat-client';

/** Sessions pinned first, then the newest update first; ties keep a stable order by id. */
export function sortSessions(sessions: readonly ChatSession[]): ChatSession[] {
  return [...sessions].sort((a, b) => {
    if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
    if (a.updatedAt !== b.updatedAt) return b.updatedAt - a.updatedAt;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

/** The unread total is the sum of the sessions' unread counts. */
export function totalUnread(sessions: readonly ChatSession[]): number {
  return sessions.reduce((sum, session) => sum + Math.max(0, session.unread), 0);
}

/**
 * Adding a session creates it or refreshes the one with the same id (newer fields win), and the
 * caller makes it active. Returns the new, sorted list.
 */
export function upsertSession(
  sessions: readonly ChatSession[],
  incoming: ChatSession,
): ChatSession[] {
  const others = sessions.filter((session) => session.id !== incoming.id);
  const existing = sessions.find((session) => session.id === incoming.id);
  const merged: ChatSession = existing
    ? {
        ...existing,
        ...incoming,
        updatedAt: Math.max(existing.updatedAt, incoming.updatedAt),
        lastMessage: incoming.lastMessage ?? existing.lastMessage,
      }
    : incoming;
  return sortSessions([...others, merged]);
}

/** The active session's unread is always zero: the reader is looking at it. */
export function clearUnread(
  sessions: readonly ChatSession[],
  activeId: string | null,
): ChatSession[] {
  return sessions.map((session) =>
    session.id === activeId && session.unread !== 0 ? { ...session, unread: 0 } : session,
  );
}

/**
 * Whom a chat window opens on, so it never opens on an empty pane while a conversation waits: a
 * peer the visitor just chose (a consultant's card) wins; then the newest conversation with
 * unread messages (a reply is waiting); then the window's own peer (the support agent, the user's
 * consultant); then the newest conversation. Null when there is nobody to talk to.
 */
export function openingPeer(
  sessions: readonly ChatSession[],
  chosen: string | null,
  ownPeer: string | null,
): string | null {
  if (chosen) return chosen;
  const ordered = sortSessions(sessions);
  const waiting = ordered.find((session) => session.unread > 0);
  return waiting?.peer ?? ownPeer ?? ordered[0]?.peer ?? null;
}
