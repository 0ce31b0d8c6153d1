import {
  ClientFrameSchema,
  CLOSE_RATE_LIMITED,
  type ClientFrame,
  type ServerFrame,
  type WireMessage,
} from '@ysy/contracts/chat/protocol';
import { chatMessages, type ChatRole } from '@ysy/contracts/chat/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { isStorableValue } from '../http/storable-text';
import { MemoryCounters, type Counters } from '../scale-out/counters';
import { RateWindow } from './rate-window';
import type { ImStore } from './store';

/** A text message is at most 2000 characters. */
export const MAX_TEXT_LENGTH = 2000;
/**
 * Each account may send at most 20 messages per 10 seconds, counted over all its connections on
 * every instance (opening more tabs, or reaching another instance, gives no more); over that,
 * sends are refused.
 */
export const MESSAGE_RATE = { limit: 20, windowMs: 10_000 } as const;
/**
 * Any frame at all: 120 per 10 s per connection (history, reads, profiles), then the connection
 * is closed. Counted beside the socket: it guards this instance's own work.
 */
export const FRAME_RATE = { limit: 120, windowMs: 10_000 } as const;

/** What the hub needs of a socket: send a frame, close it. */
export interface HubSocket {
  send(text: string): void;
  close(code: number, reason: string): void;
}

/**
 * Reaches an account's connections wherever they are. In one process that is the local
 * registry; with Redis (`redis-fan-out.ts`), also a publish that every other instance hands to
 * its own connections.
 */
export interface FanOut {
  /** Sends `frame` to every connection of `accid`. */
  publish(accid: string, frame: ServerFrame): Promise<void>;
  /** The account's session list changed: each instance with a connection of it pushes the list. */
  sessionsChanged(accid: string): Promise<void>;
}

export interface ImHubOptions {
  /** Where the per-account message counts live (Redis with several instances). */
  counters?: Counters;
}

export class SessionError extends Error {}

/** A message `handle` stored: answered to its sender, then fanned out (in that order). */
class Stored {
  constructor(readonly message: WireMessage) {}
}

/** Session-list pushes to one account are coalesced over this window. */
export const SESSION_PUSH_MS = 100;
/** Remembered account kinds; past this many the memory starts again (accounts are small). */
const KNOWN_KINDS_MAX = 100_000;

interface Connection {
  accid: string;
  role: ChatRole;
  socket: HubSocket;
  frames: RateWindow;
}

/**
 * Who may talk to whom, by the kind of the other account: visitors only to the support agent,
 * users only to consultants; staff answer visitors and users.
 */
const PEER_KINDS: Record<ChatRole, readonly string[]> = {
  support: ['support'],
  consultant: ['consultant'],
  agent: ['visitor', 'user'],
};

function mayTalk(role: ChatRole, peerKind: string | undefined): boolean {
  return peerKind !== undefined && PEER_KINDS[role].includes(peerKind);
}

export class ImHub {
  private readonly connections = new Map<string, Set<Connection>>();
  /** Accounts whose session lists changed since the last push. */
  private readonly sessionPushes = new Set<string>();
  private sessionTimer: NodeJS.Timeout | undefined;
  private closed = false;
  /** Account kinds (who may talk to whom) never change, so each is read once. */
  private readonly kinds = new Map<string, string>();
  private readonly counters: Counters;
  private fanOut: FanOut;

  constructor(
    private readonly store: ImStore,
    private readonly log: FastifyBaseLogger,
    options: ImHubOptions = {},
  ) {
    this.counters = options.counters ?? new MemoryCounters();
    this.fanOut = {
      publish: async (accid, frame) => this.deliverLocal(accid, frame),
      sessionsChanged: async (accid) => this.pushSessionsLocal(accid),
    };
  }

  /** Stops the pending session push (the app is closing; the database may close next). */
  close(): void {
    // A push that arrives during shutdown, or a flush already reading, must not arm a timer that
    // would query a database the app is about to close.
    this.closed = true;
    clearTimeout(this.sessionTimer);
    this.sessionPushes.clear();
  }

  /** Replaces local-only delivery (Redis between instances). */
  useFanOut(fanOut: FanOut): void {
    this.fanOut = fanOut;
  }

  /** This instance's open connections by role (read by /metrics at each scrape). */
  connectionsByRole(): Record<ChatRole, number> {
    const counts: Record<ChatRole, number> = { support: 0, consultant: 0, agent: 0 };
    for (const set of this.connections.values()) for (const c of set) counts[c.role] += 1;
    return counts;
  }

  /** Sends `frame` to this instance's connections of `accid`. */
  deliverLocal(accid: string, frame: ServerFrame): void {
    const set = this.connections.get(accid);
    if (!set) return;
    const text = JSON.stringify(frame);
    for (const connection of set) connection.socket.send(text);
  }

  attach(accid: string, role: ChatRole, socket: HubSocket): (text: string) => Promise<void> {
    const connection: Connection = {
      accid,
      role,
      socket,
      frames: new RateWindow(FRAME_RATE.limit, FRAME_RATE.windowMs),
    };
    let set = this.connections.get(accid);
    if (!set) {
      set = new Set();
      this.connections.set(accid, set);
    }
    set.add(connection);
    socket.send(JSON.stringify({ t: 'ready', account: accid } satisfies ServerFrame));
    return (text) => this.onFrame(connection, text);
  }

  detach(accid: string, socket: HubSocket): void {
    const set = this.connections.get(accid);
    if (!set) return;
    for (const connection of set) if (connection.socket === socket) set.delete(connection);
    if (set.size === 0) this.connections.delete(accid);
  }

  private reply(connection: Connection, frame: ServerFrame): void {
    connection.socket.send(JSON.stringify(frame));
  }

  private async onFrame(connection: Connection, text: string): Promise<void> {
    if (!connection.frames.take()) {
      this.log.warn({ accid: connection.accid }, 'im: frame rate exceeded, closing');
      connection.socket.close(CLOSE_RATE_LIMITED, 'rate limited');
      return;
    }
    let frame: ClientFrame;
    try {
      const value: unknown = JSON.parse(text);
      // A NUL or a lone surrogate (a `\u` escape) cannot be stored as sent: refused as a bad frame.
      if (!isStorableValue(value)) throw new Error('text that cannot be stored');
      const parsed = ClientFrameSchema.safeParse(value);
      if (!parsed.success) throw new Error(parsed.error.message);
      frame = parsed.data;
    } catch {
      const rid = ridOf(text);
      if (rid !== undefined)
        this.reply(connection, { t: 'reply', rid, ok: false, msg: chatMessages.badFrame });
      return;
    }
    try {
      const data = await this.handle(connection, frame);
      if (data instanceof Stored) {
        // The sender hears "stored" before the fan-out, which reaches this connection too: the
        // reply swaps the window's sending copy for the stored one and the pushed copy (same id)
        // then changes nothing. Pushed first, the window showed the message twice until the reply.
        this.reply(connection, { t: 'reply', rid: frame.rid, ok: true, data: data.message });
        await this.deliver(data.message).catch((error: unknown) => {
          // Stored and acknowledged: the peer sees it with its next history or session load.
          this.log.error({ err: error, accid: connection.accid }, 'im: delivery failed');
        });
        return;
      }
      this.reply(connection, { t: 'reply', rid: frame.rid, ok: true, data });
    } catch (error) {
      if (error instanceof SessionError) {
        this.reply(connection, { t: 'reply', rid: frame.rid, ok: false, msg: error.message });
        return;
      }
      this.log.error({ err: error, accid: connection.accid, frame: frame.t }, 'im: frame failed');
      this.reply(connection, {
        t: 'reply',
        rid: frame.rid,
        ok: false,
        msg: chatMessages.badFrame,
      });
    }
  }

  /** The peer of a session this connection may use, or a SessionError. */
  private async peerOf(connection: Connection, sessionId: string): Promise<string> {
    const peer = sessionId.startsWith('p2p-') ? sessionId.slice(4) : '';
    if (peer === '' || peer === connection.accid)
      throw new SessionError(chatMessages.sessionInvalid);
    if (!mayTalk(connection.role, await this.kindOf(peer)))
      throw new SessionError(chatMessages.sessionInvalid);
    return peer;
  }

  private async kindOf(accid: string): Promise<string | undefined> {
    const known = this.kinds.get(accid);
    if (known !== undefined) return known;
    const account = await this.store.account(accid);
    if (!account) return undefined;
    if (this.kinds.size >= KNOWN_KINDS_MAX) this.kinds.clear();
    this.kinds.set(account.accid, account.kind);
    return account.kind;
  }

  private async handle(connection: Connection, frame: ClientFrame): Promise<unknown> {
    const me = connection.accid;
    switch (frame.t) {
      case 'sessions':
        return this.store.sessions(me);
      case 'history': {
        const peer = await this.peerOf(connection, frame.sessionId);
        return this.store.history(me, peer, frame.limit, frame.before);
      }
      case 'sendText': {
        if (frame.text.trim() === '') throw new SessionError(chatMessages.textEmpty);
        if (frame.text.length > MAX_TEXT_LENGTH) throw new SessionError(chatMessages.textTooLong);
        await this.countMessage(me);
        const peer = await this.peerOf(connection, frame.sessionId);
        const sent = this.store.send(me, peer, 'text', frame.text, null, frame.clientId);
        return new Stored(await sent);
      }
      case 'sendFile': {
        await this.countMessage(me);
        const peer = await this.peerOf(connection, frame.sessionId);
        const upload = await this.store.upload(frame.uploadId);
        if (!upload || upload.owner !== me) throw new SessionError(chatMessages.uploadNotFound);
        const sent = this.store.send(me, peer, upload.kind, null, upload.id, frame.clientId);
        return new Stored(await sent);
      }
      case 'read': {
        const peer = await this.peerOf(connection, frame.sessionId);
        const until = await this.store.markRead(me, peer, frame.time);
        // The peer's 已读 labels follow; my other windows see the unread drop.
        await this.fanOut.publish(peer, { t: 'peerRead', sessionId: `p2p-${me}`, time: until });
        await this.fanOut.sessionsChanged(me);
        return { readUntil: until };
      }
      case 'peerRead': {
        const peer = await this.peerOf(connection, frame.sessionId);
        return { time: await this.store.peerReadTime(me, peer) };
      }
      case 'profiles': {
        // The asker's own, its conversations' peers' and, for visitors and users, the staff's
        // they may open (a new window names its peer before the first message). Anyone else's
        // nickname and avatar (staff asking about a stranger included) is none of its business.
        const openKinds = connection.role === 'agent' ? [] : PEER_KINDS[connection.role];
        const accounts = await this.store.visibleAccounts(me, frame.accounts, openKinds);
        return accounts.map((account) => ({
          account: account.accid,
          nick: account.nick,
          avatar: account.icon,
        }));
      }
      case 'page': {
        const peer = await this.peerOf(connection, frame.sessionId);
        await this.store.setPage(me, peer, frame.page);
        await this.fanOut.sessionsChanged(peer);
        return {};
      }
    }
  }

  /** Counts one message of `accid` against its limit (all connections, all instances). */
  private async countMessage(accid: string): Promise<void> {
    if (!(await this.counters.take(`im-send:${accid}`, MESSAGE_RATE.limit, MESSAGE_RATE.windowMs)))
      throw new SessionError(chatMessages.rateLimited);
  }

  /** A stored message goes to both sides' connections (the sender's other tabs too). */
  private async deliver(message: WireMessage): Promise<void> {
    const forPeer: WireMessage = { ...message, sessionId: `p2p-${message.from}` };
    await Promise.all([
      this.fanOut.publish(message.to, { t: 'message', message: forPeer }),
      this.fanOut.publish(message.from, { t: 'message', message }),
      this.fanOut.sessionsChanged(message.to),
      this.fanOut.sessionsChanged(message.from),
    ]);
  }

  /**
   * Pushes the account's session list to this instance's connections of it, at most every
   * 100 ms: the accounts that changed within a tick get their lists from one query, so a burst
   * of messages to one agent costs one list query, not one per message. Nobody connected here:
   * nothing to push (and no query).
   */
  pushSessionsLocal(accid: string): void {
    if (this.closed || !this.connections.has(accid)) return;
    this.sessionPushes.add(accid);
    this.sessionTimer ??= setTimeout(() => void this.flushSessionPushes(), SESSION_PUSH_MS);
  }

  private async flushSessionPushes(): Promise<void> {
    const accids = [...this.sessionPushes].filter((accid) => this.connections.has(accid));
    this.sessionPushes.clear();
    try {
      const lists = await this.store.sessionsOf(accids);
      for (const [accid, sessions] of lists) this.deliverLocal(accid, { t: 'sessions', sessions });
    } catch (error) {
      this.log.error({ err: error, accounts: accids.length }, 'im: session push failed');
    } finally {
      this.sessionTimer = undefined;
      // Changes that came in while the lists were read go out on the next tick.
      if (!this.closed && this.sessionPushes.size > 0)
        this.sessionTimer = setTimeout(() => void this.flushSessionPushes(), SESSION_PUSH_MS);
    }
  }
}

function ridOf(text: string): number | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && 'rid' in value) {
      const rid = (value as { rid: unknown }).rid;
      return typeof rid === 'number' && Number.isInteger(rid) && rid >= 0 ? rid : undefined;
    }
  } catch {
    return undefined;
  }
  return undefined;
}
