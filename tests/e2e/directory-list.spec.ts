import { expect, test } from './fixtures';
import { transportMessages } from '@ysy/contracts/common/transport-messages';
import { companyMatches, one, requireDatabase } from './directory-db';
import { count, LIST_CALL, searchFromHome, settled } from './directory-pages';

/**
 * The company result list: filters, sort and pages in the URL and as the database counts them,
 * an empty result, a failed call retried, and a count the search only estimates.
 */

test.describe('directory list', () => {
  test.beforeEach(() => {
    requireDatabase();
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
    await page.route(LIST_CALL, (route) =>
      route.fulfill({ status: 502, json: { code: 502, msg: transportMessages.upstreamError } }),
    );
    await searchFromHome(page, '科技');
    const failure = page.getByRole('main').getByRole('alert');
    await expect(failure).toContainText(transportMessages.upstreamError, { timeout: 15_000 });
    await expect(page).toHaveURL(/\/list\?keyword=%E7%A7%91%E6%8A%80$/);
    await expect(page.getByRole('main').getByRole('combobox')).toHaveValue('科技');
    await page.screenshot({ path: testInfo.outputPath('directory-list-failed.png') });

    await page.unroute(LIST_CALL);
    await failure.getByRole('button', { name: '重试' }).click();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: `共找到 ${count(await companyMatches('科技'))} 家相关企业`,
      }),
    ).toBeVisible();
    await expect(failure).toBeHidden();
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
    await page.route(LIST_CALL, async (route) => {
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
    await searchFromHome(page, '科技');
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
