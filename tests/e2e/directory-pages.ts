import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** A count as the directory's pages write it (grouped digits, as zh-CN does). */
export const count = (n: number) => n.toLocaleString('zh-CN');

/** The page has drawn its heading and its calls are done. */
export async function settled(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** The home page's search box. */
export const homeSearchBox = (page: Page) =>
  page.getByRole('combobox', { name: '搜索公司名称、人名或产品名' });

/**
 * Searches from home, without taking a suggestion: /list itself is drawn by the server, so a
 * search started here has the browser fetch the list (where a test can intercept the call).
 */
export async function searchFromHome(page: Page, keyword: string) {
  await page.goto('/');
  const box = homeSearchBox(page);
  await box.fill(keyword);
  await box.press('Escape');
  await box.press('Enter');
}

/** The company list's call (not /customs/suggest). */
export const LIST_CALL = /\/api\/client\/customs\?/;
