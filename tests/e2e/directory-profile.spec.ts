import { expect, test } from './fixtures';
import { count } from './directory-pages';
import { one, query, requireDatabase } from './directory-db';

/**
 * A company's profile: its sections as the database holds them and the registers they lead to,
 * the invoice copy, the 纠错 write, and an unknown id.
 */

test.describe('directory profile', () => {
  test.beforeEach(() => {
    requireDatabase();
  });

  test('profile: sections as the database holds them, followed to trademarks and patents', async ({
    page,
  }) => {
    const company = await one<{ id: number; eid: string; name: string; holders: number }>(
      `SELECT c.id, c.eid, c.name, jsonb_array_length(c.shareholders) AS holders FROM companies c
        WHERE EXISTS (SELECT 1 FROM trademarks t WHERE t.company_id = c.id)
          AND EXISTS (SELECT 1 FROM patents p WHERE p.company_id = c.id)
        ORDER BY c.id LIMIT 1`,
    );
    const counts = await one<{ trademarks: number; patents: number }>(
      `SELECT (SELECT count(*)::int FROM trademarks WHERE company_id = $1) AS trademarks,
              (SELECT count(*)::int FROM patents WHERE company_id = $1) AS patents`,
      [company.id],
    );
    await page.goto(`/company/${company.eid}`);
    await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
    const holders = page.getByRole('region', { name: /股东信息/ });
    await expect(holders.getByRole('row')).toHaveCount(company.holders + 1);
    await expect(holders).toContainText('来源：');
    const tabs = page.getByRole('navigation', { name: '企业信息目录' });
    await expect(tabs.getByRole('link', { name: `商标信息 ${counts.trademarks}` })).toBeVisible();

    await page
      .getByRole('region', { name: /商标信息/ })
      .getByRole('link', { name: '查看全部' })
      .click();
    await expect(page).toHaveURL(`/trademarkone?eid=${company.eid}`);
    await expect(page.getByText(`共 ${count(counts.trademarks)} 条记录`)).toBeVisible();
    await page.goBack();
    await page
      .getByRole('region', { name: /专利信息/ })
      .getByRole('link', { name: '查看全部' })
      .click();
    await expect(page).toHaveURL(`/enterprisepatentlist?eid=${company.eid}`);
    await expect(page.getByText(`共 ${count(counts.patents)} 条记录`)).toBeVisible();
  });

  test('profile: copy the invoice details', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const c = await one<{
      eid: string;
      name: string;
      tax_id: string;
      address: string;
      phone: string;
      bank: string;
      bank_account: string;
    }>(
      'SELECT eid, name, tax_id, address, phone, bank, bank_account FROM companies ORDER BY id LIMIT 1',
    );
    await page.goto(`/company/${c.eid}`);
    await page.getByRole('button', { name: '一键复制开票信息' }).click();
    await expect(page.getByText('开票信息已复制')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      [
        `名称：${c.name}`,
        `税号：${c.tax_id}`,
        `地址电话：${c.address} ${c.phone}`,
        `开户行及账号：${c.bank} ${c.bank_account}`,
      ].join('\n'),
    );
  });

  test('profile: a 纠错 is stored; bad input is refused and nothing stored', async ({ page }) => {
    const c = await one<{ id: number; eid: string }>(
      'SELECT id, eid FROM companies ORDER BY id LIMIT 1 OFFSET 2',
    );
    const stored = () =>
      query<{ content: string; contact: string | null }>(
        'SELECT content, contact FROM error_reports WHERE company_id = $1 ORDER BY id',
        [c.id],
      );
    const before = await stored();
    await page.goto(`/company/${c.eid}`);
    await page.getByRole('button', { name: '纠错' }).first().click();
    const form = page.getByRole('form', { name: '信息纠错' });
    await form.getByLabel('纠错类别').selectOption('contact');
    await form.getByLabel('纠错内容').fill('短');
    await form.getByRole('button', { name: '提交纠错' }).click();
    await expect(form.getByRole('alert')).toHaveText('* 纠错内容至少 5 个字');
    expect(await stored()).toEqual(before);

    const content = `联系电话已变更 ${Date.now()}`;
    await form.getByLabel('纠错内容').fill(content);
    await form.getByLabel('联系方式（选填）').fill('13800138000');
    await form.getByRole('button', { name: '提交纠错' }).click();
    await expect(form.getByRole('status')).toHaveText(
      '感谢您的纠错，我们会在 3 个工作日内核实处理',
    );
    expect(await stored()).toEqual([...before, { content, contact: '13800138000' }]);
  });

  test('profile: an unknown id says so', async ({ page }) => {
    await page.goto('/company/no-such-company');
    await expect(page.getByRole('heading', { level: 1, name: '未找到该企业' })).toBeVisible();
  });
});
