import type { ChatMessage, ChatSession, ConnState } from '../port/chat-client';

type Listener<A extends unknown[]> = (...args: A) => void;

/**
 * The four event streams every ChatClient offers, kept once for both adapters: subscribing
 * returns its own unsubscribe, and an adapter only says what happened (`emit…`).
 */
export abstract class ChatClientEvents {
  private readonly listeners = {
    connection: new Set<Listener<[ConnState]>>(),
    messages: new Set<Listener<[ChatMessage[]]>>(),
    sessions: new Set<Listener<[ChatSession[]]>>(),
    peerRead: new Set<Listener<[string, number]>>(),
  };

  onConnection(listener: (state: ConnState) => void): () => void {
    return subscribe(this.listeners.connection, listener);
  }

  onMessages(listener: (messages: ChatMessage[]) => void): () => void {
    return subscribe(this.listeners.messages, listener);
  }

  onSessions(listener: (sessions: ChatSession[]) => void): () => void {
    return subscribe(this.listeners.sessions, listener);
  }

  onPeerRead(listener: (sessionId: string, readTime: number) => void): () => void {
    return subscribe(this.listeners.peerRead, listener);
  }

  protected emitConnection(state: ConnState): void {
    for (const listener of this.listeners.connection) listener(state);
  }

  protected emitMessages(messages: ChatMessage[]): void {
    for (const listener of this.listeners.messages) listener(messages);
  }

  protected emitSessions(sessions: ChatSession[]): void {
    for (const listener of this.listeners.sessions) listener(sessions);
  }

  protected emitPeerRead(sessionId: string, readTime: number): void {
    for (const listener of this.listeners.peerRead) listener(sessionId, readTime);
  }
}

function subscribe<A extends unknown[]>(set: Set<Listener<A>>, listener: Listener<A>): () => void {
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}
