import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../port/chat-client';
import {
  appendMessages,
  emptyHistory,
  HISTORY_PAGE_SIZE,
  oldestLoaded,
  prependPage,
  replaceMessage,
  scrollTopAfterLoad,
} from './history';

const m = (n: number): ChatMessage => ({
  id: `m${n}`,
  sessionId: 'p2p-a',
  from: 'a',
  to: 'me',
  time: n,
  kind: 'text',
  text: String(n),
});
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => m(from + i));

describe('history paging', () => {
  it('pages 30 backwards from the oldest loaded; fewer than 30 completes it', () => {
    expect(HISTORY_PAGE_SIZE).toBe(30);
    let state = prependPage(emptyHistory, range(71, 100));
    expect(state.complete).toBe(false);
    expect(oldestLoaded(state)?.id).toBe('m71');
    state = prependPage(state, range(41, 70));
    state = prependPage(state, range(11, 40));
    expect(state.complete).toBe(false);
    state = prependPage(state, range(1, 10));
    expect(state.complete).toBe(true);
    expect(state.messages.map((x) => x.time)).toEqual(range(1, 100).map((x) => x.time));
  });

  it('an empty page completes it; repeated messages are not duplicated', () => {
    expect(prependPage(emptyHistory, []).complete).toBe(true);
    const state = prependPage(prependPage(emptyHistory, range(5, 6)), range(4, 5));
    expect(state.messages.map((x) => x.id)).toEqual(['m4', 'm5', 'm6']);
  });

  it('appends in time order and swaps a local copy for the stored one in place', () => {
    let state = appendMessages(emptyHistory, [m(3), m(1)]);
    state = appendMessages(state, [{ ...m(2), id: 'local-1' }]);
    expect(state.messages.map((x) => x.id)).toEqual(['m1', 'local-1', 'm3']);
    state = replaceMessage(state, 'local-1', { ...m(2), id: 's2' });
    expect(state.messages.map((x) => x.id)).toEqual(['m1', 's2', 'm3']);
  });

  it('scrolls 105px per loaded message to keep the reader in place', () => {
    expect(scrollTopAfterLoad(30)).toBe(3150);
    expect(scrollTopAfterLoad(0)).toBe(0);
  });
});
