import type {
  ChatClient,
  ChatMessage,
  ChatProfile,
  ChatSession,
  ConnState,
  HistoryPage,
} from '../port/chat-client';

/** An in-memory ChatClient for tests of what lies above the port. */
export class FakeChatClient implements ChatClient {
  sessions: ChatSession[] = [];
  messages: ChatMessage[] = [];
  marked: ChatMessage[] = [];
  profileCalls: string[][] = [];
  online = true;
  /** The client id of every text sent, in order (a resend repeats its message's). */
  sentClientIds: (string | undefined)[] = [];
  /** The next text reaches the service but its acknowledgement is lost with the connection. */
  loseNextAck = false;
  private id = 0;
  private readonly listeners = {
    connection: new Set<(s: ConnState) => void>(),
    messages: new Set<(m: ChatMessage[]) => void>(),
    sessions: new Set<(s: ChatSession[]) => void>(),
    peerRead: new Set<(id: string, t: number) => void>(),
  };

  constructor(private readonly me: string) {}

  emitConnection(state: ConnState): void {
    this.online = state === 'connected';
    for (const l of this.listeners.connection) l(state);
  }
  emitMessages(messages: ChatMessage[]): void {
    this.messages.push(...messages);
    for (const l of this.listeners.messages) l(messages);
  }
  emitSessions(sessions: ChatSession[]): void {
    this.sessions = sessions;
    for (const l of this.listeners.sessions) l(sessions);
  }
  emitPeerRead(sessionId: string, time: number): void {
    for (const l of this.listeners.peerRead) l(sessionId, time);
  }

  async connect(): Promise<void> {
    this.emitConnection(this.online ? 'connected' : 'reconnecting');
  }
  async disconnect(): Promise<void> {}
  async listSessions(): Promise<ChatSession[]> {
    return this.sessions;
  }
  async history(sessionId: string, limit: number, before?: ChatMessage): Promise<HistoryPage> {
    const older = this.messages
      .filter((m) => m.sessionId === sessionId && (!before || m.time < before.time))
      .sort((a, b) => a.time - b.time);
    return { messages: older.slice(Math.max(0, older.length - limit)) };
  }
  async sendText(sessionId: string, text: string, clientId?: string): Promise<ChatMessage> {
    if (!this.online) throw new Error('offline');
    this.sentClientIds.push(clientId);
    if (this.loseNextAck) {
      this.loseNextAck = false;
      this.emitConnection('reconnecting');
      throw new Error('chat connection closed');
    }
    this.id += 1;
    const message: ChatMessage = {
      id: `sent-${this.id}`,
      sessionId,
      from: this.me,
      to: sessionId.slice(4),
      time: 10_000 + this.id,
      kind: 'text',
      text,
    };
    this.messages.push(message);
    return message;
  }
  async sendFile(
    sessionId: string,
    file: File,
    kind: 'image' | 'file' | 'video' | 'audio',
    onProgress?: (p: number) => void,
  ): Promise<ChatMessage> {
    for (const p of [0, 40, 100]) onProgress?.(p);
    this.id += 1;
    return {
      id: `sent-${this.id}`,
      sessionId,
      from: this.me,
      to: sessionId.slice(4),
      time: 10_000 + this.id,
      kind,
      attachment: { url: '/im/files/x', name: file.name, size: file.size },
    };
  }
  async markRead(_sessionId: string, message: ChatMessage): Promise<void> {
    this.marked.push(message);
  }
  async peerReadTime(): Promise<number> {
    return 0;
  }
  async profiles(accounts: string[]): Promise<ChatProfile[]> {
    this.profileCalls.push(accounts);
    return accounts.map((account) => ({ account, nick: `昵称${account}` }));
  }
  onConnection(l: (s: ConnState) => void) {
    this.listeners.connection.add(l);
    return () => this.listeners.connection.delete(l);
  }
  onMessages(l: (m: ChatMessage[]) => void) {
    this.listeners.messages.add(l);
    return () => this.listeners.messages.delete(l);
  }
  onSessions(l: (s: ChatSession[]) => void) {
    this.listeners.sessions.add(l);
    return () => this.listeners.sessions.delete(l);
  }
  onPeerRead(l: (id: string, t: number) => void) {
    this.listeners.peerRead.add(l);
    return () => this.listeners.peerRead.delete(l);
  }
}
