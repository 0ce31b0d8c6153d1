import { ChatRefused, type ChatMessage, type MessageKind } from '../port/chat-client';

export type OutgoingPayload =
  { kind: 'text'; text: string } | { kind: Exclude<MessageKind, 'text'>; file: File };

/** queued: waiting for the connection; sending: on its way; failed: shown with a retry. */
export type OutgoingState = 'queued' | 'sending' | 'failed';

export interface Outgoing {
  localId: string;
  sessionId: string;
  payload: OutgoingPayload;
  state: OutgoingState;
  /** When it was typed (ms): its place in the list until the stored copy replaces it. */
  time: number;
  /** Why a failed item was refused, in the service's words (absent for a transport failure). */
  reason?: string;
}

export interface OutboxOptions {
  send(item: Outgoing): Promise<ChatMessage>;
  /** The stored copy arrived: the caller swaps it in for the local one. */
  onSent(item: Outgoing, stored: ChatMessage): void;
  /** Every change of the pending list (the windows render queued and failed items). */
  onChange(items: readonly Outgoing[]): void;
  onError?(item: Outgoing, error: unknown): void;
  now?: () => number;
}

let counter = 0;
/**
 * Also the message's client id, kept for every resend: the hub stores one message per sender and
 * id, so two tabs of one visitor must never make the same one (hence the random part).
 */
function nextLocalId(): string {
  counter += 1;
  const random = Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  return `local-${Date.now().toString(36)}-${counter}-${random}`;
}

/**
 * Messages on their way. A message typed while offline is kept (queued) and sent, in order, when
 * the connection comes back. A send that fails while online is marked failed and waits for
 * retry; one that fails because the connection dropped goes back to the queue.
 */
export class Outbox {
  private items: Outgoing[] = [];
  private online = false;
  private flushing = false;

  constructor(private readonly opts: OutboxOptions) {}

  get pending(): readonly Outgoing[] {
    return this.items;
  }

  submit(sessionId: string, payload: OutgoingPayload): Outgoing {
    const item: Outgoing = {
      localId: nextLocalId(),
      sessionId,
      payload,
      state: 'queued',
      time: (this.opts.now ?? Date.now)(),
    };
    this.items = [...this.items, item];
    this.changed();
    void this.flush();
    return item;
  }

  setOnline(online: boolean): void {
    this.online = online;
    if (online) void this.flush();
  }

  retry(localId: string): void {
    const item = this.items.find((candidate) => candidate.localId === localId);
    if (!item || item.state !== 'failed') return;
    this.update(localId, 'queued');
    void this.flush();
  }

  /** Sends queued items one at a time, oldest first, while online. */
  private async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      for (;;) {
        if (!this.online) return;
        const item = this.items.find((candidate) => candidate.state === 'queued');
        if (!item) return;
        this.update(item.localId, 'sending');
        try {
          const stored = await this.opts.send(item);
          this.items = this.items.filter((candidate) => candidate.localId !== item.localId);
          this.changed();
          this.opts.onSent(item, stored);
        } catch (error) {
          this.opts.onError?.(item, error);
          // The item stays, file or text, for 重试: nothing the person sent is lost.
          const reason = error instanceof ChatRefused ? error.message : undefined;
          this.update(item.localId, this.online ? 'failed' : 'queued', reason);
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  private update(localId: string, state: OutgoingState, reason?: string): void {
    this.items = this.items.map((item) => {
      if (item.localId !== localId) return item;
      const { reason: _previous, ...rest } = item;
      return reason === undefined ? { ...rest, state } : { ...rest, state, reason };
    });
    this.changed();
  }

  private changed(): void {
    this.opts.onChange(this.items);
  }
}
