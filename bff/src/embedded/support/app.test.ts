import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@ysy/contracts/common/messages';
import { routes } from '@ysy/contracts/routes';
import type { Db } from '../db/database';
import { openSeededDatabase, testDatabaseKinds } from '../testing/databases';
import { SUPPORT_AGENT } from '../upstream/seed/content';
import { buildSupportApp } from './app';

const KEY = 'test-support-key-0123456789';

describe.each(testDatabaseKinds())('embedded support host on $name', (kind) => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openSeededDatabase(kind, 0);
    app = await buildSupportApp({ db, apiKey: KEY });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const getOrCreate = (payload: object, authorization: string | null = KEY) =>
    app.inject({
      method: 'POST',
      url: routes.getOrCreate.path,
      payload,
      headers: authorization === null ? {} : { authorization },
    });

  it('refuses a visitor id that cannot be stored (a NUL, a lone surrogate) with 400', async () => {
    for (const jsCode of ['visitor_0123\u0000456789', 'visitor_0123\ud800456789']) {
      const res = await getOrCreate({ js_code: jsCode, channel: 3 });
      expect(res.statusCode, JSON.stringify(jsCode)).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: messages.unstorableText });
    }
  });

  it('refuses calls without the exact key with 401 and a Chinese message', async () => {
    for (const headers of [
      {},
      { authorization: 'wrong' },
      { authorization: `Bearer ${KEY}` },
      { authorization: `${KEY} ` },
    ]) {
      const res = await app.inject({ method: 'GET', url: routes.kfAccount.path, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, msg: '客服服务鉴权失败' });
    }
    expect((await getOrCreate({ js_code: 'visitor-abcdef12', channel: 3 }, null)).statusCode).toBe(
      401,
    );
  });

  it('gives the support agent account', async () => {
    const res = await app.inject({
      method: 'GET',
      url: routes.kfAccount.path,
      headers: { authorization: KEY },
    });
    const body = res.json();
    expect(routes.kfAccount.reply.safeParse(body).success).toBe(true);
    expect(body).toEqual({ code: 0, data: { account: SUPPORT_AGENT.accid } });
  });

  it('creates a visitor account once per js_code and returns it again', async () => {
    const first = (await getOrCreate({ js_code: 'visitor-abcdef12', channel: 3 })).json();
    expect(routes.getOrCreate.reply.safeParse(first).success).toBe(true);
    expect(first.data.account.im_accid).toMatch(/^ysy_visitor_/);
    expect(first.data.account.im_openid).toBeTruthy();
    const again = (await getOrCreate({ js_code: 'visitor-abcdef12', channel: 3 })).json();
    expect(again).toEqual(first);
    const other = (await getOrCreate({ js_code: 'visitor-99999999', channel: 3 })).json();
    expect(other.data.account.im_accid).not.toBe(first.data.account.im_accid);
    const stored = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM im_accounts WHERE kind = 'visitor'`,
    );
    expect(stored[0]?.n).toBe(2);
  });

  it('gives concurrent first visits with one js_code one account', async () => {
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => getOrCreate({ js_code: 'visitor-race0001', channel: 3 })),
    );
    const ids = new Set(replies.map((res) => res.json().data.account.im_accid));
    expect(ids.size).toBe(1);
  });

  it('validates the body against the contract', async () => {
    const badChannel = await getOrCreate({ js_code: 'visitor-abcdef12', channel: 2 });
    expect(badChannel.statusCode).toBe(400);
    expect(badChannel.json()).toMatchObject({ code: 400, msg: '渠道编号不正确' });
    const badCode = await getOrCreate({ js_code: 'x', channel: 3 });
    expect(badCode.json()).toMatchObject({ code: 400, msg: '访客标识格式不正确' });
  });
});
