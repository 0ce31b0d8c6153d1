import type { Db } from '@ysy/bff/embedded/db/database';
import { openSeededDatabase, testDatabaseKinds } from '@ysy/bff/embedded/testing/databases';
import { recordChange } from '@ysy/bff/embedded/upstream/changes/recorder';
import { countUnread, listAlerts } from '@ysy/bff/embedded/upstream/repositories/alerts';
import { countWatches } from '@ysy/bff/embedded/upstream/repositories/watches';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { populate, type PopulationSpec } from './population';

/**
 * The bench's set-up reads what the bench claims: the reader's watches and alerts in the numbers
 * asked, a company with the watchers asked that the reader does not watch, and the same numbers
 * again when a kept database is populated a second time.
 */

const SPEC: PopulationSpec = {
  readerAccount: 'bench_reader',
  sampleAccounts: ['bench_watcher_1', 'bench_watcher_2'],
  watched: 20,
  alerts: 90,
  watchers: 30,
};

describe.each(testDatabaseKinds())('the accounts bench population on $name', (kind) => {
  let db: Db;
  const idOf = async (account: string) =>
    (await db.query<{ id: number }>('SELECT id FROM users WHERE account = $1', [account]))[0]?.id ??
    0;

  beforeAll(async () => {
    db = await openSeededDatabase(kind, 100);
    // The users signing in through the BFF would create (the bench signs them in first).
    for (const account of [SPEC.readerAccount, ...SPEC.sampleAccounts]) {
      await db.query(
        `INSERT INTO im_accounts (accid, token, kind, nick, icon) VALUES ($1, 't', 'user', 'n', '/a.svg')`,
        [account],
      );
      await db.query(
        `INSERT INTO users (openid, unionid, account, nickname, name, avatar, im_accid, created_at,
                            updated_at, last_login_at)
         VALUES ($1, $1, $1, 'n', 'n', '/a.svg', $1, now(), now(), now())`,
        [account],
      );
    }
    // Seeding is the slow part on a busy machine; the checks themselves take a second.
  }, 300_000);
  afterAll(() => db.close());

  async function expectNumbers(hotCompanyId: number, readerId: number) {
    expect(await countWatches(db, readerId)).toBe(SPEC.watched);
    const alerts = await listAlerts(db, readerId, 1);
    expect([alerts.total, alerts.unread]).toEqual([SPEC.alerts, SPEC.alerts]);
    expect(await countUnread(db, readerId)).toBe(SPEC.alerts);
    const [hot] = await db.query<{ n: number; reader: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE user_id = $2)::int AS reader
         FROM company_watches WHERE company_id = $1`,
      [hotCompanyId, readerId],
    );
    expect(hot).toEqual({ n: SPEC.watchers, reader: 0 });
  }

  it('gives the reader its watches and alerts, and the hot company its watchers', async () => {
    const population = await populate(db, SPEC);
    expect(population.readerId).toBe(await idOf(SPEC.readerAccount));
    expect(population.lookupEids).toHaveLength(SPEC.watched);
    await expectNumbers(population.hotCompanyId, population.readerId);

    const sample = await idOf('bench_watcher_2');
    expect(await countUnread(db, sample)).toBe(0);
    await recordChange(
      db,
      {
        companyId: population.hotCompanyId,
        change: { kind: 'address', to: '广东省深圳市南山区基准路 1 号' },
        changedOn: '2026-11-26',
      },
      new Date(),
    );
    expect(await countUnread(db, sample)).toBe(1);
    expect(await countUnread(db, population.readerId)).toBe(SPEC.alerts);
  });

  it('populates a kept database again to the same numbers', async () => {
    await db.query("UPDATE users SET alerts_read_through = 1000000 WHERE account = 'bench_reader'");
    const again = await populate(db, SPEC);
    await expectNumbers(again.hotCompanyId, again.readerId);
  });
});
