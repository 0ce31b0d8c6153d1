import { describe, expect, it } from 'vitest';
import { LIMIT_REACHED_CODE } from '@ysy/contracts/account/values';
import { PAGE_SIZE } from '@ysy/contracts/common/pagination';
import { routes } from '@ysy/contracts/routes';
import { testDatabaseKinds } from '../../testing/databases';
import { accountsUpstream } from '../accounts/testing';
import { recordChange } from '../changes/recorder';
import { entitlementsByLevel } from '../repositories/entitlements';

const T0 = Date.parse('2025-07-01T02:00:00Z');

describe.each(testDatabaseKinds())('accounts on $name', (kind) => {
  let clock = T0;
  const up = accountsUpstream(kind, { companies: 300, now: () => clock });

  /** Records a new legal representative of company `id`, as the demo command would. */
  async function changeCompany(id: number, to: string): Promise<number> {
    clock += 1000;
    const row = await recordChange(
      up.db,
      { companyId: id, change: { kind: 'legal_person', to }, changedOn: '2025-07-01' },
      new Date(clock),
    );
    return row.id;
  }

  it('refuses every account call without a token (403, which the BFF answers as 401)', async () => {
    const eid = await up.call.eidOf(1);
    for (const [route, input] of [
      [routes.watchCompany, { body: { eid } }],
      [routes.unwatchCompany, { body: { eid } }],
      [routes.watchStatus, { query: { eid } }],
      [routes.myWatches, {}],
      [routes.alertList, {}],
      [routes.alertUnread, {}],
      [routes.markAlertsRead, {}],
    ] as const) {
      expect((await up.call.send(route, undefined, input)).status, route.id).toBe(403);
    }
  });

  it('watching twice is one watch, unwatching twice is fine, and the status follows', async () => {
    const { token } = await up.call.login('twice');
    const eid = await up.call.eidOf(3);
    expect(await up.call.data(routes.watchCompany, token, { body: { eid } })).toEqual({
      watching: true,
      watched: 1,
    });
    expect(await up.call.data(routes.watchCompany, token, { body: { eid } })).toEqual({
      watching: true,
      watched: 1,
    });
    expect((await up.call.data(routes.myWatches, token)).total).toBe(1);
    expect(await up.call.data(routes.watchStatus, token, { query: { eid } })).toEqual({
      watching: true,
    });
    for (let i = 0; i < 2; i++) {
      expect(await up.call.data(routes.unwatchCompany, token, { body: { eid } })).toEqual({
        watching: false,
        watched: 0,
      });
    }
    expect(await up.call.data(routes.watchStatus, token, { query: { eid } })).toEqual({
      watching: false,
    });
  });

  it('a user sees only their own watches and alerts', async () => {
    const alice = await up.call.login('alice');
    const bob = await up.call.login('bob');
    await up.call.data(routes.watchCompany, alice.token, {
      body: { eid: await up.call.eidOf(10) },
    });
    await up.call.data(routes.watchCompany, bob.token, { body: { eid: await up.call.eidOf(11) } });
    const aliceChange = await changeCompany(10, '林晓');
    await changeCompany(11, '周岚');
    await changeCompany(12, '无人关注');

    const aliceWatches = await up.call.data(routes.myWatches, alice.token);
    expect(aliceWatches.list.map((w) => w.eid)).toEqual([await up.call.eidOf(10)]);
    expect(aliceWatches.list[0]?.latest_change?.after).toBe('林晓');
    const bobWatches = await up.call.data(routes.myWatches, bob.token);
    expect(bobWatches.list.map((w) => w.eid)).toEqual([await up.call.eidOf(11)]);

    const aliceAlerts = await up.call.data(routes.alertList, alice.token);
    expect(aliceAlerts.list.map((a) => [a.id, a.after, a.unread])).toEqual([
      [aliceChange, '林晓', true],
    ]);
    expect((await up.call.data(routes.alertList, bob.token)).list.map((a) => a.after)).toEqual([
      '周岚',
    ]);
    // Bob reading all of his moves no mark of Alice's.
    await up.call.data(routes.markAlertsRead, bob.token);
    expect(await up.call.data(routes.alertUnread, bob.token)).toEqual({ unread: 0 });
    expect(await up.call.data(routes.alertUnread, alice.token)).toEqual({ unread: 1 });
  });

  it('alerts: changes after the watch began, newest first and paged; viewing marks read', async () => {
    const { token } = await up.call.login('reader');
    const before = await changeCompany(20, '旧人');
    await up.call.data(routes.watchCompany, token, { body: { eid: await up.call.eidOf(20) } });
    await up.call.data(routes.watchCompany, token, { body: { eid: await up.call.eidOf(21) } });
    const ids: number[] = [];
    for (let i = 0; i < PAGE_SIZE + 2; i++) ids.push(await changeCompany(20 + (i % 2), `新人${i}`));

    const first = await up.call.data(routes.alertList, token, { query: { page: 1 } });
    expect(first.total).toBe(PAGE_SIZE + 2);
    expect(first.unread).toBe(PAGE_SIZE + 2);
    expect(first.list.map((a) => a.id)).toEqual([...ids].reverse().slice(0, PAGE_SIZE));
    expect(first.list.map((a) => a.id)).not.toContain(before);
    const second = await up.call.data(routes.alertList, token, { query: { page: 2 } });
    expect(second.list.map((a) => a.id)).toEqual([ids[1], ids[0]]);

    // The page showed the newest: marking through it reads everything up to it.
    const shown = first.list[2]?.id ?? 0;
    expect(await up.call.data(routes.markAlertsRead, token, { body: { through: shown } })).toEqual({
      unread: 2,
    });
    // The mark never moves back.
    await up.call.data(routes.markAlertsRead, token, { body: { through: ids[0] ?? 0 } });
    expect(await up.call.data(routes.alertUnread, token)).toEqual({ unread: 2 });
    // Nor past the newest change: a later change is still unread.
    await up.call.data(routes.markAlertsRead, token, {
      body: { through: Number.MAX_SAFE_INTEGER },
    });
    await changeCompany(21, '更新的人');
    expect(await up.call.data(routes.alertUnread, token)).toEqual({ unread: 1 });
    await up.call.data(routes.markAlertsRead, token);
    expect(await up.call.data(routes.alertUnread, token)).toEqual({ unread: 0 });
  });

  it('the watch limit of levels 0 and 1: at the limit it is stored, one over it is refused and nothing is stored', async () => {
    const levels = await entitlementsByLevel(up.db);
    for (const level of [0, 1]) {
      const { token, id } = await up.call.login(`limit${level}`);
      await up.db.query('UPDATE users SET vip_level = $2 WHERE id = $1', [id, level]);
      const allowed = levels[level]?.limits.watched_companies ?? 0;
      // All but one place taken directly; the last place and one more through the call.
      await up.db.query(
        `INSERT INTO company_watches (user_id, company_id, created_at, from_change_id)
         SELECT $1, id, now(), 0 FROM companies ORDER BY id LIMIT $2`,
        [id, allowed - 1],
      );
      const atLimit = await up.call.data(routes.watchCompany, token, {
        body: { eid: await up.call.eidOf(allowed) },
      });
      expect(atLimit).toEqual({ watching: true, watched: allowed });
      const over = await up.call.send(routes.watchCompany, token, {
        body: { eid: await up.call.eidOf(allowed + 1) },
      });
      expect(over.reply).toEqual({
        code: LIMIT_REACHED_CODE,
        msg:
          level === 0
            ? '免费用户最多关注 10 家企业，升级基础会员可关注 200 家'
            : '基础会员最多关注 200 家企业，升级企业会员可关注 1,000 家',
      });
      expect((await up.call.data(routes.myWatches, token)).total).toBe(allowed);
      // Watching one already watched stays allowed at the limit: it is the same watch.
      expect(
        await up.call.data(routes.watchCompany, token, { body: { eid: await up.call.eidOf(1) } }),
      ).toEqual({ watching: true, watched: allowed });
    }
  });

  it('watches sent at once cannot both take the last place', async () => {
    const { token, id } = await up.call.login('racer');
    await up.db.query(
      `INSERT INTO company_watches (user_id, company_id, created_at, from_change_id)
       SELECT $1, id, now(), 0 FROM companies ORDER BY id LIMIT 9`,
      [id],
    );
    const eids = await Promise.all([100, 101, 102, 103].map((n) => up.call.eidOf(n)));
    const replies = await Promise.all(
      eids.map((eid) => up.call.send(routes.watchCompany, token, { body: { eid } })),
    );
    expect(replies.map((r) => r.reply?.code).sort()).toEqual([
      0,
      LIMIT_REACHED_CODE,
      LIMIT_REACHED_CODE,
      LIMIT_REACHED_CODE,
    ]);
    expect((await up.call.data(routes.myWatches, token)).total).toBe(10);
  });

  it('变更记录: a company’s changes, newest first, a page at a time', async () => {
    const eid = await up.call.eidOf(30);
    const ids: number[] = [];
    for (let i = 0; i < PAGE_SIZE + 1; i++) ids.push(await changeCompany(30, `代表${i}`));
    const first = await up.call.data(routes.companyChanges, undefined, { query: { eid, page: 1 } });
    expect(first.total).toBeGreaterThanOrEqual(PAGE_SIZE + 1);
    expect(first.list.slice(0, PAGE_SIZE).map((c) => c.id)).toEqual(
      [...ids].reverse().slice(0, PAGE_SIZE),
    );
    expect(first.list[0]).toMatchObject({ kind: 'legal_person', before: '代表9', after: '代表10' });
    const [company] = await up.db.query<{ legal_person: string }>(
      'SELECT legal_person FROM companies WHERE id = 30',
    );
    expect(company?.legal_person).toBe('代表10');
  });

  it('a change to a company with 10,000 watchers writes one row, and every watcher counts it', async () => {
    const watchers = 10_000;
    await up.db.query(
      `INSERT INTO im_accounts (accid, token, kind, nick, icon)
       SELECT 'fan' || g, 't', 'user', 'fan', '/a.svg' FROM generate_series(1, $1) g`,
      [watchers],
    );
    await up.db.query(
      `INSERT INTO users (openid, unionid, account, nickname, name, avatar, im_accid, created_at,
                          updated_at, last_login_at)
       SELECT 'fan' || g, 'fan' || g, 'fan' || g, 'fan', 'fan', '/a.svg', 'fan' || g, now(), now(), now()
         FROM generate_series(1, $1) g`,
      [watchers],
    );
    await up.db.query(
      `INSERT INTO company_watches (user_id, company_id, created_at, from_change_id)
       SELECT id, 40, now(), (SELECT max(id) FROM company_changes) FROM users WHERE account LIKE 'fan%'`,
    );
    const rowsOf = async () =>
      (
        await up.db.query<{ changes: number; watches: number }>(
          `SELECT (SELECT count(*)::int FROM company_changes) AS changes,
                  (SELECT count(*)::int FROM company_watches) AS watches`,
        )
      )[0];
    const before = await rowsOf();
    await changeCompany(40, '万人瞩目');
    const after = await rowsOf();
    expect(after).toEqual({ changes: (before?.changes ?? 0) + 1, watches: before?.watches });

    const fans = await up.db.query<{ id: number }>(
      `SELECT id FROM users WHERE account LIKE 'fan%'`,
    );
    expect(fans).toHaveLength(watchers);
    const { countUnread } = await import('../repositories/alerts');
    const counts = new Map<number, number>();
    for (const fan of fans) {
      const n = await countUnread(up.db, fan.id);
      counts.set(n, (counts.get(n) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ 1: watchers });
  }, 120_000);
});
