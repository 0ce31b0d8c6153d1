import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { transportMessages } from '@ysy/contracts/common/transport-messages';
import { companyMatches, one, query, requireDatabase } from './directory-db';

/**
 * The directory end to end through the BFF and the embedded upstream: search from home (with
 * suggestions, by keyboard) and from the top bar, the result list with its filters, sort and
 * pages in the URL, the profile and its registers, the invoice copy and the 纠错 write. What a
 * page shows is checked against the database.
 */

const count = (n: number) => n.toLocaleString('zh-CN');

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function settled(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('directory', () => {
  test.beforeEach(() => {
    requireDatabase();
  });

  test('home: suggestions by keyboard open a company; Enter searches; recent searches come back', async ({
    page,
  }) => {
    const person = await one<{ legal_person: string }>(
      'SELECT legal_person FROM companies ORDER BY id LIMIT 1',
    );
    await page.goto('/');
    const box = page.getByRole('combobox', { name: '搜索公司名称、人名或产品名' });
    await box.fill(person.legal_person);
    const list = page.getByRole('listbox', { name: '搜索建议' });
    const options = list.getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(list).toContainText('法定代表人');
    const firstName = (await options.first().locator('span').first().textContent()) ?? '';
    const suggested = await one<{ eid: string }>('SELECT eid FROM companies WHERE name = $1', [
      firstName,
    ]);

    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    await box.press('ArrowUp');
    await box.press('Enter');
    await expect(page).toHaveURL(`/company/${suggested.eid}`);
    await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();

    await page.goto('/');
    await box.fill('科技');
    await expect(options.first()).toBeVisible();
    await box.press('Escape');
    await expect(list).toBeHidden();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/list\?keyword=%E7%A7%91%E6%8A%80$/);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: `共找到 ${count(await companyMatches('科技'))} 家相关企业`,
      }),
    ).toBeVisible();

    await page.goto('/');
    await box.focus();
    await expect(page.getByText('最近搜索')).toBeVisible();
    await expect(options.first()).toHaveText('科技');
  });

  test('list: filter, clear, sort, page forward and back, reload — all in the URL and as the database says', async ({
    page,
  }) => {
    await page.goto('/list?keyword=科技');
    await settled(page);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(`共找到 ${count(await companyMatches('科技'))} 家相关企业`);
    const results = page.getByRole('main').getByRole('listitem');
    await expect(results).toHaveCount(10);
    await expect(results.first().locator('mark').first()).toHaveText('科技');

    // A province filter.
    await page
      .getByRole('group', { name: '省份地区' })
      .getByRole('link', { name: '北京市' })
      .click();
    await expect(page).toHaveURL(/province=%E5%8C%97%E4%BA%AC%E5%B8%82/);
    const beijing = await companyMatches('科技', 'AND s.province = $2', ['北京市']);
    await expect(heading).toHaveText(`共找到 ${count(beijing)} 家相关企业`);

    // Status on top of it, then clear the province with 不限.
    await page.getByRole('group', { name: '登记状态' }).getByRole('link', { name: '存续' }).click();
    const both = await companyMatches('科技', 'AND s.province = $2 AND s.status = $3', [
      '北京市',
      '存续',
    ]);
    await expect(heading).toHaveText(`共找到 ${count(both)} 家相关企业`);
    await page.getByRole('group', { name: '省份地区' }).getByRole('link', { name: '不限' }).click();
    await expect(page).not.toHaveURL(/province=/);
    const active = await companyMatches('科技', 'AND s.status = $2', ['存续']);
    await expect(heading).toHaveText(`共找到 ${count(active)} 家相关企业`);

    // Sort by capital, highest first: the first result has the largest capital among the matches.
    await page.getByLabel('排序').selectOption('capital_desc');
    await expect(page).toHaveURL(/sort=capital_desc/);
    const top = await one<{ reg_capital: number }>(
      `SELECT max(reg_capital) AS reg_capital FROM company_search s
        WHERE (s.name LIKE '%科技%' OR s.persons LIKE '%科技%' OR s.products LIKE '%科技%') AND s.status = '存续'`,
    );
    await expect(results.first()).toContainText(`${top.reg_capital}万元人民币`);

    // Page forward, then Back undoes it.
    const firstOnPage1 = await results.first().getByRole('heading').textContent();
    await page
      .getByRole('navigation', { name: '分页' })
      .getByRole('link', { name: '下一页' })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(results.first().getByRole('heading')).not.toHaveText(firstOnPage1 ?? '');
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(results.first().getByRole('heading')).toHaveText(firstOnPage1 ?? '');

    // A reload of the filtered, sorted page shows the same.
    await page.reload();
    await expect(heading).toHaveText(`共找到 ${count(active)} 家相关企业`);
    await expect(page.getByLabel('排序')).toHaveValue('capital_desc');

    // The last page is reachable.
    const last = Math.ceil(active / 10);
    await page.goto(`/list?keyword=科技&status=存续&page=${last}`);
    await expect(results).toHaveCount(active - (last - 1) * 10);
  });

  test('list: an empty result suggests what to try', async ({ page }) => {
    await page.goto('/list?keyword=没有这样的企业名称');
    await expect(
      page.getByRole('heading', { name: '未找到与“没有这样的企业名称”相关的企业' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText('换一个更短的关键词');
  });

  test('list: a search whose call fails keeps the keyword and retries', async ({
    page,
  }, testInfo) => {
    // The company list call (not /customs/suggest); /list itself is drawn by the server, so the
    // search starts from home and the list is fetched by the browser.
    const listCall = /\/api\/client\/customs\?/;
    await page.route(listCall, (route) =>
      route.fulfill({ status: 502, json: { code: 502, msg: transportMessages.upstreamError } }),
    );
    await page.goto('/');
    const box = page.getByRole('combobox', { name: '搜索公司名称、人名或产品名' });
    await box.fill('科技');
    await box.press('Escape');
    await box.press('Enter');
    const failure = page.getByRole('main').getByRole('alert');
    await expect(failure).toContainText(transportMessages.upstreamError, { timeout: 15_000 });
    await expect(page).toHaveURL(/\/list\?keyword=%E7%A7%91%E6%8A%80$/);
    await expect(page.getByRole('main').getByRole('combobox')).toHaveValue('科技');
    await page.screenshot({ path: testInfo.outputPath('directory-list-failed.png') });

    await page.unroute(listCall);
    await failure.getByRole('button', { name: '重试' }).click();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: `共找到 ${count(await companyMatches('科技'))} 家相关企业`,
      }),
    ).toBeVisible();
    await expect(failure).toBeHidden();
  });

  test('register: a highlighted word sits flush in its title, never split off by a gap', async ({
    page,
  }, testInfo) => {
    await page.goto('/trademarkone?keyword=云');
    await settled(page);
    // How far the text after each highlight starts from the highlight's right edge.
    const gaps = await page
      .getByRole('main')
      .locator('h3 mark')
      .evaluateAll((marks) =>
        marks.flatMap((mark) => {
          const next = mark.nextSibling;
          if (next?.nodeType !== Node.TEXT_NODE) return [];
          const range = document.createRange();
          range.selectNodeContents(next);
          const after = range.getClientRects()[0];
          return after ? [after.left - mark.getBoundingClientRect().right] : [];
        }),
      );
    expect(gaps.length).toBeGreaterThan(0);
    for (const gap of gaps) expect(Math.abs(gap)).toBeLessThan(1);
    await page.screenshot({ path: testInfo.outputPath('directory-trademark-highlight.png') });
  });

  test('top bar: a search from each register context lands on its list with real results', async ({
    page,
  }) => {
    const contexts = [
      '/einlist',
      '/reportlist',
      '/footerpatentlist',
      '/softwarecopyrightlist',
      '/workworklist',
      '/enterpriselogolist',
    ];
    for (const path of contexts) {
      await page.goto(path);
      await settled(page);
      await page.evaluate(() => window.scrollTo(0, 200));
      const box = page.getByRole('searchbox');
      await expect(box).toBeVisible();
      await box.fill('科技');
      await box.press('Enter');
      await expect(page).toHaveURL(`${path}?keyword=%E7%A7%91%E6%8A%80`);
      await expect(page.getByText(/^共 [1-9][\d,]* 条记录$/)).toBeVisible();
      await expect(page.getByRole('main').locator('mark').first()).toHaveText('科技');
    }
    // The tax-id list counts the companies the company search finds.
    await page.goto('/einlist?keyword=科技');
    await expect(page.getByText(`共 ${count(await companyMatches('科技'))} 条记录`)).toBeVisible();
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

  test('every page kind passes an axe scan and is screenshotted at 1280px', async ({
    page,
  }, testInfo) => {
    test.setTimeout(600_000);
    const company = await one<{ eid: string }>('SELECT eid FROM companies ORDER BY id LIMIT 1');
    const patent = await one<{ id: number }>('SELECT min(id) AS id FROM patents');
    const software = await one<{ id: number }>('SELECT min(id) AS id FROM software_copyrights');
    const works = await one<{ id: number }>('SELECT min(id) AS id FROM works_copyrights');
    const brand = await one<{ id: number }>('SELECT min(id) AS id FROM brands');
    const logo = await one<{ id: number }>('SELECT min(id) AS id FROM enterprise_logos');
    const pages: [string, string][] = [
      ['home', '/'],
      ['list', '/list?keyword=科技'],
      ['list-empty', '/list?keyword=没有这样的企业名称'],
      ['company', `/company/${company.eid}`],
      ['company-not-found', '/company/no-such-company'],
      ['einquery', '/einquery'],
      ['einlist', '/einlist?keyword=科技'],
      ['eindetails', `/eindetails/${company.eid}`],
      ['reportquery', '/reportquery'],
      ['reportlist', '/reportlist?keyword=科技'],
      ['declarationyears', `/declarationyears/${company.eid}`],
      ['trademarkone', '/trademarkone?keyword=云'],
      ['footerpatent', '/footerpatent'],
      ['footerpatentlist', '/footerpatentlist?keyword=装置'],
      ['enterprisepatentlist', `/enterprisepatentlist?eid=${company.eid}`],
      ['footerpatentdetails', `/footerpatentdetails/${patent.id}`],
      ['softwarecopyright', '/softwarecopyright'],
      ['softwarecopyrightlist', '/softwarecopyrightlist?keyword=系统'],
      ['softwarecopyrightdetails', `/softwarecopyrightdetails/${software.id}`],
      ['workwork', '/workwork'],
      ['workworklist', '/workworklist?keyword=设计'],
      ['workworkdetails', `/workworkdetails/${works.id}`],
      ['brand', '/brand'],
      ['branddetails', `/branddetails/${brand.id}`],
      ['enterpriselogo', '/enterpriselogo'],
      ['enterpriselogolist', '/enterpriselogolist?keyword=科技'],
      ['enterpriselogodetails', `/enterpriselogodetails/${logo.id}`],
    ];
    const failures: string[] = [];
    for (const [name, path] of pages) {
      await page.goto(path);
      await settled(page);
      for (const v of await seriousViolations(page)) failures.push(`${path} ${v}`);
      await page.screenshot({ path: testInfo.outputPath(`directory-${name}.png`) });
    }
    expect(failures).toEqual([]);
  });
});

test.describe('directory list with an estimated count', () => {
  test('offers no page it has not seen to hold results, and agrees with the exact count at the end', async ({
    page,
  }, testInfo) => {
    // The e2e register (2,000 companies) is too small for the search to estimate, so the list
    // replies are rewritten as it estimates on a large one: too high (35 more than there are),
    // and only where it has read two full pages past the one asked for; the pages near the end
    // carry the exact count, as the search's replies do.
    const listCall = /\/api\/client\/customs\?/;
    await page.route(listCall, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        data: { customList: { total: number; page: number; estimated?: boolean } };
      };
      const list = body.data.customList;
      if (list.total >= list.page * 10 + 20) {
        list.estimated = true;
        list.total += 35;
      }
      await route.fulfill({ response, json: body });
    });
    // From home: /list itself is drawn by the server, and its later pages are fetched here.
    await page.goto('/');
    const box = page.getByRole('combobox', { name: '搜索公司名称、人名或产品名' });
    await box.fill('科技');
    await box.press('Escape');
    await box.press('Enter');
    const main = page.getByRole('main');
    const heading = main.getByRole('heading', { level: 1 });
    const results = main.getByRole('listitem');
    const pager = page.getByRole('navigation', { name: '分页' });
    await expect(heading).toContainText('约');

    // Each time follow the furthest page the pager offers, as far as it goes.
    let current = 1;
    for (;;) {
      await expect(pager).toBeVisible();
      const numbers = (await pager.getByRole('link').allTextContents())
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0);
      const furthest = Math.max(current, ...numbers);
      if (furthest === current) break;
      await pager.getByRole('link', { name: `第 ${furthest} 页`, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`page=${furthest}(&|$)`));
      // The new page's reply is in: the pager marks it, and the list is no longer loading.
      await expect(
        pager.getByRole('link', { name: `第 ${furthest} 页`, exact: true }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(main.getByRole('list')).toHaveAttribute('aria-busy', 'false');
      current = furthest;
      await expect(results.first()).toBeVisible();
      await expect(main).not.toContainText('未找到与');
    }

    // The last page: the exact count, and a pager that ends on this page.
    await expect(heading).not.toContainText('约');
    const total = Number((await heading.textContent())?.replace(/\D/g, ''));
    expect(Math.ceil(total / 10)).toBe(current);
    await expect(results).toHaveCount(total - (current - 1) * 10);
    await expect(pager.getByRole('link', { name: '下一页' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('directory-list-estimated-last-page.png') });
  });
});
