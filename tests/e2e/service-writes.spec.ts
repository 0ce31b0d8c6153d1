import { expect, test } from './fixtures';
import { seriousViolations } from './axe-scan';
import { queryDb } from './service-db';
import { api, main, uniquePhone } from './service-checks';

/**
 * The service side's writes end to end: a /buyfinance order and a /contact message stored (bad
 * input refused and nothing stored); then the states a first visit does not show (an article, a
 * topic page, the order's confirmation) scanned by axe.
 */

test.describe('service writes', () => {
  test('/buyfinance: plan, term and extra give the total; bad input stores nothing; the order is stored', async ({
    page,
    request,
  }) => {
    const phone = uniquePhone('139');
    await page.goto('/buyfinance');
    const form = main(page).locator('form');
    await form.getByRole('radio', { name: /一般纳税人/ }).check({ force: true });
    await form.getByRole('radio', { name: /12 个月/ }).check({ force: true });
    await form.getByRole('checkbox', { name: /工商年报代报/ }).check();
    // 6588 + 199, added as decimal strings.
    await expect(page.getByTestId('order-total')).toHaveText('¥6,787');
    await expect(
      main(page)
        .getByText(/本页不在线收款/)
        .first(),
    ).toBeVisible();

    // Bad input: nothing leaves the page, and the server refuses it too.
    await form.getByRole('textbox', { name: '手机号' }).fill(phone);
    await form.getByRole('button', { name: '提交订单' }).click();
    await expect(form.getByRole('alert')).toHaveText('* 请填写联系人姓名');
    const refused = await request.post('/api/client/service/order', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { slug: 'buyfinance', plan_code: 'gold', term_months: 12, contact_name: '王', phone },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { msg: string }).msg).toBe('所选套餐不存在，请重新选择');
    expect(await queryDb('SELECT id FROM service_orders WHERE phone = $1', [phone])).toEqual(
      process.env.E2E_DATABASE_URL ? [] : undefined,
    );

    await form.getByRole('textbox', { name: '联系人' }).fill('王先生');
    await form.getByRole('button', { name: '提交订单' }).click();
    const confirmation = main(page).getByRole('status').filter({ hasText: '订单已提交' });
    await expect(confirmation).toBeVisible();
    const orderNo = (await confirmation.locator('dd').first().textContent()) ?? '';
    expect(orderNo).toMatch(/^YS\d{14}$/);
    await expect(confirmation.getByText('¥6,787')).toBeVisible();
    const stored = await queryDb<{
      order_no: string;
      plan_code: string;
      term_months: number;
      total: string;
    }>(
      'SELECT order_no, plan_code, term_months, total::text AS total FROM service_orders WHERE phone = $1',
      [phone],
    );
    if (stored) {
      expect(stored).toEqual([
        { order_no: orderNo, plan_code: 'general', term_months: 12, total: '6787.00' },
      ]);
    }
  });

  test('/contact: the hotline from configuration and a message that is stored', async ({
    page,
    request,
  }) => {
    const config = await api<{ data: { hotline: string } }>(request, '/api/bff/config');
    const phone = uniquePhone('137');
    await page.goto('/contact');
    await expect(main(page).getByText(config.data.hotline).first()).toBeVisible();
    const form = main(page).getByRole('form', { name: '在线留言' });
    await form.getByRole('combobox', { name: '留言类型' }).selectOption('商务合作');
    await form.getByRole('textbox', { name: '您的称呼' }).fill('李经理');
    await form.getByRole('textbox', { name: '手机号' }).fill(phone);
    await form.getByRole('textbox', { name: '留言内容' }).fill('你好');
    await form.getByRole('button', { name: '提交留言' }).click();
    await expect(form.getByRole('alert')).toHaveText('* 留言内容至少 5 个字');
    await form.getByRole('textbox', { name: '留言内容' }).fill('想了解贵司代理记账的合作方式');
    await form.getByRole('button', { name: '提交留言' }).click();
    await expect(main(page).getByText('留言已提交')).toBeVisible();
    const stored = await queryDb<{ topic: string; name: string; message: string }>(
      'SELECT topic, name, message FROM contact_messages WHERE phone = $1',
      [phone],
    );
    if (stored) {
      expect(stored).toEqual([
        { topic: '商务合作', name: '李经理', message: '想了解贵司代理记账的合作方式' },
      ]);
    }
  });
});

/**
 * States of the service pages that a first visit does not show; every route as first visited is
 * scanned by accessibility.spec.ts. Whole page, no rule or element excluded.
 */
test.describe('accessibility of service states', () => {
  test('an article, a topic page and the order confirmation pass an axe scan', async ({ page }) => {
    const found: string[] = [];
    for (const path of ['/knowledgebase/1?article=1', '/knowledgebase/2']) {
      await page.goto(path);
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      for (const v of await seriousViolations(page)) found.push(`${path} ${v}`);
    }
    await page.goto('/buyfinance');
    const form = main(page).locator('form');
    await form.getByRole('textbox', { name: '联系人' }).fill('赵女士');
    await form.getByRole('textbox', { name: '手机号' }).fill(uniquePhone('136'));
    await form.getByRole('button', { name: '提交订单' }).click();
    await expect(main(page).getByRole('status').filter({ hasText: '订单已提交' })).toBeVisible();
    for (const v of await seriousViolations(page)) found.push(`/buyfinance (confirmed) ${v}`);
    expect(found).toEqual([]);
  });
});
