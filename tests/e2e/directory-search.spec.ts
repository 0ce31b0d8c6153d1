import { expect, test } from './fixtures';
import { companyMatches, one, requireDatabase } from './directory-db';
import { count, homeSearchBox, settled } from './directory-pages';

/**
 * Searching the directory: from home (with suggestions, by keyboard, recent searches), from the
 * top bar of each register page, and the highlight of the words found. Counts are checked
 * against the database.
 */

test.describe('directory search', () => {
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
    const box = homeSearchBox(page);
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
});
