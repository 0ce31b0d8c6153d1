import type { WireMessage } from '@ysy/contracts/chat/protocol';
import type { Db } from '../db/database';
import { MESSAGE_COLUMNS, MESSAGE_JOINS, toWire, type MessageRow } from './message-rows';

/** At most this many messages are written in one transaction. */
const MAX_BATCH = 500;

interface PendingSend {
  from: string;
  to: string;
  kind: WireMessage['kind'];
  body: string | null;
  uploadId: string | null;
  /** The sender's id for the message, the same when it is resent (null: none given). */
  clientId: string | null;
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

export type NewMessage = Pick<
  PendingSend,
  'from' | 'to' | 'kind' | 'body' | 'uploadId' | 'clientId'
>;

/**
 * Writes messages and both sides' conversations. Messages that arrive while a write is under way
 * wait and are written together in the next transaction (a handful of statements for the whole
 * batch): under load one commit carries many messages instead of each paying its own, and an
 * idle hub still writes at once.
 */
export class MessageWriter {
  private readonly queue: PendingSend[] = [];
  private writing = false;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    /** Which of these accounts exist. */
    private readonly knownAccounts: (accids: string[]) => Promise<Set<string>>,
  ) {}

  /** Resolves once the message is committed, with the message as its sender sees it. */
  send(message: NewMessage): Promise<WireMessage> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ...message, time: this.now(), resolve, reject });
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
      known = await this.knownAccounts([...new Set(batch.flatMap((m) => [m.from, m.to]))]);
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
      const { ids, inserted } = await insertMessages(tx, batch);
      // A resend stored before changes neither side's conversation again.
      const fresh = batch.filter((_m, i) => inserted[i]);
      if (fresh.length > 0) {
        await updateConversations(
          tx,
          fresh,
          ids.filter((_id, i) => inserted[i]),
        );
      }
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
}

/**
 * Inserts the batch's messages; returns their ids in the batch's order, and which were inserted.
 * A message whose sender already stored one under its client id (a resend after a lost
 * acknowledgement, or twice in this batch) is not inserted and takes that message's id; one
 * stored by another instance's transaction still under way waits for it on the unique index.
 */
async function insertMessages(
  tx: Db,
  batch: readonly PendingSend[],
): Promise<{ ids: number[]; inserted: boolean[] }> {
  const ids = (
    await tx.query<{ id: number }>(
      `SELECT nextval(pg_get_serial_sequence('im_messages', 'id'))::bigint AS id
         FROM generate_series(1, $1::int)`,
      [batch.length],
    )
  ).map((row) => Number(row.id));
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO im_messages (id, from_accid, to_accid, kind, body, upload_id, sent_at, client_id)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[],
                          $6::text[], $7::bigint[], $8::text[])
     ON CONFLICT (from_accid, client_id) WHERE client_id IS NOT NULL DO NOTHING
     RETURNING id`,
    [
      ids,
      batch.map((m) => m.from),
      batch.map((m) => m.to),
      batch.map((m) => m.kind),
      batch.map((m) => m.body),
      batch.map((m) => m.uploadId),
      batch.map((m) => m.time),
      batch.map((m) => m.clientId),
    ],
  );
  const insertedIds = new Set(rows.map((row) => Number(row.id)));
  const inserted = ids.map((id) => insertedIds.has(id));
  if (inserted.every(Boolean)) return { ids, inserted };
  const resent = batch.filter((_m, i) => !inserted[i]);
  const stored = await tx.query<{ id: number; from_accid: string; client_id: string }>(
    `SELECT m.id, m.from_accid, m.client_id FROM im_messages m
       JOIN unnest($1::text[], $2::text[]) AS r (from_accid, client_id)
         ON m.from_accid = r.from_accid AND m.client_id = r.client_id`,
    [resent.map((m) => m.from), resent.map((m) => m.clientId)],
  );
  const byClientId = new Map(
    stored.map((row) => [`${row.from_accid}\u0000${row.client_id}`, Number(row.id)]),
  );
  return {
    ids: ids.map((id, i) => {
      if (inserted[i]) return id;
      const m = batch[i]!;
      return byClientId.get(`${m.from}\u0000${m.clientId ?? ''}`) ?? id;
    }),
    inserted,
  };
}

/**
 * Both sides' rows, one per (owner, peer) however many of the batch's messages touch it (one
 * statement may not update a row twice), in key order so that two instances writing at once lock
 * rows in the same order. The sender's row moves up; the receiver's also gains one unread.
 */
function conversationUpdates(
  batch: readonly PendingSend[],
  ids: readonly number[],
): ConversationUpdate[] {
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
  return [...sides.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, side]) => side);
}

async function updateConversations(
  tx: Db,
  batch: readonly PendingSend[],
  ids: readonly number[],
): Promise<void> {
  const rows = conversationUpdates(batch, ids);
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
}
