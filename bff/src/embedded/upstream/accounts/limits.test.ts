import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_KINDS, LIMIT_REACHED_CODE } from '@ysy/contracts/account/values';
import { openDatabase, type Db } from '../../db/database';
import { migrate } from '../../db/migrate';
import { entitlementsByLevel, type LevelEntitlements } from '../repositories/entitlements';
import { judgeLimit } from './limits';

describe('the limits of each VIP level, as migrated', () => {
  let db: Db;
  let levels: LevelEntitlements[];
  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
    levels = await entitlementsByLevel(db);
  });
  afterAll(() => db.close());

  it('has one row per tier, every limit growing with the level', () => {
    expect(levels.map((l) => [l.level, l.name])).toEqual([
      [0, '免费用户'],
      [1, '基础会员'],
      [2, '企业会员'],
      [3, '尊享会员'],
    ]);
    for (const kind of LIMIT_KINDS) {
      const values = levels.map((l) => l.limits[kind]);
      expect(
        [...values].sort((a, b) => a - b),
        kind,
      ).toEqual(values);
    }
  });

  it.each([0, 1, 2, 3])('level %i: every limit allows its count and refuses one more', (level) => {
    for (const kind of LIMIT_KINDS) {
      const allowed = levels[level]?.limits[kind] ?? -1;
      expect(judgeLimit(levels, level, kind, allowed), kind).toBeUndefined();
      const over = judgeLimit(levels, level, kind, allowed + 1);
      expect(over?.code, kind).toBe(LIMIT_REACHED_CODE);
      expect(over?.msg, kind).toContain(`${levels[level]?.name}`);
      expect(over?.msg, kind).toContain(allowed.toLocaleString('en-US'));
    }
  });

  it('names the lowest level that lifts the limit, or says the highest is reached', () => {
    expect(judgeLimit(levels, 0, 'watched_companies', 11)?.msg).toBe(
      '免费用户最多关注 10 家企业，升级基础会员可关注 200 家',
    );
    // 300 companies pass the 基础会员 limit too: the message names the level that allows them.
    expect(judgeLimit(levels, 0, 'watched_companies', 300)?.msg).toBe(
      '免费用户最多关注 10 家企业，升级企业会员可关注 1,000 家',
    );
    expect(judgeLimit(levels, 1, 'export_rows_per_file', 5001)?.msg).toBe(
      '基础会员每次最多导出 5,000 条，升级企业会员每次可导出 20,000 条',
    );
    expect(judgeLimit(levels, 3, 'watched_companies', 5001)?.msg).toBe(
      '尊享会员最多关注 5,000 家企业，已达最高等级的上限',
    );
  });

  it('gives a level without a row the lowest level’s limits', () => {
    expect(judgeLimit(levels, 9, 'watched_companies', 10)).toBeUndefined();
    expect(judgeLimit(levels, 9, 'watched_companies', 11)?.code).toBe(LIMIT_REACHED_CODE);
  });
});
