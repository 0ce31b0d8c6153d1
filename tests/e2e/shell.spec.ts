import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { routeCases } from './route-cases';

/**
 * The SPA shell end to end through the BFF and the embedded upstream: routes and their
 * bars, titles, the scroll-to-search switch and its routing, the 404 fallback and back-to-top.
 */

const toolBarButtons = ['在线客服', '发布需求', '公众号', '小程序', '返回顶部'];

/**
 * Scrolls like a person would, again if needed: the router scrolls to the top when a navigation
 * settles, which can land just after a scroll made right after `goto`.
 */
async function scrollBy(page: Page, y: number) {
  // The routed page (a lazy chunk) must have rendered: the router scrolls to the top when the
  // navigation settles, which would undo a scroll made before.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() =>
      page.evaluate((dy) => {
        if (window.scrollY < Math.min(dy, 60)) window.scrollTo(0, dy);
        return window.scrollY;
      }, y),
    )
    .toBeGreaterThanOrEqual(Math.min(y, 60));
}

/**
 * Clicks with the mouse where the element is, once it has stopped moving. The top bar is sticky:
 * Playwright's own click first scrolls its target "into view", which for a sticky element in a
 * scrolled page means back to the top, where the bar turns into the menu again. A person's mouse
 * does no such scrolling.
 */
async function mouseClick(page: Page, target: Locator) {
  let last = '';
  await expect
    .poll(async () => {
      const box = await target.boundingBox();
      const now = JSON.stringify(box);
      const settled = box !== null && now === last;
      last = now;
      return settled;
    })
    .toBe(true);
  const box = await target.boundingBox();
  if (!box) throw new Error('target has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test.describe('shell', () => {
  test('home shows the menu that came from the BFF', async ({ page, request }) => {
    const reply = await request.get('/api/ysy/index/get_nav');
    expect(reply.ok()).toBe(true);
    const body = (await reply.json()) as { code: number; data: { category_name: string }[] };
    expect(body.code).toBe(0);
    expect(body.data.length).toBeGreaterThanOrEqual(5);

    await page.goto('/');
    // The menu shows the categories; the mobile item and the VIP link sit at the bar's right end.
    const header = page.getByRole('banner');
    for (const item of body.data) {
      await expect(header.getByText(item.category_name, { exact: true }).first()).toBeVisible();
    }
    await expect(
      header.getByRole('navigation', { name: '主导航' }).getByRole('link'),
    ).not.toHaveCount(0);
    await expect(page).toHaveTitle('易商云');
    // The embedded services and the simulated login run here: the page says it is a demo.
    await expect(page.getByRole('note', { name: /^演示环境/ })).toBeVisible();
  });

  test('every route renders with the right bars and title', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    for (const route of routeCases) {
      await page.goto(route.path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page, route.path).toHaveTitle(route.title);
      await expect(page.getByRole('banner'), `${route.path} top bar`).toHaveCount(
        route.topBar ? 1 : 0,
      );
      await expect(page.getByRole('contentinfo'), `${route.path} footer`).toHaveCount(
        route.footer ? 1 : 0,
      );
      const toolBar = page.getByRole('complementary', { name: '快捷工具' });
      for (const name of toolBarButtons) {
        await expect(toolBar.getByRole('button', { name, exact: true })).toBeVisible();
      }
    }
  });

  test('client-side navigation updates title and bars, and starts at the top', async ({ page }) => {
    await page.goto('/list');
    await expect(page).toHaveTitle('公司查询-易商云');
    await scrollBy(page, 600);
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: '网站信息' })
      .getByRole('link', { name: '联系我们' })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page).toHaveTitle('联系我们-易商云');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('from 60px of scroll the menu gives way to the search box, which searches the current list', async ({
    page,
  }) => {
    await page.goto('/einlist');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(header.getByRole('searchbox')).toHaveCount(0);

    await scrollBy(page, 200);
    const box = header.getByRole('searchbox');
    await expect(box).toBeVisible();
    await expect(box).toHaveAttribute('placeholder', /公司名称、人名或产品名/);
    await expect(header.getByRole('navigation', { name: '主导航' })).toHaveCount(0);

    // A blank keyword does nothing.
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/einlist$/);

    await box.fill('腾讯');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/einlist\?keyword=%E8%85%BE%E8%AE%AF$/);

    // Back above 60px the menu returns.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header.getByRole('navigation', { name: '主导航' })).toBeVisible();
  });

  test('the search button on another page searches companies, and the keyword is kept', async ({
    page,
  }) => {
    await page.goto('/vip');
    await scrollBy(page, 200);
    const header = page.getByRole('banner');
    await header.getByRole('searchbox').fill('科技');
    await mouseClick(page, header.getByRole('button', { name: '搜索', exact: true }));
    await expect(page).toHaveURL(/\/list\?keyword=%E7%A7%91%E6%8A%80$/);
    await page.goto('/vip');
    await scrollBy(page, 200);
    await expect(page.getByRole('banner').getByRole('searchbox')).toHaveValue('科技');
  });

  test('an unknown path shows the 404 page, which links home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expect(page).toHaveTitle('页面不存在-易商云');
    await page.getByRole('main').getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('返回顶部 scrolls back in steps', async ({ page }) => {
    await page.goto('/');
    await scrollBy(page, 100_000);
    const bottom = await page.evaluate(() => window.scrollY);
    expect(bottom).toBeGreaterThan(200);
    await page.getByRole('button', { name: '返回顶部', exact: true }).click();
    // Animated: part-way after a few steps, at the top in the end.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(bottom);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
  });

  test('tool bar opens the chat frames at 375x410', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: '在线客服', exact: true }).click();
    const frame = page.getByRole('dialog', { name: '在线客服' });
    await expect(frame).toBeVisible();
    const box = await frame.boundingBox();
    expect(box?.width).toBe(375);
    expect(box?.height).toBe(410);
    await frame.getByRole('button', { name: '关闭' }).click();
    await expect(frame).toHaveCount(0);
  });

  test('the layout keeps its desktop sizes', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    expect((await header.boundingBox())?.height).toBe(66);
    const item = page
      .getByRole('complementary', { name: '快捷工具' })
      .getByRole('button', { name: '发布需求', exact: true });
    const box = await item.boundingBox();
    expect(box?.width).toBe(68);
    expect(box?.height).toBe(68);
    expect(await page.evaluate(() => getComputedStyle(document.body).minWidth)).toBe('1280px');
  });
});
