import type { WireMessage, WireSession } from '@ysy/contracts/chat/protocol';
import type { Db } from '../embedded/db/database';

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

interface MessageRow {
  id: number;
  from_accid: string;
  to_accid: string;
  kind: WireMessage['kind'];
  body: string | null;
  sent_at: number;
  upload_id: string | null;
  up_name: string | null;
  up_size: number | null;
  from_nick: string | null;
}

interface ConversationRow {
  owner: string;
  peer: string;
  pinned: boolean;
  unread: number;
  updated_at: number;
  peer_page: string | null;
}

export interface StoredUpload {
  id: string;
  owner: string;
  kind: 'image' | 'file' | 'video' | 'audio';
  mime: string;
  name: string;
  size: number;
  data: Uint8Array;
}

/** The URL an upload is served back at (same origin, under the hub's path). */
export function uploadUrl(id: string): string {
  return `/im/files/${id}`;
}

const MESSAGE_COLUMNS = `m.id, m.from_accid, m.to_accid, m.kind, m.body, m.sent_at, m.upload_id,
  u.name AS up_name, u.size AS up_size, a.nick AS from_nick`;
const MESSAGE_JOINS = `LEFT JOIN im_uploads u ON u.id = m.upload_id
  LEFT JOIN im_accounts a ON a.accid = m.from_accid`;

/** A stored message as `viewer` sees it: the session id names the other side. */
export function toWire(row: MessageRow, viewer: string): WireMessage {
  const peer = row.from_accid === viewer ? row.to_accid : row.from_accid;
  const message: WireMessage = {
    id: String(row.id),
    sessionId: `p2p-${peer}`,
    from: row.from_accid,
    to: row.to_accid,
    time: Number(row.sent_at),
    kind: row.kind,
  };
  if (row.body !== null) message.text = row.body;
  if (row.upload_id !== null) {
    message.attachment = {
      url: uploadUrl(row.upload_id),
      name: row.up_name ?? '',
      size: Number(row.up_size ?? 0),
    };
  }
  if (row.from_nick !== null) message.fromNick = row.from_nick;
  return message;
}

export class ImStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

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

  /** The consultant assigned to a logged-in user's chat account, if any. */
  async consultantOf(userAccid: string): Promise<string | undefined> {
    const rows = await this.db.query<{ im_accid: string }>(
      `SELECT c.im_accid FROM users u JOIN consultants c ON c.id = u.consultant_id
        WHERE u.im_accid = $1`,
      [userAccid],
    );
    return rows[0]?.im_accid;
  }

  /**
   * Stores a message and updates both sides' conversations in one transaction: the sender's
   * row moves up, the receiver's also gains one unread.
   */
  async send(
    from: string,
    to: string,
    kind: WireMessage['kind'],
    body: string | null,
    uploadId: string | null,
  ): Promise<WireMessage> {
    const time = this.now();
    return this.db.transaction(async (tx) => {
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO im_messages (from_accid, to_accid, kind, body, upload_id, sent_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [from, to, kind, body, uploadId, time],
      );
      const id = inserted[0]?.id;
      if (id === undefined) throw new Error('message insert returned no id');
      await tx.query(
        `INSERT INTO im_conversations (owner, peer, unread, updated_at, last_message_id)
         VALUES ($1, $2, 0, $3, $4)
         ON CONFLICT (owner, peer) DO UPDATE SET updated_at = $3, last_message_id = $4`,
        [from, to, time, id],
      );
      await tx.query(
        `INSERT INTO im_conversations (owner, peer, unread, updated_at, last_message_id)
         VALUES ($1, $2, 1, $3, $4)
         ON CONFLICT (owner, peer) DO UPDATE
           SET unread = im_conversations.unread + 1, updated_at = $3, last_message_id = $4`,
        [to, from, time, id],
      );
      const rows = await tx.query<MessageRow>(
        `SELECT ${MESSAGE_COLUMNS} FROM im_messages m ${MESSAGE_JOINS} WHERE m.id = $1`,
        [id],
      );
      const row = rows[0];
      if (!row) throw new Error('message vanished after insert');
      return toWire(row, from);
    });
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
    const rows = await this.db.query<ConversationRow & { last_id: number | null }>(
      `SELECT owner, peer, pinned, unread, updated_at, peer_page, last_message_id AS last_id
         FROM im_conversations WHERE owner = $1 ORDER BY pinned DESC, updated_at DESC LIMIT 200`,
      [owner],
    );
    const lastIds = rows.map((row) => row.last_id).filter((id): id is number => id !== null);
    const last = new Map<number, WireMessage>();
    if (lastIds.length > 0) {
      const messages = await this.db.query<MessageRow>(
        `SELECT ${MESSAGE_COLUMNS} FROM im_messages m ${MESSAGE_JOINS} WHERE m.id = ANY($1::bigint[])`,
        [lastIds],
      );
      for (const message of messages) last.set(Number(message.id), toWire(message, owner));
    }
    return rows.map((row) => {
      const session: WireSession = {
        id: `p2p-${row.peer}`,
        peer: row.peer,
        pinned: row.pinned,
        updatedAt: Number(row.updated_at),
        unread: row.unread,
      };
      const lastMessage = row.last_id === null ? undefined : last.get(Number(row.last_id));
      if (lastMessage) session.lastMessage = lastMessage;
      if (row.peer_page !== null) session.peerPage = row.peer_page;
      return session;
    });
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
                         WHERE from_accid = $2 AND to_accid = $1 AND sent_at > GREATEST(read_until, $3))
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

  async saveUpload(upload: StoredUpload): Promise<void> {
    await this.db.query(
      `INSERT INTO im_uploads (id, owner, kind, mime, name, size, data, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        upload.id,
        upload.owner,
        upload.kind,
        upload.mime,
        upload.name,
        upload.size,
        upload.data,
        this.now(),
      ],
    );
  }

  async upload(id: string): Promise<StoredUpload | undefined> {
    const rows = await this.db.query<StoredUpload>(
      'SELECT id, owner, kind, mime, name, size, data FROM im_uploads WHERE id = $1',
      [id],
    );
    return rows[0];
  }
}
