import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { migrateBff } from '../db/migrate';
import { testDatabaseKinds } from '../embedded/testing/databases';
import { chatMessages } from '@ysy/contracts/chat/schemas';
import { ImStore } from './store';
import { UploadStore, type StoredUpload } from './upload-store';

const DAY = 24 * 60 * 60 * 1000;
const KB = 1024;

function upload(id: string, owner: string, size: number): StoredUpload {
  return {
    id,
    owner,
    kind: 'file',
    mime: 'application/pdf',
    name: `${id}.pdf`,
    size,
    data: new Uint8Array(size),
  };
}

describe.each(testDatabaseKinds())('chat uploads: visitor quota and retention ($name)', (kind) => {
  let db: Db;
  let clock = 1_000 * DAY;
  let store: UploadStore;

  beforeAll(async () => {
    db = await kind.open();
    await migrateBff(db);
    for (const [accid, accountKind] of [
      ['v1', 'visitor'],
      ['v2', 'visitor'],
      ['v3', 'visitor'],
      ['u1', 'user'],
    ]) {
      await db.query(
        `INSERT INTO im_accounts (accid, token, kind, nick, icon) VALUES ($1, 't', $2, $1, '')`,
        [accid, accountKind],
      );
    }
    store = new UploadStore(
      db,
      { retentionMs: 30 * DAY, visitorQuotaBytes: 100 * KB },
      () => clock,
    );
  });
  afterAll(async () => {
    await db.close();
  });

  const stored = async (owner: string) =>
    (
      await db.query<{ id: string }>('SELECT id FROM im_uploads WHERE owner = $1 ORDER BY id', [
        owner,
      ])
    ).map((row) => row.id);

  it('refuses a visitor an upload past the quota and stores nothing of it', async () => {
    expect(await store.save(upload('a1', 'v1', 60 * KB))).toBe('saved');
    expect(await store.save(upload('a2', 'v1', 40 * KB))).toBe('saved');
    expect(await store.save(upload('a3', 'v1', 1))).toBe('quota');
    expect(await stored('v1')).toEqual(['a1', 'a2']);
    // The quota is each visitor's own, and logged-in users have none.
    expect(await store.save(upload('b1', 'v2', 100 * KB))).toBe('saved');
    for (const id of ['c1', 'c2', 'c3'])
      expect(await store.save(upload(id, 'u1', 60 * KB))).toBe('saved');
    expect(store.quotaMb).toBe(0);
  });

  it('lets only one of two uploads at once into the room left for one', async () => {
    const results = await Promise.all([
      store.save(upload('d1', 'v3', 70 * KB)),
      store.save(upload('d2', 'v3', 70 * KB)),
    ]);
    expect(results.sort()).toEqual(['quota', 'saved']);
    expect(await stored('v3')).toHaveLength(1);
  });

  it('expires a visitor’s uploads after the retention period; the sweep deletes them', async () => {
    expect(await store.find('a1')).toMatchObject({ found: { owner: 'v1', size: 60 * KB } });
    clock += 30 * DAY;
    expect(await store.find('a1')).toEqual({ expired: true });
    expect(await store.find('c1')).toMatchObject({ found: { owner: 'u1' } });
    // Expired uploads no longer count: the visitor has room again.
    expect(await store.save(upload('a4', 'v1', 100 * KB))).toBe('saved');

    expect(await store.sweep()).toBe(4);
    expect(await stored('v1')).toEqual(['a4']);
    expect(await stored('v2')).toEqual([]);
    expect(await stored('v3')).toEqual([]);
    expect(await stored('u1')).toEqual(['c1', 'c2', 'c3']);
    expect(await store.find('a1')).toBeUndefined();
    expect(await store.sweep()).toBe(0);
  });

  it('keeps a message whose upload was swept, saying the file has expired', async () => {
    const chat = new ImStore(db, () => clock);
    await chat.send('v2', 'u1', 'file', null, 'b1');
    const [message] = await chat.history('u1', 'v2', 30);
    expect(message?.attachment).toEqual({
      url: '/im/files/b1',
      name: chatMessages.uploadExpired,
      size: 0,
    });
  });
});
