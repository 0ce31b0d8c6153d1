import { describe, expect, it, vi } from 'vitest';
import { ChatRefused, type ChatMessage } from '../port/chat-client';
import { Outbox, type Outgoing } from './outbox';

const stored = (item: Outgoing): ChatMessage => ({
  id: `s-${item.localId}`,
  sessionId: item.sessionId,
  from: 'me',
  to: 'x',
  time: 1,
  kind: 'text',
  text: item.payload.kind === 'text' ? item.payload.text : '',
});

function setup(send: (item: Outgoing) => Promise<ChatMessage>) {
  const sent: string[] = [];
  let states: string[] = [];
  const outbox = new Outbox({
    send,
    onSent: (item) => sent.push(item.payload.kind === 'text' ? item.payload.text : ''),
    onChange: (items) => {
      states = items.map((item) => item.state);
    },
  });
  return { outbox, sent, states: () => states };
}

describe('outbox (offline queue)', () => {
  it('keeps messages typed offline and sends them in order on reconnect', async () => {
    const send = vi.fn(async (item: Outgoing) => stored(item));
    const { outbox, sent, states } = setup(send);
    outbox.submit('p2p-x', { kind: 'text', text: '一' });
    outbox.submit('p2p-x', { kind: 'text', text: '二' });
    await Promise.resolve();
    expect(send).not.toHaveBeenCalled();
    expect(states()).toEqual(['queued', 'queued']);
    outbox.setOnline(true);
    await vi.waitFor(() => expect(sent).toEqual(['一', '二']));
    expect(outbox.pending).toEqual([]);
  });

  it('marks a failed send failed, and retry sends it', async () => {
    let fail = true;
    const send = vi.fn(async (item: Outgoing) => {
      if (fail) throw new Error('refused');
      return stored(item);
    });
    const { outbox, sent, states } = setup(send);
    outbox.setOnline(true);
    const item = outbox.submit('p2p-x', { kind: 'text', text: '三' });
    await vi.waitFor(() => expect(states()).toEqual(['failed']));
    fail = false;
    outbox.retry(item.localId);
    await vi.waitFor(() => expect(sent).toEqual(['三']));
    expect(states()).toEqual([]);
  });

  it('keeps a refused file with the service’s reason for 重试; a retry clears it', async () => {
    let refusal: Error | null = new ChatRefused('上传太频繁，请稍后再试');
    const send = vi.fn(async (item: Outgoing) => {
      if (refusal) throw refusal;
      return stored(item);
    });
    const { outbox, sent } = setup(send);
    outbox.setOnline(true);
    const file = new File(['报表'], '报表.pdf', { type: 'application/pdf' });
    const item = outbox.submit('p2p-x', { kind: 'file', file });
    await vi.waitFor(() => expect(outbox.pending[0]?.state).toBe('failed'));
    expect(outbox.pending[0]).toMatchObject({
      reason: '上传太频繁，请稍后再试',
      payload: { file },
    });

    // A failure that is not a refusal (transport) has no reason to show.
    refusal = new Error('upload failed (502)');
    outbox.retry(item.localId);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(outbox.pending[0]?.state).toBe('failed'));
    expect(outbox.pending[0]?.reason).toBeUndefined();

    refusal = null;
    outbox.retry(item.localId);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(outbox.pending).toEqual([]);
  });

  it('a send that fails because the connection dropped goes back to the queue', async () => {
    let outboxRef: Outbox | null = null;
    const send = vi.fn(async (item: Outgoing) => {
      if (send.mock.calls.length === 1) {
        outboxRef?.setOnline(false);
        throw new Error('socket closed');
      }
      return stored(item);
    });
    const { outbox, sent, states } = setup(send);
    outboxRef = outbox;
    outbox.setOnline(true);
    outbox.submit('p2p-x', { kind: 'text', text: '四' });
    await vi.waitFor(() => expect(states()).toEqual(['queued']));
    outbox.setOnline(true);
    await vi.waitFor(() => expect(sent).toEqual(['四']));
  });
});
