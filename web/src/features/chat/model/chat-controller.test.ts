import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../port/chat-client';
import { FakeChatClient } from '../testing/fake-chat-client';
import { ChatController } from './chat-controller';

const fromPeer = (n: number): ChatMessage => ({
  id: `p${n}`,
  sessionId: 'p2p-kf',
  from: 'kf',
  to: 'me',
  time: n,
  kind: 'text',
  text: `第${n}条`,
});

function setup(online = true) {
  const client = new FakeChatClient('me');
  client.online = online;
  const unread: number[] = [];
  const controller = new ChatController(client, {
    renew: async () => ({ account: 'me', secret: 'ticket' }),
    onUnread: (total) => unread.push(total),
    log: () => undefined,
  });
  return { client, controller, unread };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('chat controller (above the port)', () => {
  it('publishes the unread total, also while the window is closed', async () => {
    const { client, controller, unread } = setup();
    await controller.start();
    client.emitSessions([
      { id: 'p2p-kf', peer: 'kf', pinned: false, updatedAt: 2, unread: 2 },
      { id: 'p2p-x', peer: 'x', pinned: true, updatedAt: 1, unread: 3 },
    ]);
    expect(unread.at(-1)).toBe(5);
    expect(controller.state.sessions.map((s) => s.id)).toEqual(['p2p-x', 'p2p-kf']);
  });

  it('loads history in pages of 30 and acknowledges incoming messages 500 ms later only while open', async () => {
    const { client, controller } = setup();
    client.messages = Array.from({ length: 40 }, (_, i) => fromPeer(i + 1));
    await controller.start();
    await controller.openSession('kf');
    expect(controller.state.histories['p2p-kf']?.messages).toHaveLength(30);
    expect(await controller.loadOlder()).toBe(10);
    expect(controller.state.histories['p2p-kf']?.complete).toBe(true);

    // Closed window: no receipt.
    client.emitMessages([fromPeer(41)]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(client.marked).toEqual([]);

    controller.setWindowOpen(true);
    client.emitMessages([fromPeer(42)]);
    await vi.advanceTimersByTimeAsync(499);
    expect(client.marked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.marked.map((m) => m.id)).toEqual(['p42']);
    expect(controller.state.histories['p2p-kf']?.messages.at(-1)?.id).toBe('p42');
  });

  it('keeps a message typed offline and sends it on reconnect; blank text is refused', async () => {
    const { client, controller } = setup(false);
    await controller.start();
    await controller.openSession('kf');
    expect(controller.sendText('   ')).toBe('消息不能为空');
    expect(controller.sendText('在吗')).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.state.pending.map((p) => p.state)).toEqual(['queued']);
    client.emitConnection('connected');
    await vi.waitFor(() => expect(controller.state.pending).toEqual([]));
    expect(controller.state.histories['p2p-kf']?.messages.at(-1)?.text).toBe('在吗');
  });

  it('resends a message whose acknowledgement was lost under the same client id', async () => {
    const { client, controller } = setup();
    await controller.start();
    await controller.openSession('kf');
    client.loseNextAck = true;
    controller.sendText('回执丢了');
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.state.pending.map((p) => p.state)).toEqual(['queued']);
    client.emitConnection('connected');
    await vi.waitFor(() => expect(controller.state.pending).toEqual([]));
    controller.sendText('下一条');
    await vi.waitFor(() => expect(client.sentClientIds).toHaveLength(3));
    const [first, resent, next] = client.sentClientIds;
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,80}$/);
    expect(resent).toBe(first);
    expect(next).not.toBe(first);
  });

  it('shows file progress then done, and looks profiles up 100 ms apart', async () => {
    const { client, controller } = setup();
    client.sessions = [
      { id: 'p2p-kf', peer: 'kf', pinned: false, updatedAt: 2, unread: 0 },
      { id: 'p2p-y', peer: 'y', pinned: false, updatedAt: 1, unread: 0 },
    ];
    await controller.start();
    await controller.openSession('kf');
    await vi.advanceTimersByTimeAsync(0);
    expect(client.profileCalls).toEqual([['me']]);
    await vi.advanceTimersByTimeAsync(100);
    expect(client.profileCalls).toEqual([['me'], ['kf']]);
    await vi.advanceTimersByTimeAsync(100);
    expect(client.profileCalls).toHaveLength(3);

    controller.sendFile(new File(['abc'], '合同.pdf', { type: 'application/pdf' }));
    await vi.waitFor(() => expect(controller.state.pending).toEqual([]));
    const progress = Object.values(controller.state.progress);
    expect(progress).toEqual([{ progress: 100, uploadDone: true }]);
    expect(controller.state.histories['p2p-kf']?.messages.at(-1)?.kind).toBe('file');
  });
});
