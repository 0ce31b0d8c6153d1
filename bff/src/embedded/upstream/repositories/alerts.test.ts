import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { loadMigrations, migrate } from '../../db/migrate';
import { openSeededDatabase, testDatabaseKinds } from '../../testing/databases';
import { seedDatabase } from '../seed/seed';
import { countUnread, listAlerts, markRead } from './alerts';

/** The counts as counted change by change (what the kept counts must always equal). */
async function countedByRows(db: Db, userId: number): Promise<{ total: number; unread: number }> {
  const [row] = await db.query<{ total: number; unread: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE c.id > u.alerts_read_through)::int AS unread
       FROM company_watches w
       JOIN users u ON u.id = w.user_id
       JOIN company_changes c ON c.company_id = w.company_id AND c.id > w.from_change_id
      WHERE w.user_id = $1`,
    [userId],
  );
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

async function keptCounts(db: Db, userId: number) {
  const { total, unread } = await listAlerts(db, userId, 1);
  expect(await countUnread(db, userId)).toBe(unread);
  return { total, unread };
}

/** Companies whose kept count differs from their rows of company_changes. */
async function driftedCompanies(db: Db): Promise<unknown[]> {
  return db.query(
    `SELECT coalesce(n.company_id, c.company_id) AS company_id, n.changes, c.changes AS rows
       FROM company_change_counts n
       FULL JOIN (SELECT company_id, count(*) AS changes, max(id) AS last_change_id
                    FROM company_changes GROUP BY company_id) c
         ON c.company_id = n.company_id
      WHERE (n.changes IS DISTINCT FROM c.changes OR n.last_change_id IS DISTINCT FROM c.last_change_id)
        AND coalesce(n.changes, 0) + coalesce(c.changes, 0) > 0`,
  );
}

async function addUser(db: Db, account: string): Promise<number> {
  await db.query(
    `INSERT INTO im_accounts (accid, token, kind, nick, icon) VALUES ($1, 't', 'user', $1, '/a.svg')`,
    [account],
  );
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO users (openid, unionid, account, nickname, name, avatar, im_accid, created_at,
                        updated_at, last_login_at)
     VALUES ($1, $1, $1, $1, $1, '/a.svg', $1, now(), now(), now()) RETURNING id`,
    [account],
  );
  if (!row) throw new Error('no user');
  return row.id;
}

/** `n` changes of `companyId`, inserted as one statement (as a batch of the seed would be). */
async function addChanges(db: Db, companyId: number, n: number): Promise<void> {
  await db.query(
    `INSERT INTO company_changes (company_id, kind, before, after, changed_on, source, recorded_at)
     SELECT $1, 'address', '旧址' || g, '新址' || g, '2025-07-01', '测试登记机关', now()
       FROM generate_series(1, $2) g`,
    [companyId, n],
  );
}

async function watch(db: Db, userId: number, companyId: number): Promise<void> {
  await db.query(
    `INSERT INTO company_watches (user_id, company_id, created_at, from_change_id)
     VALUES ($1, $2, now(), (SELECT coalesce(max(id), 0) FROM company_changes))`,
    [userId, companyId],
  );
}

describe.each(testDatabaseKinds())('alert counts on $name', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeededDatabase(kind, 100);
  }, 120_000);
  afterAll(() => db.close());

  it('company_change_counts follows the seed, inserts and deletes', async () => {
    const [seeded] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM company_change_counts',
    );
    expect(seeded?.n).toBeGreaterThan(0);
    expect(await driftedCompanies(db)).toEqual([]);
    await addChanges(db, 7, 3);
    await addChanges(db, 8, 2);
    await db.query(`DELETE FROM company_changes WHERE company_id = 7 AND after = '新址2'`);
    expect(await driftedCompanies(db)).toEqual([]);
  });

  it('counts the changes after each watch began, per user, through unwatch, rewatch and marks', async () => {
    const ann = await addUser(db, 'ann');
    const ben = await addUser(db, 'ben');
    await addChanges(db, 1, 2); // before any watch: no alert
    await watch(db, ann, 1);
    await watch(db, ann, 2);
    await addChanges(db, 1, 3);
    await watch(db, ben, 1); // ben starts after those three
    await addChanges(db, 1, 1);
    await addChanges(db, 2, 4);
    expect(await keptCounts(db, ann)).toEqual({ total: 8, unread: 8 });
    expect(await keptCounts(db, ben)).toEqual({ total: 1, unread: 1 });

    // A mark in the middle: ann's older alerts read, ben's one stays unread (his own mark).
    const [middle] = await db.query<{ id: number }>(
      `SELECT id FROM company_changes WHERE company_id = 1 ORDER BY id DESC LIMIT 1 OFFSET 1`,
    );
    await markRead(db, ann, middle?.id);
    expect(await keptCounts(db, ann)).toEqual({ total: 8, unread: 5 });
    expect(await keptCounts(db, ann)).toEqual(await countedByRows(db, ann));
    expect(await keptCounts(db, ben)).toEqual({ total: 1, unread: 1 });

    // Unwatching drops the company's alerts; watching again starts afresh, after the mark.
    await db.query('DELETE FROM company_watches WHERE user_id = $1 AND company_id = 2', [ann]);
    expect(await keptCounts(db, ann)).toEqual({ total: 4, unread: 1 });
    await watch(db, ann, 2);
    expect(await keptCounts(db, ann)).toEqual({ total: 4, unread: 1 });
    await addChanges(db, 2, 2);
    expect(await keptCounts(db, ann)).toEqual({ total: 6, unread: 3 });

    await markRead(db, ann, undefined);
    expect(await keptCounts(db, ann)).toEqual({ total: 6, unread: 0 });
    await addChanges(db, 1, 1);
    expect(await keptCounts(db, ann)).toEqual({ total: 7, unread: 1 });
    expect(await keptCounts(db, ben)).toEqual({ total: 2, unread: 2 });
    for (const user of [ann, ben])
      expect(await keptCounts(db, user)).toEqual(await countedByRows(db, user));
  });

  it('pages the alerts newest first, as read change by change, whichever company holds them', async () => {
    const cy = await addUser(db, 'cy');
    // More companies with alerts than a page has (only some can be read for it): the higher
    // ids change first, the newest alerts are a run of one low-id company, then interleaved.
    const companies = Array.from({ length: 14 }, (_, i) => 20 + i);
    for (const company of companies) await watch(db, cy, company);
    for (const company of [...companies].reverse()) await addChanges(db, company, 1);
    await addChanges(db, 21, 3);
    for (let i = 0; i < 4; i++) for (const company of [20, 22]) await addChanges(db, company, 1);
    await addChanges(db, 23, 9);
    await addChanges(db, 20, 1);
    const all = await db.query<{ id: number }>(
      `SELECT c.id FROM company_watches w
         JOIN company_changes c ON c.company_id = w.company_id AND c.id > w.from_change_id
        WHERE w.user_id = $1 ORDER BY c.id DESC`,
      [cy],
    );
    expect(all).toHaveLength(35);
    const pages: number[] = [];
    for (let page = 1; page <= 5; page++)
      pages.push(...(await listAlerts(db, cy, page)).list.map((a) => a.id));
    expect(pages).toEqual(all.map((r) => r.id));
  });

  it('migration 037 counts what a database kept before it; a truncate empties the counts', async () => {
    const db = await kind.open();
    const all = await loadMigrations();
    await migrate(
      db,
      all.filter((m) => m.version < 37),
    );
    await seedDatabase(db, { companies: 50, log: () => undefined });
    const ann = await addUser(db, 'ann');
    await addChanges(db, 3, 2);
    await watch(db, ann, 3);
    await watch(db, ann, 4);
    await addChanges(db, 3, 4);
    await addChanges(db, 4, 1);
    const [mark] = await db.query<{ id: number }>(
      `SELECT id FROM company_changes WHERE company_id = 3 ORDER BY id DESC LIMIT 1 OFFSET 2`,
    );
    await db.query('UPDATE users SET alerts_read_through = $2 WHERE id = $1', [ann, mark?.id]);
    const before = await countedByRows(db, ann);
    expect(before).toEqual({ total: 5, unread: 3 });

    await migrate(db, all);
    expect(await driftedCompanies(db)).toEqual([]);
    expect(await keptCounts(db, ann)).toEqual(before);
    // The seed empties the register with a TRUNCATE.
    await db.exec('TRUNCATE company_changes');
    expect(await db.query('SELECT * FROM company_change_counts WHERE changes > 0')).toEqual([]);
    await db.close();
  }, 120_000);
});
