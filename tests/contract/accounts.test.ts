import { testDatabaseKinds } from '@ysy/bff/embedded/testing/databases';
import { recordChange } from '@ysy/bff/embedded/upstream/changes/recorder';
import { LIMIT_REACHED_CODE } from '@ysy/contracts/account/values';
import { messages } from '@ysy/contracts/common/messages';
import { routes } from '@ysy/contracts/routes';
import { describe, expect, it } from 'vitest';
import { callRoute, signedInSystem } from './signed-in';

/**
 * The accounts calls through the BFF: the user is the sealed session's, never a parameter, so two
 * browsers signed in as two users each see their own; without a session every call is a 401
 * that reaches no upstream.
 */

describe.each(testDatabaseKinds())('accounts through the BFF on $name', (kind) => {
  const ctx = signedInSystem(kind, 200);

  const eidOf = async (id: number) =>
    (await ctx.db.query<{ eid: string }>('SELECT eid FROM companies WHERE id = $1', [id]))[0]
      ?.eid ?? '';

  it('answers every account call without a session with 401 and the login hint, forwarding none', async () => {
    const eid = await eidOf(1);
    const before = ctx.sys.forwardedCount();
    for (const [route, input] of [
      [routes.watchCompany, { eid }],
      [routes.unwatchCompany, { eid }],
      [routes.watchStatus, { eid }],
      [routes.myWatches, {}],
      [routes.alertList, {}],
      [routes.alertUnread, {}],
      [routes.markAlertsRead, {}],
    ] as const) {
      const res = await callRoute(ctx.sys.agent(), route, input);
      expect(res.status, route.id).toBe(401);
      expect(res.body).toEqual({ code: 401, msg: messages.unauthorized });
    }
    expect(ctx.sys.forwardedCount()).toBe(before);
  });

  it('two browsers as two users: each sees only their own watches and alerts', async () => {
    const alice = await ctx.signIn('acc_alice');
    const bob = await ctx.signIn('acc_bob');
    const [a, b] = [await eidOf(5), await eidOf(6)];
    expect((await callRoute(alice, routes.watchCompany, { eid: a })).body.data).toEqual({
      watching: true,
      watched: 1,
    });
    await callRoute(bob, routes.watchCompany, { eid: b });
    await recordChange(
      ctx.db,
      {
        companyId: 5,
        change: { kind: 'address', to: '广东省深圳市南山区新地址 1 号' },
        changedOn: '2025-07-03',
      },
      new Date(),
    );

    const aliceWatches = (await callRoute(alice, routes.myWatches)).body.data;
    expect(aliceWatches.list.map((w: { eid: string }) => w.eid)).toEqual([a]);
    expect(
      (await callRoute(bob, routes.myWatches)).body.data.list.map((w: { eid: string }) => w.eid),
    ).toEqual([b]);
    expect((await callRoute(alice, routes.alertUnread)).body.data).toEqual({ unread: 1 });
    expect((await callRoute(bob, routes.alertUnread)).body.data).toEqual({ unread: 0 });
    const alerts = (await callRoute(alice, routes.alertList)).body.data;
    expect(alerts.list[0]).toMatchObject({
      eid: a,
      kind: 'address',
      after: '广东省深圳市南山区新地址 1 号',
      unread: true,
    });
    expect((await callRoute(alice, routes.markAlertsRead)).body.data).toEqual({ unread: 0 });
  });

  it('over the watch limit: the code and the message that names the level lifting it, nothing stored', async () => {
    const carol = await ctx.signIn('acc_carol');
    const [user] = await ctx.db.query<{ id: number }>(
      "SELECT id FROM users WHERE account = 'acc_carol'",
    );
    await ctx.db.query(
      `INSERT INTO company_watches (user_id, company_id, created_at, from_change_id)
       SELECT $1, id, now(), 0 FROM companies ORDER BY id LIMIT 10`,
      [user?.id],
    );
    const res = await callRoute(carol, routes.watchCompany, { eid: await eidOf(50) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: LIMIT_REACHED_CODE,
      msg: '免费用户最多关注 10 家企业，升级基础会员可关注 200 家',
    });
    expect((await callRoute(carol, routes.myWatches)).body.data.total).toBe(10);
  });
});
