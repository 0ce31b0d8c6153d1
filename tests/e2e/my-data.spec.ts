import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  leftOfUser,
  NO_CHAT_ROWS,
  NO_USER_ROWS,
} from '@ysy/bff/embedded/upstream/accounts/left-of-deleted-user';
import { seriousViolations } from './axe-scan';
import { expect, test } from './fixtures';
import { queryDb } from './service-db';
import { main, uniquePhone } from './service-checks';

/**
 * 个人中心's 我的订单, 我的需求 and 会员权益: an order and a need sent in the browser show in their
 * sections, the limits with their use, 下载我的数据 saves a JSON file of every kept part, and
 * 注销账号 leaves the page anonymous and (read on PostgreSQL) nothing of the user but the
 * detached order. Each test signs in an account of its own: deleting one must not touch the
 * demo account the other specs use.
 */

const SHOTS = process.env.MY_DATA_SHOTS;

const freshAccount = (tag: string) =>
  `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const loginDialog = (page: Page) => page.getByRole('dialog', { name: '登录' });
const userMenu = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^用户菜单/ });
const panel = (page: Page, name: string) => main(page).getByRole('region', { name });
const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

/** Signs a new account in on /user through the simulated QR login (the demo link, another account). */
async function signInNew(page: Page, tag: string): Promise<string> {
  const account = freshAccount(tag);
  await page.goto('/user');
  const link = loginDialog(page).getByRole('link', { name: '模拟扫码登录（演示环境）' });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href, 'the simulated login link').toContain('account=demo');
  await page.goto(href.replace('account=demo', `account=${account}`));
  await expect(userMenu(page)).toBeVisible();
  return account;
}

async function noSeriousViolations(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

async function shot(page: Page, name: string, fullPage = true) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** An order through the /buyfinance form; its number from the confirmation. */
async function orderInBrowser(page: Page, phone: string): Promise<string> {
  await page.goto('/buyfinance');
  const form = main(page).locator('form');
  await form.getByRole('textbox', { name: '联系人' }).fill('王先生');
  await form.getByRole('textbox', { name: '手机号' }).fill(phone);
  await form.getByRole('button', { name: '提交订单' }).click();
  const confirmation = main(page).getByRole('status').filter({ hasText: '订单已提交' });
  await expect(confirmation).toBeVisible();
  return (await confirmation.locator('dd').first().textContent()) ?? '';
}

/** A need through the tool bar's 发布需求 dialog. */
async function needInBrowser(page: Page, need: string, phone: string) {
  await page
    .getByRole('complementary', { name: '快捷工具' })
    .getByRole('button', { name: '发布需求', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: '发布需求' });
  await dialog.getByRole('textbox', { name: '需求内容' }).fill(need);
  await dialog.getByRole('textbox', { name: '手机号' }).fill(phone);
  await dialog.getByRole('checkbox', { name: /我已阅读并同意/ }).click();
  await dialog.getByRole('button', { name: '立即发布' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('我的订单, 我的需求, 会员权益 and the user’s data', () => {
  // Each test signs in, sends a form through the browser, then shows and scans several sections.
  test.describe.configure({ timeout: 180_000 });

  test('an order and a need made in the browser show in 我的订单 and 我的需求', async ({
    page,
  }) => {
    await signInNew(page, 'orders');
    await page.goto('/user?tab=orders');
    await expect(panel(page, '我的订单').getByText('还没有订单，')).toBeVisible();
    await expect(panel(page, '我的订单').getByRole('link', { name: '去选购服务' })).toHaveAttribute(
      'href',
      '/buyfinance',
    );
    await page.goto('/user?tab=needs');
    await expect(panel(page, '我的需求').getByText('还没有发布过需求，')).toBeVisible();

    const phone = uniquePhone('137');
    const orderNo = await orderInBrowser(page, phone);
    const need = `注册公司${orderNo.slice(-6)}`;
    await needInBrowser(page, need, phone);

    await page.goto('/user?tab=orders');
    const order = panel(page, '我的订单').getByRole('row', { name: new RegExp(orderNo) });
    await expect(order).toContainText('代理记账');
    await expect(order).toContainText('已提交，待顾问联系');
    await expect(order).toContainText('¥');
    await expect(panel(page, '我的订单')).toContainText('共 1 个订单');
    await noSeriousViolations(page, '我的订单');
    await shot(page, 'orders');

    await page.goto('/user?tab=needs');
    const row = panel(page, '我的需求').getByRole('row', { name: new RegExp(need) });
    await expect(row).toContainText(`${phone.slice(0, 3)}****${phone.slice(7)}`);
    await noSeriousViolations(page, '我的需求');
    await shot(page, 'needs');
  });

  test('会员权益 shows the limits and their use; 下载我的数据 saves every part; 注销账号 leaves the page anonymous', async ({
    page,
  }) => {
    const account = await signInNew(page, 'rights');
    const phone = uniquePhone('136');
    const orderNo = await orderInBrowser(page, phone);
    const companies = await page.request.get('/api/client/customs?keyword=科技&page=1');
    const found = (await companies.json()) as {
      data: { customList: { entInfos: { eid?: string }[] } };
    };
    const eids = found.data.customList.entInfos.flatMap((c) => (c.eid ? [c.eid] : [])).slice(0, 2);
    expect(eids).toHaveLength(2);
    for (const eid of eids) {
      const res = await page.request.post('/api/client/account/watch', {
        headers: xhr,
        data: { eid },
      });
      expect(res.status()).toBe(200);
    }

    const recorded = await page.request.post('/api/client/account/search_history/record', {
      headers: xhr,
      data: { keyword: '科技', kind: 'company' },
    });
    expect(recorded.status()).toBe(200);

    // A question to the consultant: the chat is the user's too, in the download and gone with
    // the account.
    await page
      .getByRole('complementary', { name: '快捷工具' })
      .getByRole('button', { name: '服务顾问' })
      .click();
    const chat = page.getByRole('dialog', { name: '服务顾问' });
    const question = `注销前的咨询-${Date.now()}`;
    await chat.getByRole('textbox', { name: '输入消息' }).fill(question);
    await chat.getByRole('textbox', { name: '输入消息' }).press('Enter');
    await expect(chat.getByText(question)).toBeVisible();
    await chat.getByRole('button', { name: '关闭' }).click();

    await page.goto('/user?tab=benefits');
    const benefits = panel(page, '会员权益');
    await expect(benefits.getByText('当前等级：免费用户')).toBeVisible();
    await expect(benefits.getByRole('link', { name: '升级会员' })).toHaveAttribute('href', '/vip');
    await expect(benefits.getByRole('row', { name: /关注企业/ })).toContainText('10 家');
    await expect(benefits.getByRole('row', { name: /关注企业/ })).toContainText('2');
    await expect(benefits.getByRole('row', { name: /每日导出/ })).toContainText('500 条');
    await expect(benefits.getByRole('row', { name: /单次导出/ })).toContainText('200 条');
    await expect(benefits.getByRole('row', { name: /搜索历史/ })).toContainText('20 条');
    await expect(benefits.getByRole('row', { name: /搜索历史/ })).toContainText('1');
    await expect(benefits.getByRole('row', { name: /每日导出/ })).toContainText('今日 0');
    await noSeriousViolations(page, '会员权益');
    await shot(page, 'benefits');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      benefits.getByRole('button', { name: '下载我的数据' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^易商云-我的数据-\d{4}-\d{2}-\d{2}\.json$/);
    const saved = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<
      string,
      unknown
    > & {
      profile: { account: string };
      watches: unknown[];
      search_history: unknown[];
      orders: { order_no: string }[];
      chat_messages: unknown[];
    };
    for (const part of [
      'profile',
      'watches',
      'alerts',
      'search_history',
      'exports',
      'orders',
      'needs',
    ]) {
      expect(saved, part).toHaveProperty(part);
    }
    expect(saved.profile.account).toBe(account);
    expect(saved.search_history).toHaveLength(1);
    expect(saved.watches).toHaveLength(2);
    expect(saved.orders.map((o) => o.order_no)).toEqual([orderNo]);
    expect(saved.chat_messages).toContainEqual(
      expect.objectContaining({ from_me: true, kind: 'text', text: question }),
    );
    await expect(benefits.getByRole('status').filter({ hasText: '已下载我的数据' })).toBeVisible();

    const [user] =
      (await queryDb<{ id: number; im_accid: string }>(
        'SELECT id, im_accid FROM users WHERE account = $1',
        [account],
      )) ?? [];
    if (user) {
      const before = await leftOfUser({ query: queryDb }, user.id, orderNo, user.im_accid);
      expect(before?.chat?.chat_account).toBe(1);
      expect(before?.chat?.chat_messages).toBeGreaterThan(0);
    }
    await benefits.getByRole('button', { name: '注销账号' }).click();
    const dialog = page.getByRole('dialog', { name: '注销账号' });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBe(400);
    await noSeriousViolations(page, '注销账号 dialog');
    await shot(page, 'delete-dialog', false);
    await dialog.getByRole('button', { name: '确认注销' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
    const after = await page.request.get('/api/client/account/benefits');
    expect(after.status()).toBe(401);

    if (user) {
      expect(await leftOfUser({ query: queryDb }, user.id, orderNo, user.im_accid)).toEqual({
        rows: NO_USER_ROWS,
        orders: [{ order_no: orderNo, user_id: null, contact_name: '王先生' }],
        chat: NO_CHAT_ROWS,
      });
    }
  });
});
