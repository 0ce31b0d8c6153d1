import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { routes } from '@ysy/contracts/routes';
import { openDatabase, type Db } from '../../db/database';
import { migrate } from '../../db/migrate';
import { buildUpstreamApp } from '../app';

describe('the /vip comparison shows the limits the server enforces', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
  });
  afterAll(() => db.close());

  async function vipTiers() {
    const app = await buildUpstreamApp({ db });
    try {
      const reply = routes.vipTiers.reply.parse(
        (await app.inject({ url: routes.vipTiers.path })).json(),
      );
      if (!isSuccess(reply, 0)) throw new Error(reply.msg);
      return reply.data;
    } finally {
      await app.close();
    }
  }

  it('serves each tier’s limits and one comparison row per limit, from vip_entitlements', async () => {
    const { tiers, features } = await vipTiers();
    expect(tiers.map((t) => t.limits?.watched_companies)).toEqual([10, 200, 1000, 5000]);
    expect(features.find((f) => f.name === '关注企业')?.values).toEqual([
      '10 家',
      '200 家',
      '1,000 家',
      '5,000 家',
    ]);
    expect(features.find((f) => f.name === '每日导出')?.values).toEqual([
      '500 条',
      '20,000 条',
      '100,000 条',
      '300,000 条',
    ]);
    // The rows the comparison had before are all still there, first.
    expect(features.slice(0, 8).map((f) => f.name)[0]).toBe('企业工商信息查询');

    // One table: a changed limit changes the page's comparison with it.
    await db.query('UPDATE vip_entitlements SET watched_companies = 12 WHERE level = 0');
    const after = await vipTiers();
    expect(after.features.find((f) => f.name === '关注企业')?.values[0]).toBe('12 家');
    expect(after.tiers[0]?.limits?.watched_companies).toBe(12);
  });
});
