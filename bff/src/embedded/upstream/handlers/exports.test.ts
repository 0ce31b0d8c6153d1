import { beforeAll, describe, expect, it } from 'vitest';
import {
  EXPORT_COLUMNS,
  EXPORT_ROWS_HEADER,
  exportedFile,
  exportFile,
  XLSX_MEDIA_TYPE,
} from '@ysy/contracts/account/exports';
import { LIMIT_REACHED_CODE } from '@ysy/contracts/account/values';
import { routes } from '@ysy/contracts/routes';
import { testDatabaseKinds } from '../../testing/databases';
import { accountsUpstream } from '../accounts/testing';
import { workbookRows } from '../exports/testing';
import { exportRowsSince, exportsOfUser, removeExportsOfUser } from '../repositories/exports';

/** 2026-11-26 09:00 in Beijing. */
const T0 = Date.parse('2026-11-26T01:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const SEARCH = { keyword: '科技', sort: 'capital_desc' } as const;

describe.each(testDatabaseKinds())('exports on $name', (kind) => {
  let clock = T0;
  const up = accountsUpstream(kind, {
    companies: 300,
    now: () => clock,
    tokenTtlSeconds: 30 * 24 * 3600,
  });
  /** The search's results as the list pages them: name and credit code, in order. */
  let listed: string[][];

  beforeAll(async () => {
    listed = [];
    for (let page = 1; ; page++) {
      const data = await up.call.data(routes.companySearch, undefined, {
        query: { ...SEARCH, page },
      });
      listed.push(...data.customList.entInfos.map((c) => [c.name ?? '', c.credit_code ?? '']));
      if (listed.length >= data.customList.total) break;
    }
  }, 120_000);

  const exportOf = (token: string | undefined, query: Record<string, string> = SEARCH) =>
    up.app.inject({
      url: `${exportFile.path}?${new URLSearchParams(query)}`,
      headers: token === undefined ? {} : { authorization: token },
    });

  async function setLimits(level: number, perFile: number, perDay: number) {
    await up.db.query(
      `UPDATE vip_entitlements SET export_rows_per_file = $2, export_rows_per_day = $3
        WHERE level = $1`,
      [level, perFile, perDay],
    );
  }

  it('refuses both file calls without a token', async () => {
    expect((await exportOf(undefined)).statusCode).toBe(403);
    expect((await up.app.inject({ url: `${exportedFile.path}?id=1` })).statusCode).toBe(403);
  });

  it('writes the list, in its order, as a workbook with a Chinese file name', async () => {
    expect(listed.length).toBeGreaterThan(20);
    const { token, id } = await up.call.login('writer');
    await up.db.query('UPDATE users SET vip_level = 1 WHERE id = $1', [id]);
    const res = await exportOf(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_MEDIA_TYPE);
    expect(res.headers[EXPORT_ROWS_HEADER]).toBe(String(listed.length));
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('企业名单_科技_2026-11-26.xlsx')}`,
    );
    const rows = await workbookRows(res.rawPayload);
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual(listed);
    // Every row says where 科技 matched and has each column filled.
    for (const row of rows.slice(1)) {
      expect(row.slice(0, 8).every((cell) => cell !== '')).toBe(true);
      expect(row[8]).toMatch(/^(企业名称|法定代表人|股东|主要人员|产品|经营范围)：/);
    }

    const records = await up.call.data(routes.myExports, token);
    expect(records.total).toBe(1);
    expect(records.list[0]).toMatchObject({
      query: SEARCH,
      rows: listed.length,
      file_name: '企业名单_科技_2026-11-26.xlsx',
      downloadable: true,
    });
    const again = await up.app.inject({
      url: `${exportedFile.path}?id=${records.list[0]?.id}`,
      headers: { authorization: token },
    });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(await exportsOfUser(up.db, id)).toEqual([
      { query: SEARCH, rows: listed.length, createdAt: new Date(T0).toISOString() },
    ]);
  });

  it('serves a file to its owner only, for 7 days, and lists it after as 已过期', async () => {
    const owner = await up.call.login('keeper');
    const other = await up.call.login('stranger');
    await up.db.query('UPDATE users SET vip_level = 1 WHERE id = $1', [owner.id]);
    expect((await exportOf(owner.token)).statusCode).toBe(200);
    const [record] = (await up.call.data(routes.myExports, owner.token)).list;
    const url = `${exportedFile.path}?id=${record?.id}`;
    expect((await up.app.inject({ url, headers: { authorization: other.token } })).statusCode).toBe(
      404,
    );
    clock = T0 + 7 * DAY + 1;
    try {
      expect(
        (await up.app.inject({ url, headers: { authorization: owner.token } })).statusCode,
      ).toBe(410);
      expect((await up.call.data(routes.myExports, owner.token)).list[0]?.downloadable).toBe(false);
    } finally {
      clock = T0;
    }
  });

  it.each([0, 1, 2, 3])(
    'level %i: a file at its per-file limit passes, one row over is refused and stores nothing',
    async (level) => {
      const { token, id } = await up.call.login(`per_file_${level}`);
      await up.db.query('UPDATE users SET vip_level = $2 WHERE id = $1', [id, level]);
      const [saved] = await up.db.query<{ f: number; d: number }>(
        'SELECT export_rows_per_file AS f, export_rows_per_day AS d FROM vip_entitlements WHERE level = $1',
        [level],
      );
      try {
        await setLimits(level, listed.length - 1, 1_000_000);
        const over = await exportOf(token);
        expect(over.statusCode).toBe(200);
        expect(over.json()).toMatchObject({ code: LIMIT_REACHED_CODE });
        expect(over.json<{ msg: string }>().msg).toMatch(
          level === 3 ? /已达最高等级的上限/ : /每次最多导出 .*条，升级.*每次可导出/,
        );
        expect(await exportsOfUser(up.db, id)).toEqual([]);
        expect(await exportRowsSince(up.db, id, new Date(0))).toBe(0);

        await setLimits(level, listed.length, 1_000_000);
        expect((await exportOf(token)).statusCode).toBe(200);
        expect(await exportRowsSince(up.db, id, new Date(0))).toBe(listed.length);
      } finally {
        await setLimits(level, saved?.f ?? 0, saved?.d ?? 0);
      }
    },
  );

  it.each([0, 1, 2, 3])(
    "level %i: today's rows plus the file's at the per-day limit pass, one over is refused",
    async (level) => {
      const { token, id } = await up.call.login(`per_day_${level}`);
      await up.db.query('UPDATE users SET vip_level = $2 WHERE id = $1', [id, level]);
      const [saved] = await up.db.query<{ f: number; d: number }>(
        'SELECT export_rows_per_file AS f, export_rows_per_day AS d FROM vip_entitlements WHERE level = $1',
        [level],
      );
      const n = listed.length;
      try {
        await setLimits(level, n, 2 * n);
        expect((await exportOf(token)).statusCode).toBe(200);
        // The day before (Beijing) does not count.
        clock = T0 - DAY;
        expect((await exportOf(token)).statusCode).toBe(200);
        clock = T0;
        expect((await exportOf(token)).headers['content-type']).toBe(XLSX_MEDIA_TYPE);
        await setLimits(level, n, 3 * n - 1);
        const over = await exportOf(token);
        expect(over.json()).toMatchObject({ code: LIMIT_REACHED_CODE });
        expect(over.json<{ msg: string }>().msg).toMatch(/每天最多导出/);
        expect(await exportRowsSince(up.db, id, new Date(T0 - 9 * 60 * 60 * 1000))).toBe(2 * n);
        expect((await up.call.data(routes.myExports, token)).total).toBe(3);
      } finally {
        clock = T0;
        await setLimits(level, saved?.f ?? 0, saved?.d ?? 0);
      }
    },
  );

  it('removes a user’s exports with their files', async () => {
    const { token, id } = await up.call.login('leaver');
    await up.db.query('UPDATE users SET vip_level = 1 WHERE id = $1', [id]);
    expect((await exportOf(token)).statusCode).toBe(200);
    await removeExportsOfUser(up.db, id);
    expect(await exportsOfUser(up.db, id)).toEqual([]);
    const [left] = await up.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM company_export_chunks k
        WHERE NOT EXISTS (SELECT 1 FROM company_exports e WHERE e.id = k.export_id)`,
    );
    expect(left?.n).toBe(0);
  });
});
