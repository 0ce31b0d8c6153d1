import type { Browser, Page } from '@playwright/test';
import { seriousViolations } from './axe-scan';
import { homeSearchBox } from './directory-pages';
import { expect, test } from './fixtures';

/**
 * Search history kept by the server: a signed-in user's searches come back in 最近搜索 in
 * another browser signed in as the same user; one is removed with its ×, 清空 removes all; in
 * 个人中心 › 搜索历史 the switch 记录搜索历史 off keeps nothing new. The simulated QR login is
 * always the same demo user, so two browser contexts are the one user on two browsers.
 */

/** A new browser (context) on the home page, signed in with the simulated QR login. */
async function signedInBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  await page
    .getByRole('dialog', { name: '登录' })
    .getByRole('link', { name: '模拟扫码登录（演示环境）' })
    .click();
  await expect(page.getByRole('banner').getByRole('button', { name: /^用户菜单/ })).toBeVisible();
  return page;
}

/** Searches companies from the home box; returns once the server has recorded the search. */
async function searchFromHome(page: Page, keyword: string): Promise<{ recorded: boolean }> {
  await page.goto('/');
  const recorded = page.waitForResponse((r) => r.url().endsWith('/search_history/record'));
  await homeSearchBox(page).fill(keyword);
  await homeSearchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/list\?keyword=/);
  const reply = (await (await recorded).json()) as { data: { recorded: boolean } };
  return reply.data;
}

/** The options of 最近搜索 under the empty home box. */
async function recentOptions(page: Page) {
  await page.goto('/');
  await homeSearchBox(page).focus();
  return page.getByRole('listbox', { name: '搜索建议' }).getByRole('option');
}

test.describe('search history', () => {
  test('follows the user to another browser; × removes one, 清空 all; the panel passes axe', async ({
    browser,
  }) => {
    // Unique per run: the demo user's history outlives a run on a kept database.
    const run = Date.now().toString(36);
    const [first, second] = [`历史一${run}`, `历史二${run}`];
    const here = await signedInBrowser(browser);
    expect(await searchFromHome(here, first)).toEqual({ recorded: true });
    expect(await searchFromHome(here, second)).toEqual({ recorded: true });

    const there = await signedInBrowser(browser);
    const options = await recentOptions(there);
    await expect(there.getByText('最近搜索')).toBeVisible();
    await expect(options.nth(0)).toContainText(second);
    await expect(options.nth(1)).toContainText(first);

    // The panel lists the same, with 删除 for each and the switch on; axe on the whole page.
    await there.goto('/user?tab=history');
    const panel = there.getByRole('main');
    await expect(panel.getByRole('row', { name: new RegExp(second) })).toBeVisible();
    await expect(panel.getByRole('switch', { name: '记录搜索历史' })).toBeChecked();
    expect(await seriousViolations(there)).toEqual([]);

    // × on the newest removes it on the server: the first browser no longer has it either.
    const again = await recentOptions(there);
    await again.filter({ hasText: second }).locator('[data-remove-recent]').click();
    await expect(again.filter({ hasText: second })).toHaveCount(0);
    await expect(again.filter({ hasText: first })).toHaveCount(1);
    await expect((await recentOptions(here)).filter({ hasText: second })).toHaveCount(0);

    // 清空 removes all of them.
    await (await recentOptions(there)).first().waitFor();
    await there.getByRole('button', { name: '清空' }).click();
    await expect(there.getByRole('listbox', { name: '搜索建议' }).getByRole('option')).toHaveCount(
      0,
    );
    await here.goto('/user?tab=history');
    await expect(here.getByRole('main').getByText('还没有搜索历史')).toBeVisible();
    await here.context().close();
    await there.context().close();
  });

  test('with 记录搜索历史 off a search is not kept, and the panel says so', async ({ browser }) => {
    const page = await signedInBrowser(browser);
    await page.goto('/user?tab=history');
    const keep = page.getByRole('main').getByRole('switch', { name: '记录搜索历史' });
    await expect(keep).toBeChecked();
    await keep.click();
    await expect(keep).not.toBeChecked();
    await expect(page.getByText('已关闭记录搜索历史：新的搜索不会被保存。')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const keyword = `不记录${Date.now().toString(36)}`;
    expect(await searchFromHome(page, keyword)).toEqual({ recorded: false });
    await page.goto('/user?tab=history');
    await expect(page.getByRole('main').getByText(keyword)).toHaveCount(0);
    await expect(keep).not.toBeChecked();

    // On again, for the demo user's next run.
    await keep.click();
    await expect(keep).toBeChecked();
    await page.context().close();
  });
});
