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

/** At most this many messages are written in one transaction. */
const MAX_BATCH = 500;

interface PendingSend {
  from: string;
  to: string;
  kind: WireMessage['kind'];
  body: string | null;
  uploadId: string | null;
  time: number;
  resolve(message: WireMessage): void;
  reject(error: unknown): void;
}

interface ConversationUpdate {
  owner: string;
  peer: string;
  /** How many of the batch's messages the owner has not read yet. */
  unread: number;
  time: number;
  lastId: number;
}

export class ImStore {
  private readonly queue: PendingSend[] = [];
  private writing = false;

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
   * Stores a message and updates both sides' conversations: the sender's row moves up, the
   * receiver's also gains one unread. Resolves once the message is committed, so whoever is
   * told "sent" (the sender's reply, the receiver's frame) sees a message a restart keeps.
   *
   * Messages that arrive while a write is under way wait and are written together in the next
   * transaction (a handful of statements for the whole batch): under load one commit carries
   * many messages instead of each paying its own, and an idle hub still writes at once.
   */
  send(
    from: string,
    to: string,
    kind: WireMessage['kind'],
    body: string | null,
    uploadId: string | null,
  ): Promise<WireMessage> {
    return new Promise((resolve, reject) => {
      this.queue.push({ from, to, kind, body, uploadId, time: this.now(), resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) {
        const batch = await this.withoutUnknownAccounts(this.queue.splice(0, MAX_BATCH));
        if (batch.length === 0) continue;
        try {
          const stored = await this.writeBatch(batch);
          batch.forEach((pending, i) => pending.resolve(stored[i]!));
        } catch (error) {
          // The transaction stored nothing, so every sender in it is told it failed (the hub
          // marks each message failed with a retry). Retrying each alone would turn one database
          // outage into hundreds of failing transactions.
          for (const pending of batch) pending.reject(error);
        }
      }
    } finally {
      this.writing = false;
    }
  }

  /**
   * Refuses, alone, each message to or from an account that does not exist: the one refusal a
   * single message can cause, so it must not fail the batch it came with. Accounts are never
   * deleted, so checking before the transaction is as good as inside it.
   */
  private async withoutUnknownAccounts(batch: PendingSend[]): Promise<PendingSend[]> {
    let known: Set<string>;
    try {
      const names = [...new Set(batch.flatMap((m) => [m.from, m.to]))];
      known = new Set((await this.accounts(names)).map((account) => account.accid));
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return [];
    }
    return batch.filter((pending) => {
      if (known.has(pending.from) && known.has(pending.to)) return true;
      pending.reject(new Error(`im: unknown account in a message ${pending.from} → ${pending.to}`));
      return false;
    });
  }

  private writeBatch(batch: readonly PendingSend[]): Promise<WireMessage[]> {
    return this.db.transaction(async (tx) => {
      const ids = (
        await tx.query<{ id: number }>(
          `SELECT nextval(pg_get_serial_sequence('im_messages', 'id'))::bigint AS id
             FROM generate_series(1, $1::int)`,
          [batch.length],
        )
      ).map((row) => Number(row.id));
      await tx.query(
        `INSERT INTO im_messages (id, from_accid, to_accid, kind, body, upload_id, sent_at)
         SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[],
                              $6::text[], $7::bigint[])`,
        [
          ids,
          batch.map((m) => m.from),
          batch.map((m) => m.to),
          batch.map((m) => m.kind),
          batch.map((m) => m.body),
          batch.map((m) => m.uploadId),
          batch.map((m) => m.time),
        ],
      );
      // Both sides' rows, one per (owner, peer) however many of the batch's messages touch it
      // (one statement may not update a row twice), in key order so that two instances writing
      // at once lock rows in the same order.
      const sides = new Map<string, ConversationUpdate>();
      batch.forEach((m, i) => {
        const id = ids[i]!;
        for (const [owner, peer, unread] of [
          [m.from, m.to, 0],
          [m.to, m.from, 1],
        ] as const) {
          const key = `${owner}\u0000${peer}`;
          const side = sides.get(key);
          if (side) {
            side.unread += unread;
            side.time = Math.max(side.time, m.time);
            side.lastId = Math.max(side.lastId, id);
          } else sides.set(key, { owner, peer, unread, time: m.time, lastId: id });
        }
      });
      const rows = [...sides.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, side]) => side);
      await tx.query(
        `INSERT INTO im_conversations (owner, peer, unread, updated_at, last_message_id)
         SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::bigint[], $5::bigint[])
         ON CONFLICT (owner, peer) DO UPDATE
           SET unread = im_conversations.unread + EXCLUDED.unread,
               updated_at = GREATEST(im_conversations.updated_at, EXCLUDED.updated_at),
               last_message_id = GREATEST(im_conversations.last_message_id, EXCLUDED.last_message_id)`,
        [
          rows.map((row) => row.owner),
          rows.map((row) => row.peer),
          rows.map((row) => row.unread),
          rows.map((row) => row.time),
          rows.map((row) => row.lastId),
        ],
      );
      const stored = await tx.query<MessageRow>(
        `SELECT ${MESSAGE_COLUMNS} FROM im_messages m ${MESSAGE_JOINS} WHERE m.id = ANY($1::bigint[])`,
        [ids],
      );
      const byId = new Map(stored.map((row) => [Number(row.id), row]));
      return batch.map((m, i) => {
        const row = byId.get(ids[i]!);
        if (!row) throw new Error('message vanished after insert');
        return toWire(row, m.from);
      });
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
