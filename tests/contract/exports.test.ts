import { testDatabaseKinds } from '@ysy/bff/embedded/testing/databases';
import { workbookRows } from '@ysy/bff/embedded/upstream/exports/testing';
import {
  EXPORT_COLUMNS,
  EXPORT_ROWS_HEADER,
  exportedFile,
  exportFile,
  XLSX_MEDIA_TYPE,
} from '@ysy/contracts/account/exports';
import { LIMIT_REACHED_CODE } from '@ysy/contracts/account/values';
import { messages } from '@ysy/contracts/common/messages';
import { routes } from '@ysy/contracts/routes';
import type { Response } from 'supertest';
import { describe, expect, it } from 'vitest';
import { XHR } from './harness';
import { signedInSystem, type Browser } from './signed-in';

/**
 * Exports through the BFF: the workbook streams from the upstream with its name and row count,
 * only for the session's user; a failure (a limit) arrives as the upstream's `{ code, msg }`.
 */

/** supertest keeps a binary body as a Buffer only with a parser that collects it. */
function binary(res: Response, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

describe.each(testDatabaseKinds())('exports through the BFF on $name', (kind) => {
  const ctx = signedInSystem(kind, 200);

  async function signIn(account: string, level: number): Promise<Browser> {
    const browser = await ctx.signIn(account);
    await ctx.db.query('UPDATE users SET vip_level = $2 WHERE account = $1', [account, level]);
    return browser;
  }

  const search = { keyword: '科技', province: '广东省' };

  it('answers without a session 401, and an export without X-Requested-With 403', async () => {
    const anonymous = await ctx.sys.agent().get(exportFile.path).set(XHR).query(search);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: 401, msg: messages.unauthorized });
    const browser = await signIn('exp_csrf', 1);
    expect((await browser.get(exportFile.path).query(search)).status).toBe(403);
    expect((await browser.get(exportedFile.path).query({ id: 'x' })).status).toBe(400);
  });

  it('streams the workbook of the search and serves it again from 导出记录', async () => {
    const browser = await signIn('exp_writer', 1);
    const listed = await browser.get(routes.companySearch.bffPath).query(search);
    const total: number = listed.body.data.customList.total;
    const res = await browser
      .get(exportFile.path)
      .set(XHR)
      .query(search)
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_MEDIA_TYPE);
    expect(res.headers[EXPORT_ROWS_HEADER]).toBe(String(total));
    expect(res.headers['content-disposition']).toMatch(/filename\*=UTF-8''/);
    const rows = await workbookRows(res.body);
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    expect(rows).toHaveLength(total + 1);
    expect(rows[1]?.[0]).toBe(listed.body.data.customList.entInfos[0].name);

    const records = await browser.get(routes.myExports.bffPath);
    expect(records.body.data.list[0]).toMatchObject({ query: search, rows: total });
    const again = await browser
      .get(exportedFile.path)
      .query({ id: records.body.data.list[0].id })
      .buffer(true)
      .parse(binary);
    expect(again.status).toBe(200);
    expect(Buffer.compare(again.body, res.body)).toBe(0);

    // Another user cannot have it.
    const other = await signIn('exp_other', 1);
    const refused = await other.get(exportedFile.path).query({ id: records.body.data.list[0].id });
    expect(refused.status).toBe(404);
  });

  it('passes an over-limit refusal on as the upstream said it, with nothing stored', async () => {
    const browser = await signIn('exp_free', 0);
    // 200 companies are seeded: the free level's 200 rows a file would take them all.
    await ctx.db.query('UPDATE vip_entitlements SET export_rows_per_file = 20 WHERE level = 0');
    const res = await browser.get(exportFile.path).set(XHR).query({ keyword: '有限' });
    await ctx.db.query('UPDATE vip_entitlements SET export_rows_per_file = 200 WHERE level = 0');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(LIMIT_REACHED_CODE);
    expect(res.body.msg).toMatch(/^免费用户每次最多导出 20 条，升级基础会员每次可导出 5,000 条$/);
    expect((await browser.get(routes.myExports.bffPath)).body.data.total).toBe(0);
  });
});
