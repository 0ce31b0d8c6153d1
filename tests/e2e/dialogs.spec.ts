import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { messages } from '@ysy/contracts/common/messages';
import { expectStoredDemand } from './stored-demands';

/**
 * The three dialogs (publish need, login, free phone consultation) and the footer's publish-need
 * form, end to end through the BFF and the embedded upstream (simulated WeChat login, simulated
 * calls).
 */

const tooLong = '一二三四五六七八九十一二三四五六';

async function openPublishNeed(page: Page): Promise<Locator> {
  await page.goto('/');
  // The tool bar's item (home's own call to action has the same name).
  await page
    .getByRole('complementary', { name: '快捷工具' })
    .getByRole('button', { name: '发布需求', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: '发布需求' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillDemand(
  scope: Locator,
  { need, phone, agree }: { need: string; phone: string; agree: boolean },
) {
  await scope.getByRole('textbox', { name: '需求内容' }).fill(need);
  await scope.getByRole('textbox', { name: '手机号' }).fill(phone);
  const agreement = scope.getByRole('checkbox', { name: /我已阅读并同意/ });
  if ((await agreement.isChecked()) !== agree) await agreement.click();
}

/** A phone number no other run of this test used, ending in `last`. */
function freshPhone(last: number): string {
  const middle = String(Date.now() % 10_000_000).padStart(7, '0');
  return `138${middle}${last}`;
}

test.describe('发布需求 dialog', () => {
  test('shows every publish-need validation message for the input that causes it', async ({
    page,
  }) => {
    const dialog = await openPublishNeed(page);
    const error = dialog.getByRole('alert');
    const rows: [string, string, boolean, string][] = [
      ['', '', true, messages.needAndPhoneEmpty],
      ['', '13800138000', true, messages.needEmpty],
      ['公司注册', '', true, messages.phoneEmpty],
      [tooLong, '13800138000', true, messages.needTooLong],
      ['注', '13800138000', true, messages.needTooShort],
      ['公司注册', '16800138000', true, messages.phoneBadFormat],
      ['公司注册', '1380013800', true, messages.phoneBadFormat],
      ['公司注册', '13800138000', false, messages.agreementMissingDialog],
    ];
    for (const [need, phone, agree, message] of rows) {
      await fillDemand(dialog, { need, phone, agree });
      await dialog.getByRole('button', { name: '立即发布' }).click();
      await expect(error).toHaveText(message);
    }
    await expect(error).toHaveCSS('color', 'rgb(245, 63, 63)');
  });

  test('publishes a need chosen from a chip and resets the form', async ({ page }) => {
    const dialog = await openPublishNeed(page);
    await dialog.getByRole('button', { name: '代理记账' }).click();
    await expect(dialog.getByRole('textbox', { name: '需求内容' })).toHaveValue('代理记账');
    const phone = freshPhone(1);
    await fillDemand(dialog, { need: '代理记账', phone, agree: true });
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/client/publish_demand'));
    await dialog.getByRole('button', { name: '立即发布' }).click();
    const reply = (await (await answer).json()) as { code: number; msg: string };
    expect(reply.code).toBe(0);
    await expectStoredDemand('代理记账', phone);
    await expect(page.getByText(reply.msg)).toBeVisible();
    await expect(dialog).toBeHidden();

    // Opened again: the form resets after a submit, agreement unselected.
    // The tool bar's item (home's own call to action has the same name).
    await page
      .getByRole('complementary', { name: '快捷工具' })
      .getByRole('button', { name: '发布需求', exact: true })
      .click();
    await expect(dialog.getByRole('textbox', { name: '需求内容' })).toHaveValue('');
    await expect(dialog.getByRole('checkbox', { name: /我已阅读并同意/ })).not.toBeChecked();
  });

  test('closes with Esc and the close button, but keeps what was typed on a failed call', async ({
    page,
  }) => {
    const dialog = await openPublishNeed(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The tool bar's item (home's own call to action has the same name).
    await page
      .getByRole('complementary', { name: '快捷工具' })
      .getByRole('button', { name: '发布需求', exact: true })
      .click();
    await page.route('**/api/client/publish_demand', (route) =>
      route.fulfill({ status: 503, json: { code: 503, msg: messages.upstreamUnreachable } }),
    );
    await fillDemand(dialog, { need: '银行开户', phone: '13800138000', agree: true });
    await dialog.getByRole('button', { name: '立即发布' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(messages.upstreamUnreachable);
    await expect(dialog.getByRole('textbox', { name: '需求内容' })).toHaveValue('银行开户');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('footer publish-need form', () => {
  test('shows the footer messages as notifications and publishes', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: '发布需求' });
    await form.scrollIntoViewIfNeeded();
    const rows: [string, string, boolean, string][] = [
      ['', '', false, messages.needAndPhoneEmpty],
      [tooLong, '13800138000', true, messages.needTooLong],
      ['公司注册', '13800138000', false, messages.agreementMissingFooter],
    ];
    for (const [need, phone, agree, message] of rows) {
      await fillDemand(form, { need, phone, agree });
      await form.getByRole('button', { name: '立即发布' }).click();
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    const phone = freshPhone(2);
    await fillDemand(form, { need: '公司注销', phone, agree: true });
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/client/publish_demand'));
    await form.getByRole('button', { name: '立即发布' }).click();
    const reply = (await (await answer).json()) as { code: number; msg: string };
    expect(reply.code).toBe(0);
    await expectStoredDemand('公司注销', phone);
    await expect(page.getByText(reply.msg).first()).toBeVisible();
    await expect(form.getByRole('textbox', { name: '需求内容' })).toHaveValue('');
  });
});

test.describe('免费电话咨询 dialog', () => {
  async function openConsultation(page: Page): Promise<Locator> {
    await page.goto('/');
    const button = page.getByRole('button', { name: '免费电话咨询' }).first();
    await button.scrollIntoViewIfNeeded();
    await button.click();
    const dialog = page.getByRole('dialog', { name: '免费电话咨询' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async function callTo(page: Page, lastDigit: number): Promise<Locator> {
    const dialog = await openConsultation(page);
    await dialog.getByPlaceholder('请输入手机号码').fill(freshPhone(lastDigit));
    await dialog.getByRole('button', { name: '获取短信验证码' }).click();
    const sent = dialog.getByText(/演示环境验证码：\d{6}/);
    await expect(sent).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^\d+s$/ })).toBeDisabled();
    const code = /验证码：(\d{6})/.exec((await sent.textContent()) ?? '')?.[1] ?? '';
    await dialog.getByPlaceholder('请输入验证码').fill(code);
    await dialog.getByRole('button', { name: '开始免费咨询' }).click();
    await expect(dialog.getByRole('status')).toHaveText('正在呼叫中...');
    return dialog;
  }

  test('validates the phone and the code with "* " errors', async ({ page }) => {
    const dialog = await openConsultation(page);
    await dialog.getByRole('button', { name: '开始免费咨询' }).click();
    await expect(dialog.getByText(`* ${messages.phoneEmpty}`)).toBeVisible();
    await dialog.getByPlaceholder('请输入手机号码').fill('12345678901');
    await dialog.getByRole('button', { name: '获取短信验证码' }).click();
    await expect(dialog.getByText(`* ${messages.consultPhoneBadFormat}`)).toBeVisible();
    await dialog.getByPlaceholder('请输入手机号码').fill('13800138000');
    await dialog.getByRole('button', { name: '开始免费咨询' }).click();
    await expect(dialog.getByText(`* ${messages.verifyCodeEmpty}`)).toBeVisible();
    await expect(dialog.getByText('本次通话完全免费，您的号码将严格保密')).toBeVisible();
  });

  test('a number ending 7–9 gets through: connected, then the green success icon', async ({
    page,
  }) => {
    const dialog = await callTo(page, 8);
    await expect(dialog.getByRole('status')).toHaveText('电话已接通，咨询中...', {
      timeout: 15_000,
    });
    await expect(dialog.getByRole('img', { name: '通话已完成' })).toBeVisible({ timeout: 15_000 });
  });

  test('a number ending 0–3 finds the advisor busy', async ({ page }) => {
    const dialog = await callTo(page, 2);
    await expect(dialog.getByRole('status')).toHaveText(
      '当前顾问正忙，您可以咨询其他顾问或者稍后再试！',
      {
        timeout: 15_000,
      },
    );
  });

  test('a number ending 4–6 ends the call; closing starts over', async ({ page }) => {
    const dialog = await callTo(page, 5);
    await expect(dialog.getByRole('status')).toHaveText('呼叫结束', { timeout: 15_000 });
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: '免费电话咨询' }).first().click();
    await expect(dialog.getByPlaceholder('请输入手机号码')).toHaveValue('');
    await expect(dialog.getByRole('button', { name: '获取短信验证码' })).toBeEnabled();
  });
});

test.describe('登录 dialog', () => {
  test('logs in through the simulated QR link and logs out', async ({ page }) => {
    await page.goto('/');
    const loginButton = page.getByRole('banner').getByRole('button', { name: '登录', exact: true });
    await loginButton.click();
    const dialog = page.getByRole('dialog', { name: '登录' });
    await expect(dialog).toBeVisible();
    // Measured once the opening animation has settled.
    await expect.poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(400);

    // Not closed by a click outside.
    await page.mouse.click(20, 20);
    await expect(dialog).toBeVisible();

    // The icon switches to the mini-program view and back.
    await dialog.getByRole('button', { name: '切换到小程序' }).click();
    await expect(dialog.getByRole('heading', { name: '扫码关注小程序' })).toBeVisible();
    await expect(dialog.getByText(/^使用小程序扫一扫关注/)).toBeVisible();
    const miniQr = dialog.getByRole('img', { name: '小程序二维码' });
    await expect(miniQr).toBeVisible();
    expect(await miniQr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: '切换到扫码登录' }).click();

    await expect(dialog.getByRole('img', { name: '微信扫码登录二维码' })).toBeVisible();
    await dialog.getByRole('link', { name: '模拟扫码登录（演示环境）' }).click();
    await expect(page).toHaveURL((url) => !url.searchParams.has('code'));
    const userMenu = page.getByRole('button', { name: /^用户菜单/ });
    await expect(userMenu).toBeVisible();
    await expect(page.getByRole('dialog', { name: '登录' })).toBeHidden();

    await userMenu.click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(loginButton).toBeVisible();
  });
});
