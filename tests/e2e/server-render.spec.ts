import { expect, test } from './fixtures';
import { companyMatches, one, requireDatabase } from './directory-db';
import { routeCases } from './route-cases';

/**
 * Pages arrive drawn by the server (the BFF renders them with the build's server entry) and the
 * browser hydrates that markup instead of building the page again. Checked: what the HTML shows
 * without any script is what the database holds; hydrating keeps the server's elements (a
 * mismatch makes React throw them away and render afresh) and reports no error; the page then
 * works as before.
 */

const count = (n: number) => n.toLocaleString('zh-CN');

test.describe('server render', () => {
  test.beforeEach(() => {
    requireDatabase();
  });

  test('with scripts off, home, a result list and a profile show their content', async ({
    browser,
  }) => {
    const company = await one<{ eid: string; name: string }>(
      'SELECT eid, name FROM companies ORDER BY id LIMIT 1',
    );
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/');
    await expect(page.getByRole('heading', { name: '查企业，就上易商云' })).toBeVisible();
    await expect(page).toHaveTitle('易商云');

    await page.goto('/list?keyword=科技');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `共找到 ${count(await companyMatches('科技'))} 家相关企业`,
    );
    await expect(page).toHaveTitle('公司查询-易商云');

    await page.goto(`/company/${company.eid}`);
    await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
    await context.close();
  });

  test('with scripts off, the search boxes the server drew still search', async ({ browser }) => {
    // As before hydration: the boxes are plain GET forms to the lists they open (the spaces
    // around the keyword are trimmed by the redirect to the list's canonical address).
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('combobox', { name: '搜索公司名称、人名或产品名' }).fill(' 科技 ');
    await page.getByRole('button', { name: '查一下' }).click();
    await expect(page).toHaveURL(`/list?keyword=${encodeURIComponent('科技')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `共找到 ${count(await companyMatches('科技'))} 家相关企业`,
    );

    await page.goto('/footerpatent');
    await page.getByRole('textbox', { name: '搜索专利' }).fill('装置');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/footerpatentlist?keyword=${encodeURIComponent('装置')}`);
    await expect(page.locator('main a[href^="/footerpatentdetails/"]').first()).toBeVisible();
    await context.close();
  });

  test('a URL whose search params are not in canonical form is sent to the canonical one, drawn', async ({
    page,
  }) => {
    // The server's router would rewrite it before matching (it drew an empty page, which
    // hydration then threw away): the visitor is redirected to the canonical address instead.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const expected = `共找到 ${count(await companyMatches('科技'))} 家相关企业`;
    const canonical = `/list?keyword=${encodeURIComponent('科技')}`;
    for (const search of [
      'keyword=%20科技%20',
      'keyword=科技&page=abc',
      'keyword=科技&sort=relevance',
    ]) {
      const response = await page.request.get(`/list?${search}`, { maxRedirects: 0 });
      expect(response.status(), search).toBe(302);
      expect(response.headers().location, search).toBe(canonical);
      await page.goto(`/list?${search}`);
      await expect(page, search).toHaveURL(canonical);
      await expect(page.getByRole('heading', { level: 1 }), search).toHaveText(expected);
      await expect(page.locator('#root[data-server-markup]'), search).toHaveCount(1);
    }
    expect(errors).toEqual([]);
  });

  test('every route is drawn by the server, with its title', async ({ request }) => {
    // A query function that does not pass its query client on cannot be answered on the server
    // (web/src/shared/api/client.ts): its page would quietly go out as the empty shell.
    const notDrawn: string[] = [];
    for (const route of routeCases) {
      const html = await (await request.get(route.path)).text();
      if (!html.includes('<div id="root" data-server-markup>')) notDrawn.push(route.path);
      else expect(html, route.path).toContain(`<title>${route.title}</title>`);
    }
    expect(notDrawn).toEqual([]);
  });

  test('hydrating keeps the server’s markup and reports nothing; the page then works', async ({
    page,
  }) => {
    const company = await one<{ eid: string }>('SELECT eid FROM companies ORDER BY id LIMIT 1');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The server's <main>, remembered before any script of the page runs (module scripts run
    // after the document is parsed, and hydration starts later still).
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          Reflect.set(window, '__serverMain', document.querySelector('main'));
        }
      });
    });

    for (const path of ['/', '/list?keyword=科技', `/company/${company.eid}`, '/vip', '/ys']) {
      await page.goto(path);
      await expect(page.locator('#root[data-server-markup]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      const kept = await page.evaluate(
        () => document.querySelector('main') === Reflect.get(window, '__serverMain'),
      );
      expect(kept, `${path}: the server's <main> is still the page's`).toBe(true);
    }
    expect(errors).toEqual([]);

    // Hydrated: a filter is a client-side navigation that keeps the document.
    await page.goto('/list?keyword=科技');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => Reflect.set(window, '__sameDocument', true));
    await page
      .getByRole('group', { name: '省份地区' })
      .getByRole('link', { name: '北京市' })
      .click();
    await expect(page).toHaveURL(/province=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/共找到 [\d,]+ 家相关企业/);
    expect(await page.evaluate(() => Reflect.get(window, '__sameDocument'))).toBe(true);
  });
});

test('text typed into the server’s search box before hydration is kept and suggested for', async ({
  context,
}) => {
  // A page of its own (not the fixture's, which waits for hydration), whose entry script is held
  // back until the text is typed, so the typing surely lands on markup React has not taken over.
  const page = await context.newPage();
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/dist\/assets\/index-[\w-]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const box = page.getByRole('combobox', { name: '搜索公司名称、人名或产品名' });
  await box.fill('科技');
  await expect(page.locator('[data-hydrated]')).toHaveCount(0);
  release();
  await expect(page.locator('[data-hydrated]')).toHaveCount(1);
  await expect(box).toHaveValue('科技');
  await expect(
    page.getByRole('listbox', { name: '搜索建议' }).getByRole('option').first(),
  ).toBeVisible();
});
