import type { Db } from '../db/database';

/**
 * Chat uploads in the database. An anonymous visitor's uploads are kept for the retention period
 * and count against the visitor's stored bytes; staff's and logged-in users' uploads are kept as
 * long as their messages. Expiry is computed from `created_at` and the owner's kind, so a changed
 * retention period applies to uploads already stored.
 */

export interface StoredUpload {
  id: string;
  owner: string;
  kind: 'image' | 'file' | 'video' | 'audio';
  mime: string;
  name: string;
  size: number;
  data: Uint8Array;
}

export interface UploadPolicy {
  /** How long a visitor's upload is kept, in milliseconds. */
  retentionMs: number;
  /** The most a visitor may have stored at once, in bytes. */
  visitorQuotaBytes: number;
}

/** The account kind whose uploads expire and are capped: the anonymous support-chat visitor. */
const ANONYMOUS = 'visitor';

/** Rows deleted per statement by the sweep, so one sweep never holds a long lock. */
const SWEEP_BATCH = 500;

export type SaveResult = 'saved' | 'quota';

export type Lookup = { found: StoredUpload } | { expired: true } | undefined;

export class UploadStore {
  constructor(
    private readonly db: Db,
    private readonly policy: UploadPolicy,
    private readonly now: () => number = Date.now,
  ) {}

  /** The visitor quota in MB, for the message that refuses an upload past it. */
  get quotaMb(): number {
    return Math.round(this.policy.visitorQuotaBytes / (1024 * 1024));
  }

  /** Oldest `created_at` a visitor's upload may have and still be served. */
  private cutoff(): number {
    return this.now() - this.policy.retentionMs;
  }

  /**
   * Stores an upload unless it would take a visitor past the quota. The owner's account row is
   * locked for the check, so two uploads at once cannot both fit in the room left for one;
   * `NO KEY UPDATE` leaves the row free for the key-share locks of messages being written. The
   * sum is read by a statement of its own, after the lock is held: on PostgreSQL (read
   * committed) a statement that waited for the lock still reads with the snapshot it began
   * with, so a sum in the locking statement missed the upload that held the lock before it.
   */
  save(upload: StoredUpload): Promise<SaveResult> {
    return this.db.transaction(async (tx) => {
      const [owner] = await tx.query<{ kind: string }>(
        'SELECT kind FROM im_accounts WHERE accid = $1 FOR NO KEY UPDATE',
        [upload.owner],
      );
      if (owner?.kind === ANONYMOUS) {
        const [used] = await tx.query<{ stored: number }>(
          `SELECT COALESCE(SUM(size), 0)::bigint AS stored FROM im_uploads
            WHERE owner = $1 AND created_at > $2`,
          [upload.owner, this.cutoff()],
        );
        if (Number(used?.stored ?? 0) + upload.size > this.policy.visitorQuotaBytes) return 'quota';
      }
      await tx.query(
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
      return 'saved';
    });
  }

  /** The upload, `expired` when a visitor's is past the retention period, undefined if absent. */
  async find(id: string): Promise<Lookup> {
    const [row] = await this.db.query<StoredUpload & { expired: boolean }>(
      `SELECT u.id, u.owner, u.kind, u.mime, u.name, u.size, u.data,
              (a.kind = $3 AND u.created_at <= $2) AS expired
         FROM im_uploads u JOIN im_accounts a ON a.accid = u.owner
        WHERE u.id = $1`,
      [id, this.cutoff(), ANONYMOUS],
    );
    if (!row) return undefined;
    if (row.expired) return { expired: true };
    const { expired: _expired, ...found } = row;
    return { found };
  }

  /** Deletes visitors' uploads past the retention period; returns how many went. */
  async sweep(): Promise<number> {
    let total = 0;
    for (;;) {
      const rows = await this.db.query<{ id: string }>(
        `DELETE FROM im_uploads WHERE id IN (
           SELECT u.id FROM im_uploads u JOIN im_accounts a ON a.accid = u.owner
            WHERE a.kind = $2 AND u.created_at <= $1
            LIMIT ${SWEEP_BATCH})
         RETURNING id`,
        [this.cutoff(), ANONYMOUS],
      );
      total += rows.length;
      if (rows.length < SWEEP_BATCH) return total;
    }
  }
}
