/**
 * The chat port: what the windows need from an IM service, in plain types. Both adapters (the
 * embedded hub over WebSocket, NetEase IM) implement it; no SDK type crosses it. Session ids are
 * `p2p-{account}` (scene-peer) whatever the service calls them.
 */

/**
 * The service refused what was asked, with a message meant for the person (in Chinese: a rate
 * limit, a full upload quota, a file too large). Windows show it where the attempt failed; any
 * other error gets the generic text.
 */
export class ChatRefused extends Error {
  override name = 'ChatRefused';
}

export type ConnState = 'connecting' | 'connected' | 'reconnecting' | 'disconnected' | 'error';

export type MessageKind = 'text' | 'image' | 'file' | 'video' | 'audio';

export interface Attachment {
  url: string;
  name: string;
  size: number;
  /** Image size in pixels, when the service knows it (thumbnails keep the ratio). */
  width?: number;
  height?: number;
}

export interface ChatMessage {
  /** Server id once stored; a local id (`local-…`) while sending. */
  id: string;
  sessionId: string;
  from: string;
  to: string;
  /** Milliseconds since the epoch, server time once stored. */
  time: number;
  kind: MessageKind;
  text?: string;
  attachment?: Attachment;
  /** Sender's nickname when the service sends one. */
  fromNick?: string;
}

export interface ChatSession {
  /** `p2p-{peer account}`. */
  id: string;
  peer: string;
  pinned: boolean;
  /** Time of the newest message or change, ms. */
  updatedAt: number;
  unread: number;
  lastMessage?: ChatMessage;
  /** The page the peer (a visitor) was on, when the service knows it (agent console). */
  peerPage?: string;
}

export interface ChatProfile {
  account: string;
  nick: string;
  avatar?: string;
}

export interface ChatCredentials {
  /** The chat account to connect as. */
  account: string;
  /**
   * What proves it: for the embedded hub a short-lived ticket from the BFF, for NetEase IM the
   * account's token (its SDK logs in from the browser).
   */
  secret: string;
}

export interface HistoryPage {
  /** Oldest first. */
  messages: ChatMessage[];
}

export interface ChatClient {
  connect(credentials: ChatCredentials): Promise<void>;
  disconnect(): Promise<void>;
  listSessions(): Promise<ChatSession[]>;
  /** Up to `limit` messages older than `before` (the oldest loaded one), oldest first. */
  history(sessionId: string, limit: number, before?: ChatMessage): Promise<HistoryPage>;
  /**
   * `clientId`: the message's own id, the same each time it is resent, so a service that keeps
   * it (the embedded hub) stores a message whose acknowledgement was lost once.
   */
  sendText(sessionId: string, text: string, clientId?: string): Promise<ChatMessage>;
  /** Uploads and sends a file; `onProgress` gets whole percentages 0–100. */
  sendFile(
    sessionId: string,
    file: File,
    kind: Exclude<MessageKind, 'text'>,
    onProgress?: (percent: number) => void,
    clientId?: string,
  ): Promise<ChatMessage>;
  /** Tells the peer everything up to `message` was read, and clears the session's unread. */
  markRead(sessionId: string, message: ChatMessage): Promise<void>;
  /** The time up to which the peer has read this session's messages (0: nothing). */
  peerReadTime(sessionId: string): Promise<number>;
  profiles(accounts: string[]): Promise<ChatProfile[]>;
  /** Tells the other side which page the visitor is on (the agent console shows it), if supported. */
  reportPage?(sessionId: string, page: string): Promise<void>;
  onConnection(listener: (state: ConnState) => void): () => void;
  onMessages(listener: (messages: ChatMessage[]) => void): () => void;
  onSessions(listener: (sessions: ChatSession[]) => void): () => void;
  onPeerRead(listener: (sessionId: string, readTime: number) => void): () => void;
}

/** `p2p-{account}`: the session id of a one-to-one chat with `account`. */
export function p2pSessionId(account: string): string {
  return `p2p-${account}`;
}

/** The peer account of a `p2p-…` session id, or null for anything else. */
export function peerOf(sessionId: string): string | null {
  return sessionId.startsWith('p2p-') && sessionId.length > 4 ? sessionId.slice(4) : null;
}
