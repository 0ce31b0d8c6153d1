import { describe, expect, it } from 'vitest';
import type { ChatSession } from '../port/chat-client';
import { clearUnread, openingPeer, sortSessions, totalUnread, upsertSession } from './sessions';

const s = (id: string, updatedAt: number, unread = 0, pinned = false): ChatSession => ({
  id,
  peer: id.slice(4),
  pinned,
  updatedAt,
  unread,
});

describe('sessions', () => {
  it('orders pinned first, then the newest update', () => {
    const sorted = sortSessions([
      s('p2p-a', 1),
      s('p2p-b', 3),
      s('p2p-c', 2, 0, true),
      s('p2p-d', 9),
    ]);
    expect(sorted.map((x) => x.id)).toEqual(['p2p-c', 'p2p-d', 'p2p-b', 'p2p-a']);
  });

  it('sums unread counts for the total', () => {
    expect(totalUnread([s('p2p-a', 1, 2), s('p2p-b', 1, 5), s('p2p-c', 1, 0)])).toBe(7);
    expect(totalUnread([])).toBe(0);
  });

  it('adding a session creates it, or refreshes the existing one in place of a duplicate', () => {
    const created = upsertSession([s('p2p-a', 5)], s('p2p-b', 1));
    expect(created.map((x) => x.id)).toEqual(['p2p-a', 'p2p-b']);
    const refreshed = upsertSession(created, s('p2p-b', 9, 3));
    expect(refreshed.map((x) => x.id)).toEqual(['p2p-b', 'p2p-a']);
    expect(refreshed.find((x) => x.id === 'p2p-b')?.unread).toBe(3);
    // An older refresh never moves the session back in time.
    expect(upsertSession(refreshed, s('p2p-b', 2)).find((x) => x.id === 'p2p-b')?.updatedAt).toBe(
      9,
    );
  });

  it('keeps the active session at zero unread', () => {
    const list = clearUnread([s('p2p-a', 1, 4), s('p2p-b', 1, 2)], 'p2p-a');
    expect(list.map((x) => x.unread)).toEqual([0, 2]);
  });

  it('opens a window on the conversation whose reply is waiting, before its own peer', () => {
    const sessions = [s('p2p-a', 5), s('p2p-b', 3, 2), s('p2p-c', 4, 1)];
    expect(openingPeer(sessions, null, 'own')).toBe('c');
    expect(openingPeer(sessions, 'card', 'own')).toBe('card');
  });

  it('opens on its own peer, else the newest conversation, else nobody', () => {
    expect(openingPeer([s('p2p-a', 5)], null, 'own')).toBe('own');
    expect(openingPeer([s('p2p-a', 1), s('p2p-b', 2)], null, null)).toBe('b');
    expect(openingPeer([], null, null)).toBeNull();
  });
});
