import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { seriousViolations } from './axe-scan';
import { expect, test } from './fixtures';

/**
 * 个人中心 /user: the login it asks for, its sections at /user?tab=…, and 我的关注 / 动态提醒 of
 * two users side by side. Companies are watched through the API with the page's own session (the
 * BFF's sealed cookie), as the 关注 button on a company's page does.
 */

const SHOTS = process.env.USER_CENTER_SHOTS;

/** An account of the simulated login no other run uses (a new user, with nothing kept yet). */
const freshAccount = (tag: string) =>
  `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const loginDialog = (page: Page) => page.getByRole('dialog', { name: '登录' });
const userMenu = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^用户菜单/ });
const sections = (page: Page) => page.getByRole('navigation', { name: '个人中心栏目' });
const panel = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name });

/**
 * Finishes the open login dialog's simulated QR login as `account` (the demo link's own URL, state
 * and return path, with another account): the browser comes back to where the dialog was opened.
 */
async function loginAs(page: Page, account: string) {
  const link = loginDialog(page).getByRole('link', { name: '模拟扫码登录（演示环境）' });
  const href = await link.getAttribute('href');
  expect(href, 'the simulated login link').toContain('account=demo');
  await open(page, (href ?? '').replace('account=demo', `account=${account}`));
  await expect(userMenu(page)).toBeVisible();
}

/**
 * Opens `url` in a page of a context of this test's own (not the fixture's `page`), and returns
 * once it answers input, as the fixture's `goto` does: the server's markup has hydrated.
 */
async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  if ((await page.locator('#root[data-server-markup]').count()) > 0) {
    await page.locator('[data-hydrated]').first().waitFor({ state: 'attached' });
  }
}

/** A new user in a context of their own, signed in on /user. */
async function newUser(browser: Browser, tag: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await open(page, '/user');
  await expect(loginDialog(page)).toBeVisible();
  await loginAs(page, freshAccount(tag));
  return { context, page };
}

interface Company {
  eid: string;
  name: string;
}

/** Three companies the list finds for 科技. */
async function threeCompanies(request: APIRequestContext): Promise<[Company, Company, Company]> {
  const reply = await request.get('/api/client/customs?keyword=科技&page=1');
  const list = (
    (await reply.json()) as {
      data: { customList: { entInfos: { eid?: string; name?: string }[] } };
    }
  ).data.customList.entInfos;
  const [a, b, c] = list.flatMap(({ eid, name }) => (eid && name ? [{ eid, name }] : []));
  if (!a || !b || !c) throw new Error('the list has three companies to watch');
  return [a, b, c];
}

/** 关注 through the BFF with the page's session. */
async function watch(page: Page, eid: string) {
  const reply = await page.request.post('/api/client/account/watch', {
    data: { eid },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(await reply.json()).toMatchObject({ code: 0, data: { watching: true } });
}

async function noSeriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe('个人中心', () => {
  // Each test logs in and scans whole pages with axe, some in two browsers at once.
  test.describe.configure({ timeout: 120_000 });

  test('an anonymous visitor gets the login dialog and, logged in, lands on /user', async ({
    page,
  }) => {
    await page.goto('/user');
    await expect(page).toHaveTitle('个人中心-易商云');
    await expect(loginDialog(page)).toBeVisible();
    // The modal dialog hides the page from assistive technology, not from the eye.
    await expect(page.locator('main')).toContainText('登录后查看个人中心');
    await expect(sections(page)).toHaveCount(0);
    await noSeriousViolations(page);
    await shot(page, 'user-anonymous');

    await loginAs(page, freshAccount('anon'));
    await expect(page).toHaveURL(/\/user$/);
    await expect(loginDialog(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();
    await expect(panel(page, '我的关注')).toBeVisible();

    // The account menu leads here too.
    await page.goto('/vip');
    await userMenu(page).click();
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    await expect(page).toHaveURL(/\/user$/);
    await expect(panel(page, '我的关注')).toBeVisible();
  });

  test('a login returns to the whole page: /user?tab=alerts to 动态提醒, a /list search with its query', async ({
    page,
  }) => {
    await page.goto('/user?tab=alerts');
    await expect(loginDialog(page)).toBeVisible();
    await loginAs(page, freshAccount('back'));
    await expect(page).toHaveURL(/\/user\?tab=alerts$/);
    await expect(panel(page, '动态提醒')).toBeVisible();

    // Signed out again, a search page keeps its keyword and page through the next login.
    await userMenu(page).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    const search = '/list?keyword=%E7%A7%91%E6%8A%80&page=2';
    await page.goto(search);
    await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
    await loginAs(page, freshAccount('list'));
    await expect(page).toHaveURL((url) => url.pathname + url.search === search);
  });

  test('each section has its own URL, which a reload keeps; an unknown one is 我的关注', async ({
    browser,
  }) => {
    const { context, page } = await newUser(browser, 'tabs');
    await expect(sections(page).getByRole('link', { name: '我的关注' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await sections(page).getByRole('link', { name: '动态提醒' }).click();
    await expect(page).toHaveURL(/\/user\?tab=alerts$/);
    await expect(panel(page, '动态提醒')).toBeVisible();
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(panel(page, '动态提醒')).toBeVisible();
    await expect(sections(page).getByRole('link', { name: '动态提醒' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await open(page, '/user?tab=nonsense');
    await expect(panel(page, '我的关注')).toBeVisible();
    await context.close();
  });

  test('a new user’s sections say what to do', async ({ browser }) => {
    // A login and two whole-page axe scans.
    test.slow();
    const { context, page } = await newUser(browser, 'empty');
    const watches = panel(page, '我的关注');
    await expect(watches).toContainText('还没有关注的企业，去搜索');
    await expect(watches.getByRole('link', { name: '去搜索' })).toHaveAttribute('href', '/list');
    await noSeriousViolations(page);
    await shot(page, 'user-watches-empty');
    await open(page, '/user?tab=alerts');
    const alerts = panel(page, '动态提醒');
    await expect(alerts).toContainText('还没有动态提醒，去关注企业');
    await alerts.getByRole('link', { name: '查看我的关注' }).click();
    await expect(page).toHaveURL(/\/user\?tab=watches$/);
    await open(page, '/user?tab=alerts');
    await expect(alerts).toContainText('还没有动态提醒');
    await noSeriousViolations(page);
    await shot(page, 'user-alerts-empty');
    await context.close();
  });

  test('two users each see only their own watches; 取消关注 removes one', async ({ browser }) => {
    // Two browsers, each with its login.
    test.slow();
    const a = await newUser(browser, 'wa');
    const b = await newUser(browser, 'wb');
    const [{ eid: eid1, name: name1 }, { eid: eid2, name: name2 }, { eid: eid3, name: name3 }] =
      await threeCompanies(a.page.request);
    await watch(a.page, eid1);
    await watch(a.page, eid2);
    await watch(b.page, eid3);

    await open(a.page, '/user?tab=watches');
    const mine = panel(a.page, '我的关注');
    await expect(mine.getByRole('link', { name: name2 })).toHaveAttribute(
      'href',
      `/company/${eid2}`,
    );
    await expect(mine.getByRole('link', { name: name1 })).toBeVisible();
    await expect(mine.getByRole('link', { name: name3 })).toHaveCount(0);
    await expect(mine).toContainText('共关注 2 家企业');
    // Newest first: the second watch heads the list.
    await expect(mine.getByRole('row').nth(1)).toContainText(name2);
    await noSeriousViolations(a.page);
    await shot(a.page, 'user-watches');

    await open(b.page, '/user?tab=watches');
    const theirs = panel(b.page, '我的关注');
    await expect(theirs.getByRole('link', { name: name3 })).toBeVisible();
    await expect(theirs.getByRole('link', { name: name1 })).toHaveCount(0);
    await expect(theirs.getByRole('link', { name: name2 })).toHaveCount(0);

    await mine.getByRole('button', { name: `取消关注${name2}` }).click();
    await expect(mine.getByRole('link', { name: name2 })).toHaveCount(0);
    await expect(mine).toContainText('共关注 1 家企业');
    await expect(a.page.getByRole('status').filter({ hasText: '已取消关注' })).toHaveText(
      `已取消关注${name2}`,
    );
    await open(a.page, '/user?tab=watches');
    await expect(mine.getByRole('link', { name: name1 })).toBeVisible();
    await expect(mine.getByRole('link', { name: name2 })).toHaveCount(0);
    // B's watch is B's: A's unwatch did not touch it.
    await open(b.page, '/user?tab=watches');
    await expect(theirs.getByRole('link', { name: name3 })).toBeVisible();

    await a.context.close();
    await b.context.close();
  });
});
