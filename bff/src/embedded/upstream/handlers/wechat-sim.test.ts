import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { REDIRECT_BYPASSES } from '@ysy/contracts/login/return-href.test-cases';
import type { UpstreamContext } from '../context';
import { upstreamMessages } from '../messages';
import { registerWechatSim } from './wechat-sim';

/**
 * The simulated WeChat page over HTTP: every known open-redirect form is refused with 400 in
 * Chinese before anything is stored (the database here records every query it is asked).
 */
const queries: string[] = [];
const db = {
  query: (sql: string) => {
    queries.push(sql);
    return Promise.resolve([]);
  },
} as unknown as Db;
const ctx: UpstreamContext = { db, now: () => 1_800_000_000_000, tokenTtlSeconds: 60 };
const app = Fastify();

beforeAll(async () => {
  registerWechatSim(app, ctx);
  await app.ready();
});
afterAll(() => app.close());

describe('/wechat-sim/authorize', () => {
  it.each(REDIRECT_BYPASSES.map((value) => [JSON.stringify(value), value]))(
    'refuses redirect_uri=%s with 400 in Chinese, storing nothing',
    async (_label, value) => {
      queries.length = 0;
      const res = await app.inject({
        url: '/wechat-sim/authorize',
        query: { redirect_uri: value, state: 'state-1', account: 'demo' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: upstreamMessages.redirectInvalid });
      expect(res.headers.location).toBeUndefined();
      expect(queries).toEqual([]);
    },
  );

  it('refuses the percent-encoded tab of the review (/%09/evil.example as sent on the wire)', async () => {
    const res = await app.inject({
      url: '/wechat-sim/authorize?redirect_uri=/%09/evil.example&state=x&account=demo',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });

  it('redirects to a path of this site with the code and the state', async () => {
    const res = await app.inject({
      url: '/wechat-sim/authorize',
      query: { redirect_uri: '/list?keyword=a', state: 'state-1', account: 'demo' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/list\?keyword=a&code=[0-9a-f]{32}&state=state-1$/);
  });

  it('keeps the hash of the page, after the code and the state', async () => {
    const res = await app.inject({
      url: '/wechat-sim/authorize',
      query: { redirect_uri: '/user?tab=alerts#top', state: 'state-1', account: 'demo' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(
      /^\/user\?tab=alerts&code=[0-9a-f]{32}&state=state-1#top$/,
    );
  });
});
