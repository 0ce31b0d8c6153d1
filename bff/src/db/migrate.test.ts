import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from './database';
import { migrateBff } from './migrate';
import { loadMigrations, migrate } from '../embedded/db/migrate';
import { CHAT_005_AS_SHIPPED, migrateAsBefore } from '../embedded/db/testing/migrations-as-shipped';
import { testDatabaseKinds } from '../embedded/testing/databases';
import { ImStore } from '../im/store';

async function tablesOf(db: Db): Promise<string[]> {
  const rows = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()
      ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

describe.each(testDatabaseKinds())("the BFF's own tables on $name", (kind) => {
  let db: Db | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it('in front of real services are the only tables: none of the embedded upstream', async () => {
    db = await kind.open();
    expect(await migrateBff(db)).toEqual([1, 2, 3]);
    expect(await tablesOf(db)).toEqual([
      'bff_schema_migrations',
      'im_accounts',
      'im_conversations',
      'im_messages',
      'im_uploads',
    ]);
    expect(await migrateBff(db)).toEqual([]);
  });

  it('take over the chat of a database migrated before they had a set of their own', async () => {
    db = await kind.open();
    // What the previous release left: every file in one set, chat's as its 005, no checksums.
    const before = (await loadMigrations())
      .filter((m) => m.version <= 24)
      .concat(CHAT_005_AS_SHIPPED)
      .sort((a, b) => a.version - b.version);
    await migrateAsBefore(db, before);
    for (const [accid, accountKind] of [
      ['agent', 'support'],
      ['v1', 'visitor'],
    ]) {
      await db.query(
        `INSERT INTO im_accounts (accid, token, kind, nick, icon) VALUES ($1, 't', $2, $1, '')`,
        [accid, accountKind],
      );
    }
    // A message as that release's chat wrote it (today's writer needs migration 003's column).
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO im_messages (from_accid, to_accid, kind, body, sent_at)
       VALUES ('v1', 'agent', 'text', '你好', 1000) RETURNING id`,
    );
    await db.query(
      `INSERT INTO im_conversations (owner, peer, unread, updated_at, last_message_id)
       VALUES ('agent', 'v1', 1, 1000, $1), ('v1', 'agent', 0, 1000, $1)`,
      [row?.id],
    );
    const sent = {
      id: String(row?.id),
      from: 'v1',
      to: 'agent',
      time: 1000,
      kind: 'text',
      text: '你好',
      fromNick: 'v1',
    };

    // The next start: the upstream's set first (every file written since that release), then the
    // BFF's.
    const since = (await loadMigrations()).map((m) => m.version).filter((v) => v > 24);
    expect(since[0]).toBe(25);
    expect(await migrate(db)).toEqual(since);
    expect(await migrateBff(db)).toEqual([1, 2, 3]);

    const after = new ImStore(db);
    expect(await after.history('agent', 'v1', 30)).toEqual([{ ...sent, sessionId: 'p2p-v1' }]);
    expect((await after.sessions('agent'))[0]?.unread).toBe(1);
    const records = await db.query<{ version: number; checksum: string | null }>(
      'SELECT version, checksum FROM schema_migrations ORDER BY version',
    );
    expect(records.filter((r) => r.checksum === null).map((r) => r.version)).toEqual([5]);
    expect(await migrate(db)).toEqual([]);
    expect(await migrateBff(db)).toEqual([]);
  });
});
