import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { openSeededDatabase, testDatabaseKinds } from '../../testing/databases';
import { TEST_ACCOUNTS, userOfTestAccount } from './test-accounts';

const T0 = new Date('2025-07-01T02:00:00Z');

describe.each(testDatabaseKinds())('test accounts on $name', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeededDatabase(kind, 0);
  });
  afterAll(() => db.close());

  it('give an account one user and one chat account, however often it logs in', async () => {
    const first = await userOfTestAccount(db, 'alice', T0);
    const again = await userOfTestAccount(db, 'alice', new Date(T0.getTime() + 60_000));
    expect(again).toEqual(first);
    const [counts] = await db.query<{ users: number; chats: number; last: Date }>(
      `SELECT (SELECT count(*)::int FROM users WHERE account = 'alice') AS users,
              (SELECT count(*)::int FROM im_accounts WHERE accid = $1) AS chats,
              (SELECT last_login_at FROM users WHERE account = 'alice') AS last`,
      [first.im_accid],
    );
    expect(counts).toMatchObject({ users: 1, chats: 1 });
    expect(counts!.last.getTime()).toBe(T0.getTime() + 60_000);
  });

  it('give two accounts two users, with the demo account its own profile', async () => {
    const demo = await userOfTestAccount(db, TEST_ACCOUNTS.demo, T0);
    const bob = await userOfTestAccount(db, 'bob', T0);
    expect(demo.id).not.toBe(bob.id);
    expect(demo.openid).not.toBe(bob.openid);
    expect(demo).toMatchObject({ name: '王小明', vip_level: 1 });
    expect(bob).toMatchObject({ name: 'bob', nickname: '微信用户_bob', vip_level: 0 });
  });

  it('name the account that must verify a phone like any WeChat user, not by its state', async () => {
    const verify = await userOfTestAccount(db, TEST_ACCOUNTS.verify, T0);
    expect(verify).toMatchObject({ nickname: '微信用户_verify', name: 'verify' });
  });
});
