import { ChatClientEvents } from './client-events';
import {
  CLOSE_REFUSED,
  CLOSE_RESTARTING,
  ServerFrameSchema,
  type ServerFrame,
  type WireMessage,
  type WireSession,
} from '@ysy/contracts/chat/protocol';
import { IM_SOCKET_PATH, type ChatRole } from '@ysy/contracts/chat/schemas';
import type {
  ChatClient,
  ChatCredentials,
  ChatMessage,
  ChatProfile,
  ChatSession,
  ConnState,
  HistoryPage,
  MessageKind,
} from '../port/chat-client';
import { ChatRefused } from '../port/chat-client';
import { upload } from './local-upload';

/** Reconnect waits grow 1 s, 2 s, 4 s … up to 15 s. */
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000];
/**
 * An instance that is stopping closes with CLOSE_RESTARTING: the others are up, so the window
 * reconnects at once, at a random moment within this so its visitors do not all arrive together.
 */
const RESTART_SPREAD_MS = 1000;
/** A request the hub has not answered in 15 s has failed. */
const REQUEST_TIMEOUT_MS = 15_000;

export interface LocalClientOptions {
  role: ChatRole;
  /** A fresh ticket for each (re)connection: tickets live one minute and open one socket. */
  renew: () => Promise<ChatCredentials>;
  /** `ws://host` or `wss://host`; the page's own origin by default. */
  socketBase?: string;
  WebSocketImpl?: typeof WebSocket;
  log?: (message: string, detail?: unknown) => void;
}

interface Pending {
  resolve(data: unknown): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

function defaultSocketBase(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}`;
}

/** The embedded hub's adapter: one WebSocket to the BFF's /im, JSON frames of the contracts. */
export class LocalChatClient extends ChatClientEvents implements ChatClient {
  private socket: WebSocket | null = null;
  private rid = 0;
  private readonly pending = new Map<number, Pending>();
  private wanted = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly opts: LocalClientOptions) {
    super();
  }

  private log(message: string, detail?: unknown): void {
    (this.opts.log ?? ((m: string, d?: unknown) => console.warn(`[chat] ${m}`, d ?? '')))(
      message,
      detail,
    );
  }

  private emit(state: ConnState): void {
    this.log(`connection ${state}`);
    this.emitConnection(state);
  }

  async connect(credentials: ChatCredentials): Promise<void> {
    this.wanted = true;
    this.emit('connecting');
    await this.open(credentials);
  }

  private open(credentials: ChatCredentials): Promise<void> {
    const Impl = this.opts.WebSocketImpl ?? WebSocket;
    const url = `${this.opts.socketBase ?? defaultSocketBase()}${IM_SOCKET_PATH}?ticket=${encodeURIComponent(credentials.secret)}`;
    return new Promise((resolve, reject) => {
      const socket = new Impl(url);
      this.socket = socket;
      let ready = false;
      socket.onmessage = (event: MessageEvent) => {
        const frame = this.parse(event.data);
        if (!frame) return;
        if (frame.t === 'ready') {
          ready = true;
          this.attempt = 0;
          this.emit('connected');
          resolve();
          return;
        }
        this.dispatch(frame);
      };
      socket.onclose = (event: CloseEvent) => {
        if (this.socket === socket) this.socket = null;
        this.failPending();
        if (!ready) reject(new Error(`chat connection closed (${event.code})`));
        if (!this.wanted) {
          this.emit('disconnected');
          return;
        }
        if (event.code === CLOSE_REFUSED) {
          this.emit('error');
          return;
        }
        if (event.code === CLOSE_RESTARTING) {
          this.attempt = 0;
          this.scheduleReconnect(Math.random() * RESTART_SPREAD_MS);
          return;
        }
        this.scheduleReconnect();
      };
      socket.onerror = () => {
        this.log('socket error');
      };
    });
  }

  private scheduleReconnect(
    delay = RETRY_DELAYS_MS[Math.min(this.attempt, RETRY_DELAYS_MS.length - 1)] ?? 15_000,
  ): void {
    if (this.retryTimer !== null) return;
    this.emit('reconnecting');
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.wanted) return;
      this.opts
        .renew()
        .then((credentials) => this.open(credentials))
        .catch((error: unknown) => {
          this.log('reconnect failed', error);
          if (this.wanted && this.socket === null) this.scheduleReconnect();
        });
    }, delay);
  }

  /** Reconnects now (the window's 重试 button). */
  retryNow(): void {
    if (this.retryTimer !== null) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
    }
    this.attempt = 0;
    if (this.wanted && this.socket === null) {
      this.emit('reconnecting');
      this.opts
        .renew()
        .then((credentials) => this.open(credentials))
        .catch((error: unknown) => {
          this.log('reconnect failed', error);
          this.scheduleReconnect();
        });
    }
  }

  async disconnect(): Promise<void> {
    this.wanted = false;
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.socket?.close(1000, 'bye');
    this.socket = null;
  }

  private parse(data: unknown): ServerFrame | null {
    if (typeof data !== 'string') return null;
    try {
      const parsed = ServerFrameSchema.safeParse(JSON.parse(data));
      if (parsed.success) return parsed.data;
      this.log('unexpected frame', parsed.error.message);
    } catch (error) {
      this.log('unreadable frame', error);
    }
    return null;
  }

  private dispatch(frame: ServerFrame): void {
    switch (frame.t) {
      case 'reply': {
        const pending = this.pending.get(frame.rid);
        if (!pending) return;
        this.pending.delete(frame.rid);
        clearTimeout(pending.timer);
        if (frame.ok) pending.resolve(frame.data);
        else pending.reject(new ChatRefused(frame.msg));
        return;
      }
      case 'message':
        this.emitMessages([toMessage(frame.message)]);
        return;
      case 'sessions':
        this.emitSessions(frame.sessions.map(toSession));
        return;
      case 'peerRead':
        this.emitPeerRead(frame.sessionId, frame.time);
        return;
      case 'ready':
        return;
    }
  }

  private failPending(): void {
    for (const [rid, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(new Error('chat connection closed'));
      this.pending.delete(rid);
    }
  }

  private request<T>(frame: Record<string, unknown>): Promise<T> {
    const socket = this.socket;
    if (!socket || socket.readyState !== 1) {
      return Promise.reject(new Error('chat is not connected'));
    }
    this.rid += 1;
    const rid = this.rid;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(rid);
        reject(new Error('chat request timed out'));
      }, REQUEST_TIMEOUT_MS);
      this.pending.set(rid, { resolve: (data) => resolve(data as T), reject, timer });
      socket.send(JSON.stringify({ ...frame, rid }));
    });
  }

  async listSessions(): Promise<ChatSession[]> {
    return (await this.request<WireSession[]>({ t: 'sessions' })).map(toSession);
  }

  async history(sessionId: string, limit: number, before?: ChatMessage): Promise<HistoryPage> {
    const frame: Record<string, unknown> = { t: 'history', sessionId, limit };
    if (before) frame.before = { id: before.id, time: before.time };
    const messages = await this.request<WireMessage[]>(frame);
    return { messages: messages.map(toMessage) };
  }

  async sendText(sessionId: string, text: string, clientId?: string): Promise<ChatMessage> {
    const frame = { t: 'sendText', sessionId, text, ...(clientId ? { clientId } : {}) };
    return toMessage(await this.request<WireMessage>(frame));
  }

  async sendFile(
    sessionId: string,
    file: File,
    kind: Exclude<MessageKind, 'text'>,
    onProgress?: (percent: number) => void,
    clientId?: string,
  ): Promise<ChatMessage> {
    const uploadId = await upload(file, kind, this.opts.role, onProgress);
    const frame = { t: 'sendFile', sessionId, uploadId, ...(clientId ? { clientId } : {}) };
    return toMessage(await this.request<WireMessage>(frame));
  }

  async markRead(sessionId: string, message: ChatMessage): Promise<void> {
    await this.request({ t: 'read', sessionId, messageId: message.id, time: message.time });
  }

  async peerReadTime(sessionId: string): Promise<number> {
    return (await this.request<{ time: number }>({ t: 'peerRead', sessionId })).time;
  }

  async profiles(accounts: string[]): Promise<ChatProfile[]> {
    return this.request<ChatProfile[]>({ t: 'profiles', accounts });
  }

  /** Tells the hub which page the visitor is on (the agent console shows it). */
  async reportPage(sessionId: string, page: string): Promise<void> {
    await this.request({ t: 'page', sessionId, page: page.slice(0, 300) });
  }
}

function toMessage(wire: WireMessage): ChatMessage {
  const message: ChatMessage = {
    id: wire.id,
    sessionId: wire.sessionId,
    from: wire.from,
    to: wire.to,
    time: wire.time,
    kind: wire.kind,
  };
  if (wire.text !== undefined) message.text = wire.text;
  if (wire.attachment) {
    message.attachment = {
      url: wire.attachment.url,
      name: wire.attachment.name,
      size: wire.attachment.size,
    };
  }
  if (wire.fromNick !== undefined) message.fromNick = wire.fromNick;
  return message;
}

function toSession(wire: WireSession): ChatSession {
  const session: ChatSession = {
    id: wire.id,
    peer: wire.peer,
    pinned: wire.pinned,
    updatedAt: wire.updatedAt,
    unread: wire.unread,
  };
  if (wire.lastMessage) session.lastMessage = toMessage(wire.lastMessage);
  if (wire.peerPage !== undefined) session.peerPage = wire.peerPage;
  return session;
}
