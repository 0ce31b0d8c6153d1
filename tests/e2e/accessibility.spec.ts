import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { routeCases } from './route-cases';

/**
 * The whole page is scanned, shell included (top bar, footer, tool bar are part of every page),
 * and no rule or element is excluded: a serious or critical violation anywhere fails the route.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('accessibility', () => {
  test('every route passes an axe scan of the whole page', async ({ page }) => {
    // Every route, whole pages with their content: several minutes on a loaded 2-core machine.
    test.setTimeout(600_000);
    const failures: string[] = [];
    for (const route of routeCases) {
      await page.goto(route.path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      for (const v of await seriousViolations(page)) failures.push(`${route.path} ${v}`);
    }
    expect(failures).toEqual([]);
  });

  test('the dialogs pass an axe scan while open', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const toolBar = page.getByRole('complementary', { name: '快捷工具' });

    await toolBar.getByRole('button', { name: '发布需求', exact: true }).click();
    await expect(page.getByRole('dialog', { name: '发布需求' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: '免费电话咨询' })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: '免费电话咨询' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
