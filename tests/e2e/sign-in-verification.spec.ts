import { expect, test } from './fixtures';
import { queryDb } from './service-db';
import { expectBars, main, uniquePhone } from './service-checks';

/** A code-2 login (the account must confirm a phone) finished on /signverification. */

test.describe('sign-in verification', () => {
  test('a code-2 login is finished with phone and SMS code and returns to where it started', async ({
    page,
  }) => {
    const phone = uniquePhone('135');
    await page.goto('/vip');
    await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
    await page
      .getByRole('dialog', { name: '登录' })
      .getByRole('link', { name: '模拟需要验证的账号登录' })
      .click();
    await expect(page).toHaveURL(/\/signverification$/);
    await expect(page).toHaveTitle('注册登录验证-易商云');
    await expectBars(page, true, true);

    const form = main(page).locator('form');
    await form.getByRole('button', { name: '验证并登录' }).click();
    await expect(form.getByText('* 手机号不能为空')).toBeVisible();
    await form.getByRole('textbox', { name: '手机号' }).fill('12345678901');
    await form.getByRole('button', { name: '获取短信验证码' }).click();
    await expect(form.getByText('* 手机号格式有误，请重新输入')).toBeVisible();

    await form.getByRole('textbox', { name: '手机号' }).fill(phone);
    await form.getByRole('button', { name: '获取短信验证码' }).click();
    await expect(form.getByRole('button', { name: /\d+s|\d+ 秒/ })).toBeDisabled();
    const tip = form.getByText(/演示环境验证码：\d{6}/);
    await expect(tip).toBeVisible();
    const code = /(\d{6})/.exec((await tip.textContent()) ?? '')?.[1] ?? '';
    await form.getByRole('textbox', { name: '验证码' }).fill(code);
    await form.getByRole('button', { name: '验证并登录' }).click();

    await expect(page).toHaveURL(/\/vip$/);
    // Verified, the user is called by their WeChat nickname, not by the state they left.
    const userMenu = page.getByRole('banner').getByRole('button', { name: /用户菜单/ });
    await expect(userMenu).toBeVisible();
    await expect(userMenu).toHaveAccessibleName('用户菜单：微信用户_verify');
    await expect(page.getByRole('banner')).not.toContainText('待验证用户');
    await expect(main(page).getByText('登录后可查看')).toHaveCount(0);
    const verified = await queryDb<{ phone: string }>(
      "SELECT phone FROM users WHERE account = 'verify' AND phone_verified_at IS NOT NULL",
    );
    if (verified) expect(verified.map((row) => row.phone)).toContain(phone);
  });
});
