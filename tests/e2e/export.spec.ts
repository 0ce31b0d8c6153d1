import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { workbookRows } from '@ysy/bff/embedded/upstream/exports/testing';
import { EXPORT_COLUMNS } from '@ysy/contracts/account/export-values';
import { seriousViolations } from './axe-scan';
import { expect, test } from './fixtures';

/**
 * 导出 on the company list and 导出记录 in 个人中心: the downloaded workbook holds the list the page
 * shows, a search past the free level's rows a file says so with a link to /vip, and the export
 * is listed and downloads again.
 */

const SHOTS = process.env.EXPORT_SHOTS;
const LIST = '/list?keyword=科技&province=广东省';

const loginDialog = (page: Page) => page.getByRole('dialog', { name: '登录' });
const exportButton = (page: Page) => page.getByRole('button', { name: /^导出/ });

/** Finishes the open login dialog's simulated QR login as a new account; back where it opened. */
async function loginAsNewUser(page: Page) {
  const link = loginDialog(page).getByRole('link', { name: '模拟扫码登录（演示环境）' });
  const href = (await link.getAttribute('href')) ?? '';
  const account = `exp${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await page.goto(href.replace('account=demo', `account=${account}`));
  await expect(page.getByRole('banner').getByRole('button', { name: /^用户菜单/ })).toBeVisible();
}

async function rowsOf(download: Download): Promise<string[][]> {
  const path = await download.path();
  return workbookRows(await readFile(path));
}

async function noSeriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
}

test('导出 downloads the list as a workbook; 导出记录 lists it and downloads it again', async ({
  page,
}) => {
  // A login, three downloads and three whole-page scans: more than the default minute on a busy machine.
  test.setTimeout(300_000);
  await page.goto(LIST);
  const count = await page.getByRole('heading', { level: 1, name: /共找到 \d+ 家相关企业/ });
  const total = Number(/(\d+)/.exec((await count.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(200);

  // Anonymous: the login dialog, and back on the same list after the login.
  await exportButton(page).click();
  await expect(loginDialog(page)).toBeVisible();
  await loginAsNewUser(page);
  // Back on the list after the login (its query kept: user-center.spec checks that).
  await expect(page).toHaveURL(/\/list/);
  await page.goto(LIST);

  const shown = await page.locator('main ol > li h3 a').allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  const [download] = await Promise.all([page.waitForEvent('download'), exportButton(page).click()]);
  expect(download.suggestedFilename()).toMatch(/^企业名单_科技_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const rows = await rowsOf(download);
  expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
  expect(rows).toHaveLength(total + 1);
  expect(rows.slice(1, shown.length + 1).map((row) => row[0])).toEqual(
    shown.map((name) => name.trim()),
  );
  await expect(page.getByRole('status').filter({ hasText: '已导出' })).toHaveText(
    `已导出 ${total} 条，文件已开始下载`,
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-exported.png` });
  await noSeriousViolations(page);

  // Past the free level's 200 rows a file: the server's message, a link to /vip, nothing kept.
  await page.goto('/list?keyword=有限');
  await exportButton(page).click();
  const refusal = page.getByRole('alert').filter({ hasText: '每次最多导出' });
  await expect(refusal).toContainText('免费用户每次最多导出 200 条，升级');
  await expect(refusal.getByRole('link', { name: '升级会员' })).toHaveAttribute('href', '/vip');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-over-limit.png` });
  await noSeriousViolations(page);

  await page.goto('/user?tab=exports');
  const table = page.getByRole('table', { name: '我的导出记录' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('rowheader')).toHaveText('科技 · 广东省');
  await expect(table.getByRole('cell').first()).toHaveText(String(total));
  const [again] = await Promise.all([
    page.waitForEvent('download'),
    table.getByRole('button', { name: /^下载/ }).click(),
  ]);
  expect(again.suggestedFilename()).toBe(download.suggestedFilename());
  expect(await rowsOf(again)).toEqual(rows);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/user-exports.png` });
  await noSeriousViolations(page);
});

test('导出记录 without exports says what to do', async ({ page }) => {
  await page.goto('/user?tab=exports');
  await expect(loginDialog(page)).toBeVisible();
  await loginAsNewUser(page);
  await page.goto('/user?tab=exports');
  await expect(page.getByText('还没有导出记录，')).toBeVisible();
  await expect(page.getByRole('link', { name: '去搜索' })).toHaveAttribute('href', '/list');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/user-exports-empty.png` });
  await noSeriousViolations(page);
});
