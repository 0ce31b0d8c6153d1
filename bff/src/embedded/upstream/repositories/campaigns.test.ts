import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { loadMigrations, migrate } from '../../db/migrate';
import { testDatabaseKinds } from '../../testing/databases';
import { insertUserImAccount } from './im-accounts';
import { findSitePage } from './service-content';
import { findCampaign } from './campaigns';
import { insertUser } from './users';

const NOW = new Date('2026-11-26T02:00:00Z');

describe.each(testDatabaseKinds())('migration 029 on $name', (kind) => {
  let db: Db | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it('moves /t/a to a campaign with its dates and clears the invented placeholders', async () => {
    db = await kind.open();
    const files = await loadMigrations();
    await migrate(
      db,
      files.filter((m) => m.version < 29),
    );
    // A database from before: the verify account carries its state as its name.
    await insertUserImAccount(
      db,
      { accid: 'ysy_user_v', token: 't', nick: '待验证用户', icon: '/a.svg', openid: 'ov' },
      NOW,
    );
    await insertUser(
      db,
      {
        openid: 'ov',
        unionid: 'uv',
        account: 'verify',
        nickname: '待验证用户',
        name: '李待验',
        avatar: '/a.svg',
        imAccid: 'ysy_user_v',
        consultantId: null,
        vipLevel: 0,
      },
      NOW,
    );
    expect((await findSitePage(db, 'profile'))?.facts).toContainEqual({
      label: '统一社会信用代码',
      value: '91440300MA5F8Y2K3R（示例）',
    });

    expect(await migrate(db)).toContain(29);

    expect(await findCampaign(db, 'ta')).toMatchObject({
      title: '创业扶持季：注册 + 记账组合优惠',
      starts_on: '2025-07-01',
      ends_on: '2025-09-30',
      action: { url: '/ys' },
    });
    expect((await findCampaign(db, 'ta'))?.lead).not.toMatch(/2025|9 月 30 日/);
    expect(await findSitePage(db, 'ta')).toBeUndefined();
    const profile = await findSitePage(db, 'profile');
    expect(profile?.facts).toEqual([]);
    expect(JSON.stringify(profile)).not.toMatch(/示例|有限公司/);
    expect(
      await db.query('SELECT nickname, name FROM users WHERE account = $1', ['verify']),
    ).toEqual([{ nickname: '微信用户_verify', name: 'verify' }]);
    expect(await db.query('SELECT nick FROM im_accounts WHERE accid = $1', ['ysy_user_v'])).toEqual(
      [{ nick: '微信用户_verify' }],
    );
  });
});
