import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { openSeededDatabase, testDatabaseKinds } from '../../testing/databases';
import { PAGE_SIZE } from '../search/company-search';
import { findRegisterItem, PATENTS, registerPage, TRADEMARKS } from './registers';

describe.each(testDatabaseKinds())('register lists on $name', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeededDatabase(kind, 300);
  });
  afterAll(() => db.close());

  it("count a keyword's matches on every page, past the end too", async () => {
    const first = await registerPage(db, TRADEMARKS, { keyword: '科', page: 1 });
    expect(first.total).toBeGreaterThan(0);
    const past = await registerPage(db, TRADEMARKS, { keyword: '科', page: 999 });
    expect(past).toEqual({ total: first.total, page: 999, list: [] });
  });

  it("list one company's items newest first, all of them counted", async () => {
    const [owner] = await db.query<{ eid: string; n: number }>(
      `SELECT c.eid, count(*)::int AS n FROM patents p JOIN companies c ON c.id = p.company_id
        GROUP BY c.eid ORDER BY count(*) DESC, c.eid LIMIT 1`,
    );
    const page = await registerPage(db, PATENTS, { eid: owner!.eid, page: 1 });
    expect(page.total).toBe(owner!.n);
    expect(page.list.length).toBe(Math.min(owner!.n, PAGE_SIZE));
    const dates = page.list.map((item) => item.app_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.list.every((item) => item.eid === owner!.eid)).toBe(true);
  });

  it('find one item by id, and nothing for an unknown id', async () => {
    const { list } = await registerPage(db, PATENTS, { page: 1 });
    const item = list[0]!;
    expect(await findRegisterItem(db, PATENTS, item.id)).toEqual(item);
    expect(await findRegisterItem(db, PATENTS, 2_000_000_000)).toBeUndefined();
  });
});
