import { servedPages } from '@ysy/contracts/common/pagination';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The pagers of the registers and the company list offer only pages the API serves, and a page
 * past the end (an edited address, the 跳至 box) says so with a way back, never 查询失败 or /404.
 */

/** The count a register page says (`共 2000 条记录`). */
async function registerTotal(page: Page): Promise<number> {
  const text = await page.getByText(/^共 [\d,]+ 条记录$/).textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

test.describe('pagers', () => {
  test('register: the last page offered is served, and a page past it leads back to it', async ({
    page,
  }, testInfo) => {
    await page.goto('/einquery');
    const total = await registerTotal(page);
    expect(total).toBeGreaterThan(10);
    const last = servedPages(total);
    const pager = page.getByRole('navigation', { name: '分页' });
    const records = page.getByRole('main').getByRole('listitem');

    await pager.getByRole('link', { name: `第 ${last} 页`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${last}$`));
    await expect(records).toHaveCount(total - (last - 1) * 10);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(pager.getByText('下一页')).toHaveAttribute('aria-disabled', 'true');
    await page.screenshot({ path: testInfo.outputPath('register-last-page.png'), fullPage: true });

    // The 跳至 box takes a page past the end as the last page.
    await pager.getByRole('link', { name: '第 1 页', exact: true }).click();
    await expect(page).not.toHaveURL(/page=/);
    await pager.getByLabel('跳至').fill('99999');
    await pager.getByRole('button', { name: '跳转' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${last}$`));
    await expect(records).toHaveCount(total - (last - 1) * 10);

    // An address past the end says so and links to the last page and the first.
    await page.goto('/einquery?page=99999');
    await expect(page.getByRole('heading', { name: '第 99,999 页超出了结果范围' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('register-past-the-end.png') });
    await page.getByRole('link', { name: `前往最后一页（第 ${last} 页）` }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${last}$`));
    await expect(records).toHaveCount(total - (last - 1) * 10);
  });

  test('list: a page past the end stays on the list and leads back to page 1', async ({
    page,
  }, testInfo) => {
    await page.goto('/list?keyword=科技&page=99999');
    await expect(page).toHaveURL(/\/list\?keyword=/);
    await expect(page.getByRole('heading', { name: '第 99,999 页超出了结果范围' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('list-past-the-end.png') });
    await page.getByRole('link', { name: '回到第 1 页' }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByRole('heading', { level: 1, name: /共找到/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
  });
});
