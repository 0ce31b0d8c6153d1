import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatRefused } from '../port/chat-client';
import { LocalChatClient } from './local-client';

/** A WebSocket stand-in: records what the adapter sends, lets the test answer as the hub. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }
  close(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  /** The hub's side. */
  open(account = 'me') {
    this.readyState = 1;
    this.push({ t: 'ready', account });
  }
  push(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const last = () => FakeSocket.all[FakeSocket.all.length - 1]!;

function client(
  renew = vi.fn(async () => ({ account: 'me', secret: `ticket-${FakeSocket.all.length}` })),
) {
  const states: string[] = [];
  const c = new LocalChatClient({
    role: 'support',
    renew,
    socketBase: 'ws://hub',
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    log: () => undefined,
  });
  c.onConnection((state) => states.push(state));
  return { c, states, renew };
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('local adapter', () => {
  it('opens /im with the ticket and answers requests by their id', async () => {
    const { c, states } = client();
    const connecting = c.connect({ account: 'me', secret: 'a b' });
    expect(last().url).toBe('ws://hub/im?ticket=a%20b');
    last().open();
    await connecting;
    expect(states).toEqual(['connecting', 'connected']);

    const history = c.history('p2p-kf', 30);
    const request = last().sent[0]!;
    expect(request).toMatchObject({ t: 'history', sessionId: 'p2p-kf', limit: 30 });
    last().push({
      t: 'reply',
      rid: request.rid,
      ok: true,
      data: [
        { id: '1', sessionId: 'p2p-kf', from: 'kf', to: 'me', time: 1, kind: 'text', text: '你好' },
      ],
    });
    expect((await history).messages.map((m) => m.text)).toEqual(['你好']);

    const refused = c.sendText('p2p-kf', ' ', 'local-abc-1-0f0f0f');
    // The message's client id goes with it: the hub stores a resend of it once.
    expect(last().sent[1]).toMatchObject({ t: 'sendText', clientId: 'local-abc-1-0f0f0f' });
    last().push({ t: 'reply', rid: last().sent[1]!.rid, ok: false, msg: '消息不能为空' });
    await expect(refused).rejects.toThrow('消息不能为空');
    // A refusal carries the hub's words for the window to show.
    await expect(refused).rejects.toBeInstanceOf(ChatRefused);
  });

  it('after a dropped connection: reconnecting, a fresh ticket, connected again; pending requests fail', async () => {
    const { c, states, renew } = client();
    const connecting = c.connect({ account: 'me', secret: 't0' });
    last().open();
    await connecting;
    const pending = c.listSessions();
    last().drop();
    await expect(pending).rejects.toThrow('chat connection closed');
    expect(states.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1000);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(FakeSocket.all).toHaveLength(2);
    last().open();
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toBe('connected');
  });

  it('a stopping instance (1012): reconnects at once, spread over up to 1 s, with a fresh ticket', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.25);
    const { c, states, renew } = client();
    const connecting = c.connect({ account: 'me', secret: 't0' });
    last().open();
    await connecting;
    last().drop(1012);
    expect(states.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(249);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(FakeSocket.all).toHaveLength(2);
    last().open();
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toBe('connected');
    vi.mocked(Math.random).mockRestore();
  });

  it('a refused connection (4401) is an error, not a reconnect loop', async () => {
    const { c, states, renew } = client();
    const connecting = c.connect({ account: 'me', secret: 'bad' });
    last().drop(4401);
    await expect(connecting).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(states.at(-1)).toBe('error');
    expect(renew).not.toHaveBeenCalled();
  });

  it('passes pushes up: messages, sessions, peer reads', async () => {
    const { c } = client();
    const connecting = c.connect({ account: 'me', secret: 't' });
    last().open();
    await connecting;
    const seen: string[] = [];
    c.onMessages((m) => seen.push(`message ${m[0]?.text ?? ''}`));
    c.onSessions((s) => seen.push(`sessions ${s.length}`));
    c.onPeerRead((id, time) => seen.push(`read ${id} ${time}`));
    last().push({
      t: 'message',
      message: {
        id: '9',
        sessionId: 'p2p-kf',
        from: 'kf',
        to: 'me',
        time: 9,
        kind: 'text',
        text: '在',
      },
    });
    last().push({
      t: 'sessions',
      sessions: [{ id: 'p2p-kf', peer: 'kf', pinned: false, updatedAt: 9, unread: 1 }],
    });
    last().push({ t: 'peerRead', sessionId: 'p2p-kf', time: 9 });
    last().push({ t: 'nonsense' });
    expect(seen).toEqual(['message 在', 'sessions 1', 'read p2p-kf 9']);
  });
});
