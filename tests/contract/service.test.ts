import type { Db } from '@ysy/bff/embedded/db/database';
import { openSeededDatabase, testDatabaseKinds } from '@ysy/bff/embedded/testing/databases';
import { SESSION_COOKIE } from '@ysy/bff/plugins/session-cookie';
import { routes } from '@ysy/contracts/routes';
import { serviceMessages } from '@ysy/contracts/service/messages';
import { OFFER_PAGES } from '@ysy/contracts/service/offer-pages';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHINESE, XHR, phoneMaker, simulatedScan, startSystem, type System } from './harness';

/**
 * The service pages' calls against the real system: an order request is stored with the total
 * the database computes from its own prices, and any bad order or message is a Chinese 400 with
 * nothing stored; a code-2 login is finished by phone and SMS code.
 */

const newPhone = phoneMaker();
const SMS_CODE = /演示环境验证码：(\d{6})/;

describe.each(testDatabaseKinds())('service calls on $name', (kind) => {
  let db: Db;
  let sys: System;

  beforeAll(async () => {
    db = await openSeededDatabase(kind, 50);
    sys = await startSystem({ db });
  });

  afterAll(async () => {
    await sys?.close();
    await db?.close();
  });

  const post = (path: string, body: unknown, cookie?: string) => {
    const test = sys
      .client()
      .post(path)
      .set(XHR)
      .send(body as object);
    if (cookie) test.set('Cookie', cookie);
    return sys.send(test);
  };
  const get = (path: string, query: Record<string, string> = {}, cookie?: string) => {
    const test = sys.client().get(path).set(XHR).query(query);
    if (cookie) test.set('Cookie', cookie);
    return sys.send(test);
  };
  const count = async (table: 'service_orders' | 'contact_messages') =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? -1;
  const cookieOf = (res: Response) => {
    const header: unknown = res.headers['set-cookie'];
    const lines = Array.isArray(header) ? header.map(String) : [];
    return lines.find((l) => l.startsWith(`${SESSION_COOKIE}=`))?.split(';')[0];
  };

  const order = {
    slug: 'buyfinance',
    plan_code: 'small',
    term_months: 12,
    extras: ['annual', 'audit'],
    contact_name: '王先生',
    company_name: '深圳市云帆网络科技有限公司',
  };

  it('stores an order with the total of the database prices (2388 + 199 + 1500.50)', async () => {
    const phone = newPhone();
    const res = await post(routes.serviceOrder.path, { ...order, phone });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ code: 0, data: { total: '4087.5' } });
    const rows = await db.query<{ order_no: string; total: string; extras: string[] }>(
      'SELECT order_no, total::text AS total, extras FROM service_orders WHERE phone = $1',
      [phone],
    );
    expect(rows).toEqual([
      {
        order_no: (res.body as { data: { order_no: string } }).data.order_no,
        total: '4087.50',
        extras: ['annual', 'audit'],
      },
    ]);
  });

  it.each([
    ['a bad phone', { phone: '12345' }, '手机号格式有误，请重新输入'],
    ['no contact name', { contact_name: ' ' }, serviceMessages.contactNameEmpty],
    ['an unknown plan', { plan_code: 'gold' }, serviceMessages.planInvalid],
    ['a term the plan lacks', { term_months: 3 }, serviceMessages.termNotOffered],
    ['an unknown extra', { extras: ['yacht'] }, serviceMessages.extraInvalid],
    ['a price from the browser', { total: '1' }, '包含不支持的参数'],
  ])('refuses %s with a Chinese 400 and stores nothing', async (_name, change, msg) => {
    const before = await count('service_orders');
    const res = await post(routes.serviceOrder.path, { ...order, phone: newPhone(), ...change });
    expect(res.status, res.text).toBe(400);
    expect(res.body).toMatchObject({ code: 400 });
    expect(String((res.body as { msg: string }).msg)).toContain(msg);
    expect(String((res.body as { msg: string }).msg)).toMatch(CHINESE);
    expect(await count('service_orders')).toBe(before);
  });

  it('stores a contact message; a too-short one is a 400 and stores nothing', async () => {
    const phone = newPhone();
    const ok = await post(routes.contactMessage.path, {
      topic: '商务合作',
      name: '李经理',
      phone,
      message: '我们想与贵司合作推广代理记账服务',
    });
    expect(ok.status, ok.text).toBe(200);
    const stored = await db.query<{ topic: string; message: string }>(
      'SELECT topic, message FROM contact_messages WHERE phone = $1',
      [phone],
    );
    expect(stored).toEqual([{ topic: '商务合作', message: '我们想与贵司合作推广代理记账服务' }]);

    const before = await count('contact_messages');
    const bad = await post(routes.contactMessage.path, {
      topic: '商务合作',
      name: '李经理',
      phone,
      message: '你好',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ msg: serviceMessages.messageTooShort });
    expect(await count('contact_messages')).toBe(before);
  });

  it('serves every landing page offer, the VIP tiers and the legal pages with a revision date', async () => {
    for (const slug of OFFER_PAGES) {
      const res = await get(routes.serviceOffer.path, { slug });
      expect(res.body, slug).toMatchObject({ code: 0, data: { offer: { slug } } });
    }
    for (const slug of ['userprotocol', 'disclaimer', 'privacypolicy']) {
      const res = await get(routes.sitePage.path, { slug });
      expect(res.body, slug).toMatchObject({
        code: 0,
        data: { page: { revised_on: '2026-11-26' } },
      });
    }
    const vip = await get(routes.vipTiers.path);
    const data = (vip.body as { data: { tiers: unknown[]; features: { values: unknown[] }[] } })
      .data;
    for (const feature of data.features) expect(feature.values).toHaveLength(data.tiers.length);
  });

  it('finishes a code-2 login with phone and SMS code; a wrong code leaves the user signed out', async () => {
    const scanned = await simulatedScan(sys, 'verify');
    const callback = await get(
      routes.wxLoginCallback.path,
      { code: scanned.code, state: scanned.state },
      scanned.stateCookie,
    );
    expect(callback.body).toMatchObject({ code: 2 });
    const verifyCookie = cookieOf(callback);
    expect(verifyCookie).toBeDefined();
    const info = (callback.body as { data: { openid: string; unid: string } }).data;

    const phone = newPhone();
    const sms = await get(routes.getPhoneCode.path, { phone });
    const code = SMS_CODE.exec(String((sms.body as { msg: string }).msg))?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';

    const bad = await post(
      routes.verifyPhoneLogin.path,
      { ...info, phone, code: wrong },
      verifyCookie,
    );
    expect(bad.body).toMatchObject({ code: 422 });
    const stranger = await post(
      routes.verifyPhoneLogin.path,
      { ...info, openid: 'o-someone-else', phone, code },
      verifyCookie,
    );
    expect(stranger.body).toMatchObject({ code: 403, msg: serviceMessages.verifyNotPending });

    const ok = await post(routes.verifyPhoneLogin.path, { ...info, phone, code }, verifyCookie);
    expect(ok.status, ok.text).toBe(200);
    // The top bar names the user by this nickname: what WeChat calls them, not 待验证用户.
    expect(ok.body).toMatchObject({
      code: 0,
      data: {
        userInfo: { nickname: '微信用户_verify' },
        theLatestUserInfo: { nickname: '微信用户_verify' },
      },
    });
    expect((ok.body as { data: object }).data).not.toHaveProperty('token');
    expect(await sys.leakedSecrets()).toEqual([]);
    const fresh = cookieOf(ok);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(verifyCookie);
    const me = await post(routes.getLatestUser.path, {}, fresh);
    expect(me.body).toMatchObject({ code: 0 });
    const verified = await db.query<{ phone: string }>(
      'SELECT phone FROM users WHERE openid = $1 AND phone_verified_at IS NOT NULL',
      [info.openid],
    );
    expect(verified).toEqual([{ phone }]);
  });
});
