import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../port/chat-client';
import {
  createReceiptScheduler,
  isReadByPeer,
  latestFromPeer,
  readLabel,
  RECEIPT_DELAY_MS,
} from './receipts';

const m = (id: string, from: string, time: number): ChatMessage => ({
  id,
  sessionId: 'p2p-x',
  from,
  to: from === 'me' ? 'x' : 'me',
  time,
  kind: 'text',
  text: id,
});

describe('read receipts', () => {
  it('a sent message is read once the receipt time covers it: 已读 / 未读', () => {
    const mine = m('a', 'me', 1000);
    expect(isReadByPeer(mine, 999)).toBe(false);
    expect(readLabel(mine, 999)).toBe('未读');
    expect(isReadByPeer(mine, 1000)).toBe(true);
    expect(readLabel(mine, 1500)).toBe('已读');
  });

  it('acknowledges the newest peer message', () => {
    expect(latestFromPeer([m('1', 'x', 1), m('2', 'me', 5), m('3', 'x', 3)], 'me')?.id).toBe('3');
    expect(latestFromPeer([m('2', 'me', 5)], 'me')).toBeUndefined();
  });

  it('marks read 500 ms later, once per burst, for the newest message', () => {
    vi.useFakeTimers();
    try {
      const mark = vi.fn();
      const scheduler = createReceiptScheduler(mark);
      scheduler.schedule(m('1', 'x', 1));
      vi.advanceTimersByTime(300);
      scheduler.schedule(m('2', 'x', 2));
      scheduler.schedule(m('0', 'x', 0)); // older: ignored
      vi.advanceTimersByTime(RECEIPT_DELAY_MS - 1);
      expect(mark).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(mark).toHaveBeenCalledTimes(1);
      expect(mark).toHaveBeenCalledWith(expect.objectContaining({ id: '2' }));
      scheduler.schedule(m('3', 'x', 3));
      scheduler.cancel();
      vi.advanceTimersByTime(1000);
      expect(mark).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
