import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, idempotencyMessages } from '@ysy/contracts/common/idempotency';
import { routes } from '@ysy/contracts/routes';
import type { Db } from '../db/database';
import { openSeededDatabase, testDatabaseKinds } from '../testing/databases';
import { buildUpstreamApp } from './app';
import { WRITE_KEY_TTL_MS } from './idempotent-route';

const T0 = Date.parse('2025-07-01T02:00:00Z');
const ORDER = {
  slug: 'buyfinance',
  plan_code: 'small',
  term_months: 12,
  contact_name: '王',
  phone: '13912345670',
};

describe.each(testDatabaseKinds())('idempotent writes on $name', (kind) => {
  let db: Db;
  let app: FastifyInstance;
  let clock = T0;

  beforeAll(async () => {
    db = await openSeededDatabase(kind, 20);
    app = await buildUpstreamApp({ db, now: () => clock });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const post = (url: string, payload: object, key?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key },
    });
  const count = async (table: string, where = 'TRUE', params: unknown[] = []) =>
    (await db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, params))[0]
      ?.n;
  const demand = (need: string) => ({ need, phone: '13812345678' });

  it('stores a keyed write once and replays its reply to a repeat', async () => {
    const key = crypto.randomUUID();
    const first = await post(routes.publishDemand.path, demand('代理记账一次'), key);
    const again = await post(routes.publishDemand.path, demand('代理记账一次'), key);
    expect(first.statusCode).toBe(200);
    expect([again.statusCode, again.body]).toEqual([first.statusCode, first.body]);
    expect(await count('demands', 'need = $1', ['代理记账一次'])).toBe(1);
  });

  it('refuses a key reused for another body (409) and keeps the first write', async () => {
    const key = crypto.randomUUID();
    await post(routes.publishDemand.path, demand('第一次提交'), key);
    const other = await post(routes.publishDemand.path, demand('换了内容'), key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ code: 409, msg: idempotencyMessages.keyReused });
    expect(await count('demands', 'need = $1', ['换了内容'])).toBe(0);
    expect(await count('demands', 'need = $1', ['第一次提交'])).toBe(1);
  });

  it('stores every write without a key, as before', async () => {
    await post(routes.publishDemand.path, demand('没有请求编号'));
    await post(routes.publishDemand.path, demand('没有请求编号'));
    expect(await count('demands', 'need = $1', ['没有请求编号'])).toBe(2);
  });

  it('refuses a malformed key with 400 and stores nothing', async () => {
    const res = await post(routes.publishDemand.path, demand('坏的请求编号'), 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: idempotencyMessages.keyInvalid });
    expect(await count('demands', 'need = $1', ['坏的请求编号'])).toBe(0);
  });

  it('keys the other writes too: an order keeps its number, a message and a report are one row', async () => {
    const orderKey = crypto.randomUUID();
    const order = await post(routes.serviceOrder.path, ORDER, orderKey);
    const orderAgain = await post(routes.serviceOrder.path, ORDER, orderKey);
    expect(order.json().code).toBe(0);
    expect(orderAgain.json()).toEqual(order.json());
    expect(await count('service_orders', 'order_no = $1', [order.json().data.order_no])).toBe(1);

    const message = {
      topic: '其他',
      name: '王',
      phone: '13912345672',
      message: '同一条留言只发一次',
    };
    const messageKey = crypto.randomUUID();
    expect((await post(routes.contactMessage.path, message, messageKey)).json().code).toBe(0);
    await post(routes.contactMessage.path, message, messageKey);
    expect(await count('contact_messages', 'message = $1', ['同一条留言只发一次'])).toBe(1);

    const eid = (await db.query<{ eid: string }>('SELECT eid FROM companies LIMIT 1'))[0]?.eid;
    const report = { eid, topic: 'contact', content: '电话已变更，只报一次' };
    const reportKey = crypto.randomUUID();
    expect((await post(routes.companyErrorReport.path, report, reportKey)).json().code).toBe(0);
    await post(routes.companyErrorReport.path, report, reportKey);
    expect(await count('error_reports', 'content = $1', [report.content])).toBe(1);
  });

  it('rolls the key back with a refused write, so the corrected retry is stored', async () => {
    const key = crypto.randomUUID();
    const refused = await post(routes.serviceOrder.path, { ...ORDER, plan_code: 'nope' }, key);
    expect(refused.statusCode).toBe(400);
    const corrected = await post(routes.serviceOrder.path, { ...ORDER, phone: '13912345679' }, key);
    expect(corrected.json().code).toBe(0);
    expect(await count('service_orders', 'phone = $1', ['13912345679'])).toBe(1);
  });

  it('stores one row for concurrent requests with one key, and all get its reply', async () => {
    const key = crypto.randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => post(routes.serviceOrder.path, ORDER, key)),
    );
    const orderNo = replies[0]?.json().data.order_no;
    for (const res of replies) {
      expect(res.statusCode).toBe(200);
      expect(res.json().data.order_no).toBe(orderNo);
    }
    expect(await count('service_orders', 'order_no = $1', [orderNo])).toBe(1);
    expect(await count('idempotent_writes', 'key = $1', [key])).toBe(1);
  });

  it('deletes keys past their day when a new one is stored', async () => {
    const key = crypto.randomUUID();
    await post(routes.publishDemand.path, demand('一天以前'), key);
    clock += WRITE_KEY_TTL_MS + 1;
    await post(routes.publishDemand.path, demand('一天以后'), crypto.randomUUID());
    expect(await count('idempotent_writes', 'key = $1', [key])).toBe(0);
    expect(
      await count('idempotent_writes', 'created_at < $1', [new Date(clock - WRITE_KEY_TTL_MS)]),
    ).toBe(0);
  });
});
