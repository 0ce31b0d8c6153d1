import { describe, expect, it, vi } from 'vitest';
import { NimChatClient, type NimMessage, type NimSdk } from './nim-client';

type Handler = (...args: unknown[]) => void;

function emitter() {
  const handlers = new Map<string, Handler[]>();
  return {
    on: (event: string, fn: Handler) => handlers.set(event, [...(handlers.get(event) ?? []), fn]),
    off: () => undefined,
    emit: (event: string, ...args: unknown[]) =>
      (handlers.get(event) ?? []).forEach((fn) => fn(...args)),
  };
}

const nimMessage = (n: number, from: string, to: string): NimMessage => ({
  messageClientId: `c${n}`,
  messageServerId: `s${n}`,
  // NetEase names a conversation from the viewer's side, whoever sent the message.
  conversationId: `me|1|${from === 'me' ? to : from}`,
  senderId: from,
  receiverId: to,
  createTime: n,
  messageType: 0,
  text: `第${n}条`,
});

/** A hand-written fake of the SDK surface the adapter uses. */
function fakeSdk() {
  const login = emitter();
  const conversations = emitter();
  const messages = emitter();
  const sdk = {
    V2NIMLoginService: {
      ...login,
      login: vi.fn(async () => login.emit('onLoginStatus', 1)),
      logout: vi.fn(async () => undefined),
    },
    V2NIMLocalConversationService: {
      ...conversations,
      getConversationListByOption: vi.fn(async () => ({
        conversationList: [
          { conversationId: 'me|1|kf', stickTop: false, unreadCount: 2, updateTime: 5 },
          { conversationId: 'me|1|boss', stickTop: true, unreadCount: 0, updateTime: 1 },
        ],
      })),
      clearUnreadCountByIds: vi.fn(async () => undefined),
    },
    V2NIMMessageService: {
      ...messages,
      sendMessage: vi.fn(
        async (
          message: NimMessage,
          conversationId: string,
          _p?: object,
          progress?: (n: number) => void,
        ) => {
          progress?.(0);
          progress?.(55.5);
          progress?.(100);
          return {
            message: {
              ...message,
              conversationId,
              messageServerId: 'srv1',
              senderId: 'me',
              createTime: 9,
            },
          };
        },
      ),
      getMessageList: vi.fn(async (_option: object) => [
        nimMessage(3, 'kf', 'me'),
        nimMessage(2, 'me', 'kf'),
      ]),
      sendP2PMessageReceipt: vi.fn(async () => undefined),
      getP2PMessageReceipt: vi.fn(async () => ({ timestamp: 42 })),
    },
    V2NIMMessageCreator: {
      createTextMessage: (text: string) => ({
        messageClientId: 'local',
        conversationId: '',
        senderId: '',
        receiverId: '',
        createTime: 0,
        messageType: 0,
        text,
      }),
      createImageMessage: () => ({
        messageClientId: 'img',
        conversationId: '',
        senderId: '',
        receiverId: '',
        createTime: 0,
        messageType: 1,
        attachment: { url: 'https://nos/x.png', name: 'x.png', size: 3 },
      }),
      createVideoMessage: () => ({
        messageClientId: 'v',
        conversationId: '',
        senderId: '',
        receiverId: '',
        createTime: 0,
        messageType: 3,
      }),
      createAudioMessage: () => ({
        messageClientId: 'a',
        conversationId: '',
        senderId: '',
        receiverId: '',
        createTime: 0,
        messageType: 2,
      }),
      createFileMessage: () => ({
        messageClientId: 'f',
        conversationId: '',
        senderId: '',
        receiverId: '',
        createTime: 0,
        messageType: 6,
      }),
    },
    V2NIMUserService: {
      getUserList: vi.fn(async (accounts: string[]) =>
        accounts.map((accountId) => ({ accountId, name: `用户${accountId}` })),
      ),
    },
  };
  return { sdk, login, messages };
}

async function connected() {
  const fake = fakeSdk();
  const client = new NimChatClient({
    appKey: 'key',
    factory: async () => fake.sdk as unknown as NimSdk,
  });
  const states: string[] = [];
  client.onConnection((state) => states.push(state));
  await client.connect({ account: 'me', secret: 'nim-token' });
  return { client, fake, states };
}

describe('NIM adapter (against a fake SDK)', () => {
  it('logs in with the account token and maps login status to connection states', async () => {
    const { fake, states } = await connected();
    expect(fake.sdk.V2NIMLoginService.login).toHaveBeenCalledWith(
      'me',
      'nim-token',
      expect.any(Object),
    );
    expect(states).toEqual(['connecting', 'connected']);
    fake.login.emit('onDisconnected');
    fake.login.emit('onLoginStatus', 3);
    expect(states.slice(-2)).toEqual(['reconnecting', 'reconnecting']);
  });

  it('translates conversation ids to p2p-{account} and back', async () => {
    const { client, fake } = await connected();
    const sessions = await client.listSessions();
    expect(sessions.map((s) => [s.id, s.peer, s.pinned, s.unread])).toEqual([
      ['p2p-kf', 'kf', false, 2],
      ['p2p-boss', 'boss', true, 0],
    ]);
    await client.sendText('p2p-kf', '你好');
    expect(fake.sdk.V2NIMMessageService.sendMessage.mock.calls[0]?.[1]).toBe('me|1|kf');
  });

  it('pages history oldest first, anchored on the SDK message', async () => {
    const { client, fake } = await connected();
    const first = await client.history('p2p-kf', 30);
    expect(first.messages.map((m) => m.id)).toEqual(['s2', 's3']);
    expect(first.messages[0]?.sessionId).toBe('p2p-kf');
    await client.history('p2p-kf', 30, first.messages[0]);
    const option = fake.sdk.V2NIMMessageService.getMessageList.mock.calls[1]?.[0] as {
      anchorMessage?: NimMessage;
      limit: number;
      direction: number;
    };
    expect(option.limit).toBe(30);
    expect(option.direction).toBe(0);
    expect(option.anchorMessage?.messageServerId).toBe('s2');
  });

  it('reports whole upload percentages, receipts only peer messages, reads the receipt time', async () => {
    const { client, fake } = await connected();
    const progress: number[] = [];
    const sent = await client.sendFile(
      'p2p-kf',
      new File(['x'], 'x.png', { type: 'image/png' }),
      'image',
      (p) => progress.push(p),
    );
    expect(progress).toEqual([0, 55, 100]);
    expect(sent.kind).toBe('image');
    expect(sent.attachment?.url).toBe('https://nos/x.png');

    const page = await client.history('p2p-kf', 30);
    await client.markRead('p2p-kf', page.messages[0]!); // mine: no receipt
    expect(fake.sdk.V2NIMMessageService.sendP2PMessageReceipt).not.toHaveBeenCalled();
    await client.markRead('p2p-kf', page.messages[1]!);
    expect(fake.sdk.V2NIMMessageService.sendP2PMessageReceipt).toHaveBeenCalledTimes(1);
    expect(fake.sdk.V2NIMLocalConversationService.clearUnreadCountByIds).toHaveBeenCalledWith([
      'me|1|kf',
    ]);
    expect(await client.peerReadTime('p2p-kf')).toBe(42);
  });

  it('passes incoming messages and read receipts up in port terms', async () => {
    const { client, fake } = await connected();
    const got: string[] = [];
    const reads: Array<[string, number]> = [];
    client.onMessages((messages) =>
      got.push(...messages.map((m) => `${m.sessionId}:${m.text ?? ''}`)),
    );
    client.onPeerRead((sessionId, time) => reads.push([sessionId, time]));
    fake.messages.emit('onReceiveMessages', [nimMessage(7, 'kf', 'me')]);
    fake.messages.emit('onReceiveP2PMessageReadReceipts', [
      { conversationId: 'me|1|kf', timestamp: 99 },
    ]);
    expect(got).toEqual(['p2p-kf:第7条']);
    expect(reads).toEqual([['p2p-kf', 99]]);
    expect(await client.profiles(['kf'])).toEqual([{ account: 'kf', nick: '用户kf' }]);
  });
});
