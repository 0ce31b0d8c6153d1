import { ChatClientEvents } from './client-events';
import type {
  Attachment,
  ChatClient,
  ChatCredentials,
  ChatMessage,
  ChatProfile,
  ChatSession,
  ConnState,
  HistoryPage,
  MessageKind,
} from '../port/chat-client';

/**
 * The NetEase IM adapter (nim-web-sdk-ng, V2 API). It sees the SDK only through the few members
 * below (its own enums are `const enum`s, unusable here), translates NetEase's conversation ids
 * (`{me}|1|{peer}`) to and from `p2p-{peer}`, and keeps every SDK type below the port. The SDK is
 * loaded by dynamic import only when the BFF's config names NIM, as this module's own chunk.
 */

type Listener = (...args: never[]) => void;
interface Emitter {
  on(event: string, listener: Listener): void;
  off(event: string, listener: Listener): void;
}

export interface NimMessage {
  messageClientId: string;
  messageServerId?: string;
  conversationId: string;
  senderId: string;
  receiverId: string;
  createTime: number;
  messageType: number;
  text?: string;
  attachment?: { url?: string; name?: string; size?: number; width?: number; height?: number };
}

export interface NimConversation {
  conversationId: string;
  stickTop: boolean;
  unreadCount: number;
  updateTime: number;
  lastMessage?: {
    messageRefer?: { messageClientId?: string; senderId?: string; createTime?: number };
    text?: string;
  };
}

export interface NimSdk {
  V2NIMLoginService: Emitter & {
    login(
      account: string,
      token: string,
      options: { retryCount: number; timeout: number },
    ): Promise<void>;
    logout(): Promise<void>;
  };
  V2NIMLocalConversationService: Emitter & {
    getConversationListByOption(
      offset: number,
      limit: number,
      option: { conversationTypes: number[] },
    ): Promise<{ conversationList: NimConversation[] }>;
    clearUnreadCountByIds(ids: string[]): Promise<unknown>;
  };
  V2NIMMessageService: Emitter & {
    sendMessage(
      message: NimMessage,
      conversationId: string,
      params?: object,
      progress?: (percent: number) => void,
    ): Promise<{ message: NimMessage }>;
    getMessageList(option: {
      conversationId: string;
      limit: number;
      direction: number;
      anchorMessage?: NimMessage;
    }): Promise<NimMessage[]>;
    sendP2PMessageReceipt(message: NimMessage): Promise<void>;
    getP2PMessageReceipt(conversationId: string): Promise<{ timestamp: number } | null>;
  };
  V2NIMMessageCreator: {
    createTextMessage(text: string): NimMessage;
    createImageMessage(file: File, name?: string): NimMessage;
    createVideoMessage(file: File, name?: string): NimMessage;
    createAudioMessage(file: File, name?: string): NimMessage;
    createFileMessage(file: File, name?: string): NimMessage;
  };
  V2NIMUserService: {
    getUserList(
      accounts: string[],
    ): Promise<Array<{ accountId: string; name?: string; avatar?: string }>>;
  };
}

export type NimFactory = (appKey: string) => Promise<NimSdk>;

/** The SDK's numbers (its const enums cannot be imported under isolatedModules). */
const P2P = 1;
const DIRECTION_OLDER = 0;
const KIND_OF_TYPE: Record<number, MessageKind> = {
  0: 'text',
  1: 'image',
  2: 'audio',
  3: 'video',
  6: 'file',
};
const LOGIN_STATE: Record<number, ConnState> = {
  0: 'disconnected',
  1: 'connected',
  2: 'connecting',
  3: 'reconnecting',
};

/** Loads the SDK (its own chunk) and makes a V2 instance; one per window, as accounts differ. */
const loadSdk: NimFactory = async (appKey) => {
  const mod = await import('nim-web-sdk-ng');
  const NIM = mod.default as unknown as new (init: object, other?: object) => NimSdk;
  return new NIM({ appkey: appKey, apiVersion: 'v2', debugLevel: 'warn' }, {});
};

export class NimChatClient extends ChatClientEvents implements ChatClient {
  private sdk: NimSdk | null = null;
  private me = '';
  /** SDK messages by id: history pages anchor on the SDK's own object. */
  private readonly raw = new Map<string, NimMessage>();

  constructor(private readonly opts: { appKey: string; factory?: NimFactory }) {
    super();
  }

  toNimId(sessionId: string): string {
    if (!sessionId.startsWith('p2p-')) throw new Error(`not a p2p session: ${sessionId}`);
    return `${this.me}|${P2P}|${sessionId.slice(4)}`;
  }

  toSessionId(conversationId: string): string {
    const [, type, peer] = conversationId.split('|');
    return type === String(P2P) && peer ? `p2p-${peer}` : conversationId;
  }

  private sdkOrThrow(): NimSdk {
    if (!this.sdk) throw new Error('NIM is not connected');
    return this.sdk;
  }

  private toMessage(message: NimMessage): ChatMessage {
    const id = message.messageServerId || message.messageClientId;
    this.raw.set(id, message);
    const out: ChatMessage = {
      id,
      sessionId: this.toSessionId(message.conversationId),
      from: message.senderId,
      to: message.receiverId,
      time: message.createTime,
      kind: KIND_OF_TYPE[message.messageType] ?? 'text',
    };
    if (message.text) out.text = message.text;
    const att = message.attachment;
    if (att?.url) {
      const attachment: Attachment = { url: att.url, name: att.name ?? '', size: att.size ?? 0 };
      if (att.width) attachment.width = att.width;
      if (att.height) attachment.height = att.height;
      out.attachment = attachment;
    }
    return out;
  }

  private toSession(conversation: NimConversation): ChatSession {
    const id = this.toSessionId(conversation.conversationId);
    return {
      id,
      peer: id.slice(4),
      pinned: conversation.stickTop,
      updatedAt: conversation.updateTime,
      unread: conversation.unreadCount,
    };
  }

  async connect(credentials: ChatCredentials): Promise<void> {
    const sdk = await (this.opts.factory ?? loadSdk)(this.opts.appKey);
    this.sdk = sdk;
    this.me = credentials.account;
    const emitState = (state: ConnState) => this.emitConnection(state);
    sdk.V2NIMLoginService.on('onLoginStatus', ((status: number) =>
      emitState(LOGIN_STATE[status] ?? 'error')) as Listener);
    sdk.V2NIMLoginService.on('onDisconnected', (() => emitState('reconnecting')) as Listener);
    sdk.V2NIMLoginService.on('onKickedOffline', (() => emitState('error')) as Listener);
    sdk.V2NIMMessageService.on('onReceiveMessages', ((messages: NimMessage[]) => {
      const mapped = messages.map((message) => this.toMessage(message));
      this.emitMessages(mapped);
    }) as Listener);
    sdk.V2NIMMessageService.on('onReceiveP2PMessageReadReceipts', ((
      receipts: Array<{ conversationId: string; timestamp: number }>,
    ) => {
      for (const receipt of receipts) {
        this.emitPeerRead(this.toSessionId(receipt.conversationId), receipt.timestamp);
      }
    }) as Listener);
    const refresh = (() => {
      void this.listSessions().then((sessions) => {
        this.emitSessions(sessions);
      });
    }) as Listener;
    sdk.V2NIMLocalConversationService.on('onConversationChanged', refresh);
    sdk.V2NIMLocalConversationService.on('onConversationCreated', refresh);
    emitState('connecting');
    await sdk.V2NIMLoginService.login(credentials.account, credentials.secret, {
      retryCount: 3,
      timeout: 30_000,
    });
  }

  async disconnect(): Promise<void> {
    await this.sdk?.V2NIMLoginService.logout();
    this.sdk = null;
  }

  async listSessions(): Promise<ChatSession[]> {
    const result =
      await this.sdkOrThrow().V2NIMLocalConversationService.getConversationListByOption(0, 100, {
        conversationTypes: [P2P],
      });
    return result.conversationList.map((conversation) => this.toSession(conversation));
  }

  async history(sessionId: string, limit: number, before?: ChatMessage): Promise<HistoryPage> {
    const option: Parameters<NimSdk['V2NIMMessageService']['getMessageList']>[0] = {
      conversationId: this.toNimId(sessionId),
      limit,
      direction: DIRECTION_OLDER,
    };
    const anchor = before ? this.raw.get(before.id) : undefined;
    if (anchor) option.anchorMessage = anchor;
    const list = await this.sdkOrThrow().V2NIMMessageService.getMessageList(option);
    // Newest first from the SDK; the port gives oldest first.
    return { messages: list.map((message) => this.toMessage(message)).reverse() };
  }

  async sendText(sessionId: string, text: string): Promise<ChatMessage> {
    const sdk = this.sdkOrThrow();
    const { message } = await sdk.V2NIMMessageService.sendMessage(
      sdk.V2NIMMessageCreator.createTextMessage(text),
      this.toNimId(sessionId),
    );
    return this.toMessage(message);
  }

  async sendFile(
    sessionId: string,
    file: File,
    kind: Exclude<MessageKind, 'text'>,
    onProgress?: (percent: number) => void,
  ): Promise<ChatMessage> {
    const sdk = this.sdkOrThrow();
    const creator = sdk.V2NIMMessageCreator;
    const created =
      kind === 'image'
        ? creator.createImageMessage(file, file.name)
        : kind === 'video'
          ? creator.createVideoMessage(file, file.name)
          : kind === 'audio'
            ? creator.createAudioMessage(file, file.name)
            : creator.createFileMessage(file, file.name);
    const { message } = await sdk.V2NIMMessageService.sendMessage(
      created,
      this.toNimId(sessionId),
      {},
      (percent) => onProgress?.(Math.floor(percent)),
    );
    return this.toMessage(message);
  }

  async markRead(sessionId: string, message: ChatMessage): Promise<void> {
    const sdk = this.sdkOrThrow();
    const raw = this.raw.get(message.id);
    // The SDK throws on a receipt for one's own message: only the peer's are acknowledged.
    if (raw && raw.senderId !== this.me) await sdk.V2NIMMessageService.sendP2PMessageReceipt(raw);
    await sdk.V2NIMLocalConversationService.clearUnreadCountByIds([this.toNimId(sessionId)]);
  }

  async peerReadTime(sessionId: string): Promise<number> {
    const receipt = await this.sdkOrThrow().V2NIMMessageService.getP2PMessageReceipt(
      this.toNimId(sessionId),
    );
    return receipt?.timestamp ?? 0;
  }

  async profiles(accounts: string[]): Promise<ChatProfile[]> {
    const users = await this.sdkOrThrow().V2NIMUserService.getUserList(accounts.slice(0, 150));
    return users.map((user) => {
      const profile: ChatProfile = { account: user.accountId, nick: user.name || user.accountId };
      if (user.avatar) profile.avatar = user.avatar;
      return profile;
    });
  }
}
