import type { WireMessage, WireSession } from '@ysy/contracts/chat/protocol';
import type { Db } from '../db/database';
import type { MyChatMessage } from '@ysy/contracts/account/my-chat';
import { chatMessagesOfUser } from './chat-of-user';
import { isChatUser, removeChatUser, scrubChatUser } from './forget-account';
import { MessageWriter } from './message-writer';
import { MESSAGE_COLUMNS, MESSAGE_JOINS, toWire, type MessageRow } from './message-rows';
import type { StoredUpload } from './upload-store';

/**
 * The hub's data, all in the database: messages, each side's conversation row (unread, read
 * position, the visitor's page) and uploads. Times are milliseconds since the epoch.
 */

export type AccountKind = 'consultant' | 'support' | 'user' | 'visitor';

export interface Account {
  accid: string;
  kind: AccountKind;
  nick: string;
  icon: string;
}

interface ConversationRow {
  owner: string;
  peer: string;
  pinned: boolean;
  unread: number;
  updated_at: number;
  peer_page: string | null;
}

export class ImStore {
  private readonly writer: MessageWriter;
  private upstreamTables: Promise<boolean> | undefined;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.writer = new MessageWriter(db, now, async (accids) => {
      return new Set((await this.accounts(accids)).map((account) => account.accid));
    });
  }

  async account(accid: string): Promise<(Account & { token: string }) | undefined> {
    const rows = await this.db.query<Account & { token: string }>(
      'SELECT accid, kind, nick, icon, token FROM im_accounts WHERE accid = $1',
      [accid],
    );
    return rows[0];
  }

  async accounts(accids: readonly string[]): Promise<Account[]> {
    if (accids.length === 0) return [];
    return this.db.query<Account>(
      'SELECT accid, kind, nick, icon FROM im_accounts WHERE accid = ANY($1::text[])',
      [accids],
    );
  }

  /**
   * Those of `accids` whose profile `viewer` may see: itself, the peers of its conversations, and
   * accounts of `openKinds` (the staff it may start a conversation with).
   */
  async visibleAccounts(
    viewer: string,
    accids: readonly string[],
    openKinds: readonly string[],
  ): Promise<Account[]> {
    if (accids.length === 0) return [];
    return this.db.query<Account>(
      `SELECT a.accid, a.kind, a.nick, a.icon FROM im_accounts a
        WHERE a.accid = ANY($2::text[])
          AND (a.accid = $1 OR a.kind = ANY($3::text[])
               OR EXISTS (SELECT 1 FROM im_conversations c WHERE c.owner = $1 AND c.peer = a.accid))`,
      [viewer, accids, openKinds],
    );
  }

  /**
   * The consultant assigned to a logged-in user's chat account, if any. That assignment is the
   * upstream's data: the embedded upstream keeps it in its own tables (users, consultants) in
   * this database. In front of real services those tables do not exist, and no account has a
   * consultant here.
   */
  async consultantOf(userAccid: string): Promise<string | undefined> {
    this.upstreamTables ??= this.db
      .query<{ present: boolean }>(
        `SELECT to_regclass('users') IS NOT NULL AND to_regclass('consultants') IS NOT NULL AS present`,
      )
      .then((rows) => rows[0]?.present === true);
    if (!(await this.upstreamTables)) return undefined;
    const rows = await this.db.query<{ im_accid: string }>(
      `SELECT c.im_accid FROM users u JOIN consultants c ON c.id = u.consultant_id
        WHERE u.im_accid = $1`,
      [userAccid],
    );
    return rows[0]?.im_accid;
  }

  /**
   * Stores a message and updates both sides' conversations: the sender's row moves up, the
   * receiver's also gains one unread. Resolves once the message is committed, so whoever is
   * told "sent" (the sender's reply, the receiver's frame) sees a message a restart keeps. A
   * message resent under the same `clientId` resolves with the one stored first, unchanged.
   */
  send(
    from: string,
    to: string,
    kind: WireMessage['kind'],
    body: string | null,
    uploadId: string | null,
    clientId?: string,
  ): Promise<WireMessage> {
    return this.writer.send({ from, to, kind, body, uploadId, clientId: clientId ?? null });
  }

  /** Up to `limit` messages between the two, older than `before`, oldest first. */
  async history(
    viewer: string,
    peer: string,
    limit: number,
    before?: { id: string; time: number },
  ): Promise<WireMessage[]> {
    const params: unknown[] = [viewer, peer, limit];
    let older = '';
    if (before) {
      params.push(before.time, Number(before.id) || 0);
      older = 'AND (m.sent_at, m.id) < ($4, $5)';
    }
    const rows = await this.db.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM im_messages m ${MESSAGE_JOINS}
        WHERE LEAST(m.from_accid, m.to_accid) = LEAST($1::text, $2::text)
          AND GREATEST(m.from_accid, m.to_accid) = GREATEST($1::text, $2::text)
          ${older}
        ORDER BY m.sent_at DESC, m.id DESC
        LIMIT $3`,
      params,
    );
    return rows.reverse().map((row) => toWire(row, viewer));
  }

  async sessions(owner: string): Promise<WireSession[]> {
    return (await this.sessionsOf([owner])).get(owner) ?? [];
  }

  /**
   * Several accounts' session lists in two queries (their conversations, then the last
   * messages), newest 200 each, pinned first: the hub pushes every changed list of a 100 ms
   * tick at once.
   */
  async sessionsOf(owners: readonly string[]): Promise<Map<string, WireSession[]>> {
    const lists = new Map<string, WireSession[]>();
    if (owners.length === 0) return lists;
    const rows = await this.db.query<ConversationRow & { last_id: number | null }>(
      `SELECT owner, peer, pinned, unread, updated_at, peer_page, last_id FROM (
         SELECT owner, peer, pinned, unread, updated_at, peer_page,
                last_message_id AS last_id,
                row_number() OVER (PARTITION BY owner ORDER BY pinned DESC, updated_at DESC) AS n
           FROM im_conversations WHERE owner = ANY($1::text[])
       ) ranked
       WHERE n <= 200
       ORDER BY owner, pinned DESC, updated_at DESC`,
      [owners],
    );
    const lastIds = rows.map((row) => row.last_id).filter((id): id is number => id !== null);
    const last = new Map<number, MessageRow>();
    if (lastIds.length > 0) {
      const messages = await this.db.query<MessageRow>(
        `SELECT ${MESSAGE_COLUMNS} FROM im_messages m ${MESSAGE_JOINS} WHERE m.id = ANY($1::bigint[])`,
        [lastIds],
      );
      for (const message of messages) last.set(Number(message.id), message);
    }
    for (const owner of owners) lists.set(owner, []);
    for (const row of rows) {
      const session: WireSession = {
        id: `p2p-${row.peer}`,
        peer: row.peer,
        pinned: row.pinned,
        updatedAt: Number(row.updated_at),
        unread: row.unread,
      };
      const lastMessage = row.last_id === null ? undefined : last.get(Number(row.last_id));
      if (lastMessage) session.lastMessage = toWire(lastMessage, row.owner);
      if (row.peer_page !== null) session.peerPage = row.peer_page;
      lists.get(row.owner)?.push(session);
    }
    return lists;
  }

  /**
   * `owner` has read what `peer` sent up to `time`: the unread count drops to what came after,
   * and the read position (the peer's 已读 label) only moves forward. Returns the new position.
   */
  async markRead(owner: string, peer: string, time: number): Promise<number> {
    const until = Math.min(time, this.now());
    const rows = await this.db.query<{ read_until: number }>(
      `UPDATE im_conversations
          SET read_until = GREATEST(read_until, $3),
              unread = (SELECT count(*)::int FROM im_messages
                         WHERE LEAST(from_accid, to_accid) = LEAST($1::text, $2::text)
                           AND GREATEST(from_accid, to_accid) = GREATEST($1::text, $2::text)
                           AND from_accid = $2 AND sent_at > GREATEST(read_until, $3))
        WHERE owner = $1 AND peer = $2
        RETURNING read_until`,
      [owner, peer, until],
    );
    return Number(rows[0]?.read_until ?? 0);
  }

  /** Up to when `peer` has read what `owner` sent them. */
  async peerReadTime(owner: string, peer: string): Promise<number> {
    const rows = await this.db.query<{ read_until: number }>(
      'SELECT read_until FROM im_conversations WHERE owner = $1 AND peer = $2',
      [peer, owner],
    );
    return Number(rows[0]?.read_until ?? 0);
  }

  /** The page a visitor is on, as their conversation partner sees it. */
  async setPage(visitor: string, peer: string, page: string): Promise<void> {
    await this.db.query(
      `INSERT INTO im_conversations (owner, peer, unread, updated_at, peer_page)
       VALUES ($1, $2, 0, $3, $4)
       ON CONFLICT (owner, peer) DO UPDATE SET peer_page = $4`,
      [peer, visitor, this.now(), page],
    );
  }

  /** An upload as the hub checks its owner when it is sent (served files go through UploadStore). */
  async upload(id: string): Promise<StoredUpload | undefined> {
    const rows = await this.db.query<StoredUpload>(
      'SELECT id, owner, kind, mime, name, size, data FROM im_uploads WHERE id = $1',
      [id],
    );
    return rows[0];
  }

  /** 下载我的数据, the chat's part (chat-of-user.ts). */
  chatMessagesOfUser(accid: string): Promise<MyChatMessage[]> {
    return chatMessagesOfUser(this.db, accid);
  }

  /** 注销账号, the chat's part (forget-account.ts): whether `accid` is this user's account… */
  isChatUser(accid: string, token: string): Promise<boolean> {
    return isChatUser(this.db, accid, token);
  }

  /** …its conversations before the upstream deletes the user… */
  scrubChatUser(accid: string): Promise<void> {
    return scrubChatUser(this.db, accid);
  }

  /** …and the rest with the account once it has. */
  removeChatUser(accid: string): Promise<void> {
    return removeChatUser(this.db, accid);
  }
}
