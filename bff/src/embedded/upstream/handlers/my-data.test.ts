import { describe, expect, it } from 'vitest';
import { MyDataSchema } from '@ysy/contracts/account/my-data';
import { LIMIT_KINDS } from '@ysy/contracts/account/values';
import { routes } from '@ysy/contracts/routes';
import { USER_DATA } from '../accounts/user-data';
import { leftOfUser, NO_USER_ROWS } from '../accounts/left-of-deleted-user';
import { testDatabaseKinds } from '../../testing/databases';
import { accountsUpstream } from '../accounts/testing';
import { recordChange } from '../changes/recorder';
import { entitlementsByLevel } from '../repositories/entitlements';
import { completeExport, insertChunk, reserveExport } from '../repositories/exports';

const T0 = Date.parse('2025-07-01T02:00:00Z');

const order = {
  slug: 'buyfinance',
  plan_code: 'small',
  term_months: 12,
  extras: ['annual'],
  contact_name: '王先生',
  phone: '13812345678',
};

describe.each(testDatabaseKinds())('my orders, needs, benefits and data on $name', (kind) => {
  let clock = T0;
  const up = accountsUpstream(kind, { companies: 300, now: () => clock });

  /** Signs `account` in and gives them one of everything a user can leave with us. */
  async function userWithEverything(account: string, need: string) {
    const user = await up.call.login(account);
    const eid = await up.call.eidOf(user.id + 10);
    clock += 1000;
    await up.call.data(routes.watchCompany, user.token, { body: { eid } });
    const [company] = await up.db.query<{ id: number }>('SELECT id FROM companies WHERE eid = $1', [
      eid,
    ]);
    clock += 1000;
    await recordChange(
      up.db,
      {
        companyId: company?.id ?? 0,
        change: { kind: 'legal_person', to: `新${account}` },
        changedOn: '2025-07-01',
      },
      new Date(clock),
    );
    clock += 1000;
    const placed = await up.call.data(routes.serviceOrder, user.token, { body: order });
    clock += 1000;
    await up.call.send(routes.publishDemand, user.token, { body: { need, phone: '13812345678' } });
    await up.call.send(routes.contactMessage, user.token, {
      body: { topic: '业务咨询', name: account, phone: '13812345678', message: '想了解代理记账' },
    });
    await up.call.send(routes.companyErrorReport, user.token, {
      body: { eid, topic: 'contact', content: '联系电话已经变更了', contact: '13812345678' },
    });
    await up.call.data(routes.recordSearch, user.token, {
      body: { keyword: account, kind: 'company' },
    });
    // An export as the export handler stores one: its row, a chunk of its file, completed.
    const exportId = await reserveExport(up.db, {
      userId: user.id,
      query: { keyword: account },
      fileName: `${account}.xlsx`,
      rows: 7,
      now: new Date(),
    });
    await insertChunk(up.db, exportId, 0, new Uint8Array([1, 2, 3]));
    await completeExport(up.db, exportId, 3, new Date());
    return { ...user, eid, orderNo: placed.order_no };
  }

  it('refuses every call without a token (403, which the BFF answers as 401)', async () => {
    for (const [route, input] of [
      [routes.myOrders, {}],
      [routes.myNeeds, {}],
      [routes.myBenefits, {}],
      [routes.myData, {}],
      [routes.deleteAccount, { body: {} }],
    ] as const) {
      expect((await up.call.send(route, undefined, input)).status, route.id).toBe(403);
    }
  });

  it('lists only the user’s own orders and needs, newest first, and no anonymous need', async () => {
    const a = await up.call.login('orders_a');
    const b = await up.call.login('orders_b');
    for (const need of ['第一条需求：注册公司', '第二条需求：代理记账']) {
      clock += 1000;
      await up.call.send(routes.publishDemand, a.token, { body: { need, phone: '13812345678' } });
    }
    await up.call.send(routes.publishDemand, undefined, {
      body: { need: '匿名发布的需求内容', phone: '13812345678' },
    });
    clock += 1000;
    const first = await up.call.data(routes.serviceOrder, a.token, { body: order });
    clock += 1000;
    const second = await up.call.data(routes.serviceOrder, a.token, {
      body: { ...order, extras: [] },
    });

    const needs = await up.call.data(routes.myNeeds, a.token);
    expect(needs.total).toBe(2);
    expect(needs.list.map((n) => n.need)).toEqual(['第二条需求：代理记账', '第一条需求：注册公司']);
    const orders = await up.call.data(routes.myOrders, a.token);
    expect(orders.list.map((o) => [o.order_no, o.total, o.status])).toEqual([
      [second.order_no, second.total, 'received'],
      [first.order_no, first.total, 'received'],
    ]);
    expect(orders.list[0]?.service).toBe('代理记账');
    expect(await up.call.data(routes.myNeeds, b.token)).toEqual({ total: 0, page: 1, list: [] });
    expect(await up.call.data(routes.myOrders, b.token)).toEqual({ total: 0, page: 1, list: [] });
  });

  it('gives the level’s limits from the one table, with the watches, today’s export rows and the history used', async () => {
    const user = await up.call.login('benefits');
    for (const id of [21, 22]) {
      await up.call.data(routes.watchCompany, user.token, {
        body: { eid: await up.call.eidOf(id) },
      });
    }
    const free = (await entitlementsByLevel(up.db))[0];
    const benefits = await up.call.data(routes.myBenefits, user.token);
    expect(benefits.level).toBe(0);
    expect(benefits.level_name).toBe(free?.name);
    expect(benefits.limits.map((l) => l.kind)).toEqual([...LIMIT_KINDS]);
    expect(benefits.limits.map((l) => l.allowed)).toEqual(LIMIT_KINDS.map((k) => free?.limits[k]));
    expect(benefits.limits.find((l) => l.kind === 'watched_companies')?.used).toBe(2);
    expect(benefits.limits.find((l) => l.kind === 'export_rows_per_file')?.used).toBeUndefined();
    expect(benefits.limits.find((l) => l.kind === 'export_rows_per_day')?.used).toBe(0);
    await up.call.data(routes.recordSearch, user.token, {
      body: { keyword: '易商', kind: 'company' },
    });
    const after = await up.call.data(routes.myBenefits, user.token);
    expect(after.limits.find((l) => l.kind === 'search_history_length')?.used).toBe(1);
  });

  it('downloads every kept part of the user and none of another’s', async () => {
    const a = await userWithEverything('data_a', '数据用户甲的需求内容');
    await userWithEverything('data_b', '数据用户乙的需求内容');
    const data = MyDataSchema.parse(await up.call.data(routes.myData, a.token));
    for (const key of Object.keys(USER_DATA)) expect(data, key).toHaveProperty(key);
    expect(data.profile.account).toBe('data_a');
    expect(data.watches.map((w) => w.eid)).toEqual([a.eid]);
    expect(data.alerts.list.map((x) => [x.eid, x.after])).toEqual([[a.eid, '新data_a']]);
    expect(data.orders.map((o) => o.order_no)).toEqual([a.orderNo]);
    expect(data.orders[0]?.contact_name).toBe('王先生');
    expect(data.needs.map((n) => n.need)).toEqual(['数据用户甲的需求内容']);
    expect(data.contact_messages.map((m) => m.name)).toEqual(['data_a']);
    expect(data.error_reports.map((r) => r.eid)).toEqual([a.eid]);
    expect(data.search_history.map((h) => [h.keyword, h.kind])).toEqual([['data_a', 'company']]);
    expect(data.exports.map((x) => [x.query.keyword, x.rows])).toEqual([['data_a', 7]]);
  });

  it('注销账号 leaves only the detached orders, ends the token, and spares another user', async () => {
    const a = await userWithEverything('delete_a', '注销用户甲的需求内容');
    const b = await userWithEverything('delete_b', '注销用户乙的需求内容');
    const before = await leftOfUser(up.db, b.id, b.orderNo);

    const reply = await up.call.send(routes.deleteAccount, a.token, { body: {} });
    expect(reply.reply).toMatchObject({ code: 0, data: { orders_kept: 1 } });

    expect(await leftOfUser(up.db, a.id, a.orderNo)).toEqual({
      rows: NO_USER_ROWS,
      orders: [{ order_no: a.orderNo, user_id: null, contact_name: '王先生' }],
    });
    expect((await up.call.send(routes.myData, a.token)).status).toBe(403);
    const chunks = await up.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM company_export_chunks c LEFT JOIN company_exports e ON e.id = c.export_id WHERE e.id IS NULL',
    );
    expect(chunks).toEqual([{ n: 0 }]);
    expect(await leftOfUser(up.db, b.id, b.orderNo)).toEqual(before);
    expect((await up.call.data(routes.myOrders, b.token)).list.map((o) => o.order_no)).toEqual([
      b.orderNo,
    ]);
  });
});
