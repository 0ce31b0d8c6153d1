import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { openSeededDatabase, testDatabaseKinds } from '../../testing/databases';
import { Prng } from '../seed/prng';
import { ChangeNotApplicable } from './apply';
import { applyDemoChanges } from './demo';
import { recordChange } from './recorder';

const NOW = new Date('2025-07-02T03:00:00Z');

describe.each(testDatabaseKinds())('the change recorder on $name', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeededDatabase(kind, 100);
  }, 120_000);
  afterAll(() => db.close());

  const company = async (id: number) =>
    (
      await db.query<{
        name: string;
        shareholders: { name: string; ratio: number }[];
        search_name: string;
        persons: string;
        grams: string[];
      }>(
        `SELECT c.name, c.shareholders, s.name AS search_name, s.persons, s.grams
           FROM companies c JOIN company_search s ON s.company_id = c.id WHERE c.id = $1`,
        [id],
      )
    )[0];
  const changesOf = async (id: number) =>
    (
      await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM company_changes WHERE company_id = $1',
        [id],
      )
    )[0]?.n;

  it('applies a rename to the company and its search row, and records before and after', async () => {
    const old = await company(5);
    const row = await recordChange(
      db,
      {
        companyId: 5,
        change: { kind: 'name', to: '深圳市改名后科技有限公司' },
        changedOn: '2025-07-02',
      },
      NOW,
    );
    expect(row).toMatchObject({
      kind: 'name',
      before: old?.name,
      after: '深圳市改名后科技有限公司',
    });
    const now = await company(5);
    expect(now?.name).toBe('深圳市改名后科技有限公司');
    expect(now?.search_name).toBe('深圳市改名后科技有限公司');
    expect(now?.grams).toContain('改名');
  });

  it('replaces a shareholder, keeping the share, and the search finds the new person', async () => {
    const holder = (await company(6))?.shareholders.at(-1);
    const row = await recordChange(
      db,
      {
        companyId: 6,
        change: { kind: 'shareholder', from: holder?.name ?? '', to: '新股东甲' },
        changedOn: '2025-07-02',
      },
      NOW,
    );
    expect(row.after).toBe(`新股东甲（持股 ${holder?.ratio}%）`);
    expect((await company(6))?.persons).toContain(' 新股东甲 ');
  });

  it('writes nothing when the change does not apply', async () => {
    const before = await changesOf(7);
    const current = await company(7);
    await expect(
      recordChange(
        db,
        {
          companyId: 7,
          change: { kind: 'name', to: current?.name ?? '' },
          changedOn: '2025-07-02',
        },
        NOW,
      ),
    ).rejects.toBeInstanceOf(ChangeNotApplicable);
    await expect(
      recordChange(
        db,
        {
          companyId: 7,
          change: { kind: 'shareholder', from: '不存在的人', to: '某人' },
          changedOn: '2025-07-02',
        },
        NOW,
      ),
    ).rejects.toBeInstanceOf(ChangeNotApplicable);
    expect(await changesOf(7)).toBe(before);
    expect(await company(7)).toEqual(current);
  });

  it('records changes made at once one after another, ids in the order they commit', async () => {
    const rows = await Promise.all(
      [8, 9, 10, 11].map((id, i) =>
        recordChange(
          db,
          {
            companyId: id,
            change: { kind: 'legal_person', to: `同时${i}` },
            changedOn: '2025-07-02',
          },
          NOW,
        ),
      ),
    );
    expect(new Set(rows.map((r) => r.id)).size).toBe(4);
  });

  it('demo changes: N realistic changes dated today, each recorded', async () => {
    const [before] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM company_changes',
    );
    const applied = await applyDemoChanges(db, 12, new Prng(3), NOW);
    expect(applied).toHaveLength(12);
    const recorded = await db.query<{ after: string; changed_on: string }>(
      'SELECT after, changed_on FROM company_changes ORDER BY id DESC LIMIT 12',
    );
    expect(recorded.map((r) => r.changed_on)).toEqual(Array(12).fill('2025-07-02'));
    expect(recorded.map((r) => r.after).reverse()).toEqual(applied.map((a) => a.after));
    const [after] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM company_changes');
    expect(after?.n).toBe((before?.n ?? 0) + 12);
  });

  it('demo changes to one company: every change is that company, an unknown one is refused', async () => {
    const [target] = await db.query<{ id: number; eid: string }>(
      'SELECT id, eid FROM companies ORDER BY id DESC LIMIT 1',
    );
    const eid = target?.eid ?? '';
    const before = (await changesOf(target?.id ?? 0)) ?? 0;
    const applied = await applyDemoChanges(db, 3, new Prng(5), NOW, { eid });
    expect(applied).toHaveLength(3);
    expect(await changesOf(target?.id ?? 0)).toBe(before + 3);
    await expect(applyDemoChanges(db, 1, new Prng(5), NOW, { eid: 'E-none' })).rejects.toThrow(
      '没有企业 E-none',
    );
  });
});
