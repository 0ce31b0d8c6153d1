import { proxy, ref } from 'valtio';
import type { ChatClient, ChatCredentials, ChatMessage, ChatSession } from '../port/chat-client';
import { p2pSessionId } from '../port/chat-client';
import { classifyFile, finishProgress, reportProgress, startProgress } from './files';
import {
  appendMessages,
  emptyHistory,
  HISTORY_PAGE_SIZE,
  oldestLoaded,
  prependPage,
} from './history';
import { Outbox } from './outbox';
import { staggerLookups } from './profiles';
import { createReceiptScheduler, latestFromPeer, realTimers, type Timers } from './receipts';
import { clearUnread, sortSessions, totalUnread, upsertSession } from './sessions';
import { textError } from './text-input';
import { emptyChatView, type ChatView } from './chat-view';

export interface ControllerOptions {
  /** Fresh credentials (a ticket for the hub); called for each (re)connection. */
  renew(): Promise<ChatCredentials>;
  /** The unread total changed (the tool-bar badge follows it, also while the window is closed). */
  onUnread?(total: number): void;
  log?(message: string, detail?: unknown): void;
  timers?: Timers;
}

const log = (message: string, detail?: unknown) => console.warn(`[chat] ${message}`, detail ?? '');

/**
 * One chat window's behaviour above the port, the same for every adapter: sessions and unread,
 * the active session, history pages, receipts while open, staggered profile look-ups, file
 * progress and the offline outbox. The window renders `state`.
 */
export class ChatController {
  readonly state: ChatView = proxy<ChatView>(emptyChatView());

  private readonly outbox: Outbox;
  private readonly receipts;
  private readonly unsubscribe: Array<() => void> = [];
  private cancelLookups: Array<() => void> = [];
  /** Accounts whose profile look-up is scheduled or done (each is looked up once). */
  private readonly lookedUp = new Set<string>();
  private started: Promise<void> | null = null;

  constructor(
    private readonly client: ChatClient,
    private readonly opts: ControllerOptions,
  ) {
    const timers = opts.timers ?? realTimers;
    this.receipts = createReceiptScheduler((message) => {
      this.client.markRead(message.sessionId, message).catch((error: unknown) => {
        this.log('read receipt failed', error);
      });
    }, timers);
    this.outbox = new Outbox({
      send: (item) => {
        if (item.payload.kind === 'text')
          return this.client.sendText(item.sessionId, item.payload.text, item.localId);
        const localId = item.localId;
        this.state.progress[localId] = startProgress;
        return this.client
          .sendFile(
            item.sessionId,
            item.payload.file,
            item.payload.kind,
            (percent) => {
              const current = this.state.progress[localId] ?? startProgress;
              this.state.progress[localId] = reportProgress(current, percent);
            },
            localId,
          )
          .then((message) => {
            this.state.progress[localId] = finishProgress();
            return message;
          });
      },
      onSent: (_item, stored) => this.addMessages([stored]),
      onChange: (items) => {
        // Files are kept out of the state proxy (ref): a proxied File cannot be read.
        this.state.pending = items.map((item) =>
          item.payload.kind === 'text'
            ? item
            : { ...item, payload: { ...item.payload, file: ref(item.payload.file) } },
        );
      },
      onError: (_item, error) => this.log('send failed', error),
    });
  }

  private log(message: string, detail?: unknown): void {
    (this.opts.log ?? log)(message, detail);
  }

  /** Connects once; later calls wait for the same start. */
  start(): Promise<void> {
    this.started ??= this.connect();
    return this.started;
  }

  private async connect(): Promise<void> {
    this.unsubscribe.push(
      this.client.onConnection((conn) => {
        this.state.conn = conn;
        this.outbox.setOnline(conn === 'connected');
        if (conn === 'connected') void this.refreshAfterReconnect();
      }),
      this.client.onMessages((messages) => this.addMessages(messages)),
      this.client.onSessions((sessions) => this.setSessions(sessions)),
      this.client.onPeerRead((sessionId, time) => {
        this.state.peerRead[sessionId] = Math.max(this.state.peerRead[sessionId] ?? 0, time);
      }),
    );
    try {
      const credentials = await this.opts.renew();
      this.state.me = credentials.account;
      await this.client.connect(credentials);
      this.setSessions(await this.client.listSessions());
    } catch (error) {
      // The caller shows the calm failed state with a retry, which starts afresh.
      this.log('connect failed', error);
      this.state.conn = 'error';
      this.started = null;
      for (const off of this.unsubscribe.splice(0)) off();
      void this.client.disconnect();
      throw error;
    }
  }

  private connectedOnce = false;
  /** After a reconnection: sessions and the active history may have moved on meanwhile. */
  private async refreshAfterReconnect(): Promise<void> {
    if (!this.connectedOnce) {
      this.connectedOnce = true;
      return;
    }
    try {
      this.setSessions(await this.client.listSessions());
      const active = this.state.activeId;
      if (active) {
        const page = await this.client.history(active, HISTORY_PAGE_SIZE);
        this.addMessages(page.messages);
      }
    } catch (error) {
      this.log('refresh after reconnect failed', error);
    }
  }

  private setSessions(sessions: ChatSession[]): void {
    const open = this.state.windowOpen ? this.state.activeId : null;
    const active = sessions.find((session) => session.id === open);
    if (active && active.unread > 0 && active.lastMessage) this.scheduleReceipt(active.id);
    this.state.sessions = clearUnread(sortSessions(sessions), open);
    this.publishUnread();
    this.lookUpProfiles();
  }

  private publishUnread(): void {
    const total = totalUnread(this.state.sessions);
    this.state.unreadTotal = total;
    this.opts.onUnread?.(total);
  }

  private addMessages(messages: ChatMessage[]): void {
    const bySession = new Map<string, ChatMessage[]>();
    for (const message of messages) {
      const list = bySession.get(message.sessionId) ?? [];
      list.push(message);
      bySession.set(message.sessionId, list);
    }
    for (const [sessionId, list] of bySession) {
      const history = this.state.histories[sessionId];
      // Sessions whose history is not loaded get it when they open.
      if (history) this.state.histories[sessionId] = appendMessages(history, list);
      if (this.state.windowOpen && sessionId === this.state.activeId)
        this.scheduleReceipt(sessionId);
    }
  }

  /** Receipts go out (500 ms later) only while the window is open on that session. */
  private scheduleReceipt(sessionId: string): void {
    const me = this.state.me;
    if (!me) return;
    const history = this.state.histories[sessionId];
    const fromHistory = history ? latestFromPeer(history.messages, me) : undefined;
    const session = this.state.sessions.find((s) => s.id === sessionId);
    const last =
      session?.lastMessage && session.lastMessage.from !== me ? session.lastMessage : undefined;
    const target = [fromHistory, last]
      .filter((m): m is ChatMessage => m !== undefined)
      .sort((a, b) => b.time - a.time)[0];
    if (target) this.receipts.schedule(target);
  }

  setWindowOpen(open: boolean): void {
    this.state.windowOpen = open;
    if (open && this.state.activeId) {
      this.scheduleReceipt(this.state.activeId);
      this.state.sessions = clearUnread(this.state.sessions, this.state.activeId);
      this.publishUnread();
    }
  }

  /** Adding a session creates or refreshes it and makes it active, then loads its history. */
  async openSession(peer: string): Promise<void> {
    const id = p2pSessionId(peer);
    const existing = this.state.sessions.find((session) => session.id === id);
    this.state.sessions = upsertSession(
      this.state.sessions,
      existing ?? { id, peer, pinned: false, updatedAt: Date.now(), unread: 0 },
    );
    await this.activate(id);
  }

  async activate(sessionId: string): Promise<void> {
    this.state.activeId = sessionId;
    this.state.sessions = clearUnread(
      this.state.sessions,
      this.state.windowOpen ? sessionId : null,
    );
    this.publishUnread();
    this.lookUpProfiles();
    if (!this.state.histories[sessionId]) {
      this.state.histories[sessionId] = emptyHistory;
      await this.loadOlder();
    }
    try {
      const time = await this.client.peerReadTime(sessionId);
      this.state.peerRead[sessionId] = Math.max(this.state.peerRead[sessionId] ?? 0, time);
    } catch (error) {
      this.log('peer read time failed', error);
    }
    if (this.state.windowOpen) this.scheduleReceipt(sessionId);
  }

  /** Loads 30 older messages of the active session; returns how many came (0 when complete). */
  async loadOlder(): Promise<number> {
    const sessionId = this.state.activeId;
    if (!sessionId || this.state.loadingOlder) return 0;
    const history = this.state.histories[sessionId] ?? emptyHistory;
    if (history.complete) return 0;
    this.state.loadingOlder = true;
    try {
      const page = await this.client.history(sessionId, HISTORY_PAGE_SIZE, oldestLoaded(history));
      const before = history.messages.length;
      const next = prependPage(this.state.histories[sessionId] ?? history, page.messages);
      this.state.histories[sessionId] = next;
      return next.messages.length - before;
    } catch (error) {
      this.log('history failed', error);
      return 0;
    } finally {
      this.state.loadingOlder = false;
    }
  }

  /** Profile look-ups of every session peer (and me), staggered 100 ms apart. */
  private lookUpProfiles(): void {
    const wanted = [
      ...(this.state.me ? [this.state.me] : []),
      ...this.state.sessions.map((session) => session.peer),
    ].filter((account) => !this.lookedUp.has(account));
    if (wanted.length === 0) return;
    for (const account of wanted) this.lookedUp.add(account);
    this.cancelLookups.push(
      staggerLookups(
        wanted,
        async (account) => {
          try {
            const [profile] = await this.client.profiles([account]);
            if (profile) this.state.profiles[account] = profile;
          } catch (error) {
            // Tried again with the next session change.
            this.lookedUp.delete(account);
            throw error;
          }
        },
        (account, error) => this.log(`profile of ${account} failed`, error),
        this.opts.timers ?? realTimers,
      ),
    );
  }

  /** Sends text in the active session: the error message when it may not be sent, else null. */
  sendText(text: string): string | null {
    const error = textError(text);
    if (error) return error;
    const sessionId = this.state.activeId;
    if (!sessionId) return null;
    this.outbox.submit(sessionId, { kind: 'text', text });
    return null;
  }

  sendFile(file: File): void {
    const sessionId = this.state.activeId;
    if (!sessionId) return;
    this.outbox.submit(sessionId, { kind: classifyFile(file.type), file });
  }

  /** The visitor's current page, for the agent (best effort: a failure is only logged). */
  reportPage(page: string): void {
    const sessionId = this.state.activeId;
    if (!sessionId || !this.client.reportPage) return;
    this.client
      .reportPage(sessionId, page)
      .catch((error: unknown) => this.log('page report failed', error));
  }

  retry(localId: string): void {
    this.outbox.retry(localId);
  }

  dispose(): void {
    this.receipts.cancel();
    for (const cancel of this.cancelLookups) cancel();
    for (const off of this.unsubscribe) off();
    void this.client.disconnect();
  }
}
