import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { queryDb } from './service-db';

/**
 * The service side end to end (BFF → embedded upstream → database): every route of the service
 * issue with its title, bars and content read from the database; a /buyfinance order and a
 * /contact message stored; the knowledge base from its index to an article and back; a code-2
 * login finished on /signverification; an accessibility scan of every route of the product.
 */

interface Offer {
  headline: string;
  name: string;
  plans: { name: string }[];
  steps: { title: string }[];
  faqs: { q: string }[];
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

/** The offer as the database holds it (or as the BFF serves it when the database is out of reach). */
async function offerOf(request: APIRequestContext, slug: string): Promise<Offer> {
  const rows = await queryDb<Offer>(
    'SELECT headline, name, plans, steps, faqs FROM service_offers WHERE slug = $1',
    [slug],
  );
  if (rows) {
    expect(rows, slug).toHaveLength(1);
    return rows[0]!;
  }
  const reply = await api<{ data: { offer: Offer } }>(
    request,
    `/api/client/service/offer?slug=${slug}`,
  );
  return reply.data.offer;
}

interface SitePageRow {
  title: string;
  sections: { heading: string }[];
  revised_on: string | null;
}

async function sitePageOf(request: APIRequestContext, slug: string): Promise<SitePageRow> {
  const rows = await queryDb<SitePageRow>(
    "SELECT title, sections, to_char(revised_on, 'YYYY-MM-DD') AS revised_on FROM site_pages WHERE slug = $1",
    [slug],
  );
  if (rows) return rows[0]!;
  const reply = await api<{ data: { page: SitePageRow } }>(
    request,
    `/api/client/site/page?slug=${slug}`,
  );
  return { ...reply.data.page, revised_on: reply.data.page.revised_on ?? null };
}

async function expectBars(page: Page, topBar: boolean, footer: boolean) {
  await expect(page.getByRole('banner')).toHaveCount(topBar ? 1 : 0);
  await expect(page.getByRole('contentinfo')).toHaveCount(footer ? 1 : 0);
}

const main = (page: Page) => page.getByRole('main');

const landings = [
  { path: '/ys', slug: 'ys', title: '公司注册-易商云', topBar: false },
  { path: '/buyfinance', slug: 'buyfinance', title: '代理记账-易商云', topBar: false },
  { path: '/registeredcompany', slug: 'registeredcompany', title: '银行开户-易商云', topBar: true },
  { path: '/operate', slug: 'operate', title: '公司注销-易商云', topBar: true },
  { path: '/business_plan', slug: 'business_plan', title: '商业计划书-易商云', topBar: true },
  { path: '/finance', slug: 'finance', title: '财税规划-易商云', topBar: true },
  { path: '/rd_discount', slug: 'rd_discount', title: '研发费用加计扣除-易商云', topBar: true },
  { path: '/rd_manage', slug: 'rd_manage', title: '研发项目管理-易商云', topBar: true },
  { path: '/rd_software', slug: 'rd_software', title: '软件研发-易商云', topBar: true },
  { path: '/rd_cooperate', slug: 'rd_cooperate', title: '产学研合作-易商云', topBar: true },
];

const sitePages = [
  { path: '/aboutus', slug: 'aboutus', title: '关于我们-易商云', topBar: true, footer: true },
  { path: '/profile', slug: 'profile', title: '公司简介-易商云', topBar: false, footer: true },
  { path: '/contact', slug: 'contact', title: '联系我们-易商云', topBar: false, footer: true },
  {
    path: '/userprotocol',
    slug: 'userprotocol',
    title: '用户协议-易商云',
    topBar: true,
    footer: true,
  },
  { path: '/disclaimer', slug: 'disclaimer', title: '免责声明-易商云', topBar: true, footer: true },
  {
    path: '/privacypolicy',
    slug: 'privacypolicy',
    title: '隐私政策-易商云',
    topBar: true,
    footer: true,
  },
];

/** A phone number no other test uses (mainland mobile, 1[3-9] + 9 digits). */
const uniquePhone = (prefix: string) =>
  `${prefix}${String(Date.now() % 100_000_000).padStart(8, '0')}`;

test.describe('service pages', () => {
  test('each landing page shows its offer from the database, with both calls to action', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    for (const landing of landings) {
      const offer = await offerOf(request, landing.slug);
      await page.goto(landing.path);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(offer.headline);
      await expect(page).toHaveTitle(landing.title);
      await expectBars(page, landing.topBar, true);
      await expect(
        main(page).locator('ol').getByText(offer.steps[0]!.title, { exact: true }),
      ).toBeVisible();
      await expect(main(page).getByText(offer.plans[0]!.name).first()).toBeVisible();
      await expect(main(page).getByText(offer.faqs[0]!.q)).toBeVisible();
      await expect(main(page).getByRole('button', { name: '免费电话咨询' }).first()).toBeVisible();
      await expect(main(page).getByRole('button', { name: '发布需求' }).first()).toBeVisible();
    }
  });

  test('a landing page opens the free phone consultation and the publish-need dialog', async ({
    page,
  }) => {
    await page.goto('/ys');
    await main(page).getByRole('button', { name: '免费电话咨询' }).first().click();
    await expect(page.getByRole('dialog', { name: '免费电话咨询' })).toBeVisible();
    await page.keyboard.press('Escape');
    await main(page).getByRole('button', { name: '发布需求' }).first().click();
    await expect(page.getByRole('dialog', { name: '发布需求' })).toBeVisible();
  });

  test('site and legal pages show their text and revision date from the database', async ({
    page,
    request,
  }) => {
    for (const item of sitePages) {
      const stored = await sitePageOf(request, item.slug);
      await page.goto(item.path);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(stored.title);
      await expect(page).toHaveTitle(item.title);
      await expectBars(page, item.topBar, item.footer);
      await expect(
        main(page).getByRole('heading', { level: 2, name: stored.sections[0]!.heading }),
      ).toBeVisible();
      if (
        item.path === '/privacypolicy' ||
        item.path === '/userprotocol' ||
        item.path === '/disclaimer'
      ) {
        expect(stored.revised_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        await expect(main(page).getByText(`最近修订：${stored.revised_on}`)).toBeVisible();
      }
    }
  });

  test('home shows the menu categories with badges, hot services, knowledge and consultants', async ({
    page,
    request,
  }) => {
    const hot =
      (await queryDb<{ name: string }>(
        'SELECT name FROM service_offers WHERE hot ORDER BY sort LIMIT 1',
      )) ??
      (
        await api<{ data: { services: { name: string; hot?: boolean }[] } }>(
          request,
          '/api/client/service/all',
        )
      ).data.services.filter((s) => s.hot);
    const nav = await api<{ data: { category_name: string; url: string; desc: string }[] }>(
      request,
      '/api/ysy/index/get_nav',
    );
    await page.goto('/');
    await expect(page).toHaveTitle('易商云');
    await expectBars(page, true, true);
    const categories = main(page).getByRole('list', { name: '服务分类' });
    const firstService = nav.data.find((item) => item.url !== '' && item.url !== '/')!;
    await expect(categories.getByText(firstService.category_name, { exact: true })).toBeVisible();
    await expect(categories.getByText(firstService.desc)).toBeVisible();
    await expect(categories.getByText('热', { exact: true }).first()).toBeVisible();
    await expect(
      main(page).getByRole('region', { name: '热门服务' }).getByText(hot[0]!.name, { exact: true }),
    ).toBeVisible();
    await expect(
      main(page).getByRole('region', { name: '创业知识' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await expect(
      main(page)
        .getByRole('region', { name: '专业顾问' })
        .getByRole('button', { name: '免费电话咨询' }),
    ).not.toHaveCount(0);
  });

  test('/vip shows the tiers and the comparison from the database, and the user level when logged in', async ({
    page,
    request,
  }) => {
    const tiers =
      (await queryDb<{ name: string }>('SELECT name FROM vip_tiers ORDER BY level')) ??
      (await api<{ data: { tiers: { name: string }[] } }>(request, '/api/client/vip/tiers')).data
        .tiers;
    await page.goto('/vip');
    await expect(page).toHaveTitle('VIP会员-易商云');
    await expectBars(page, true, true);
    const table = main(page).getByRole('table');
    for (const tier of tiers) {
      await expect(table.getByRole('columnheader', { name: tier.name })).toBeVisible();
    }
    await expect(main(page).getByText('登录后可查看您当前的会员等级与权益。')).toBeVisible();
  });
});

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

test.describe('knowledge base', () => {
  test('index → article → back, with the hierarchy and the first subject current', async ({
    page,
    request,
  }) => {
    const root = (
      await queryDb<{ id: number; name: string }>(
        'SELECT id, name FROM knowledge_nodes WHERE parent_id IS NULL ORDER BY sort, id LIMIT 1',
      )
    )?.[0] ?? { id: 1, name: '公司注册' };
    const index = await api<{
      code: number;
      data: {
        hierarchy: {
          children: { category_name: string; children: { category_name: string }[] }[];
        }[];
        articles: { id: number; title: string }[];
      };
    }>(request, `/api/client/knowledgebase/indexysy?id=${root.id}`);
    expect(index.code).toBe(1);
    const firstSubject = index.data.hierarchy[0]!.children[0]!.children[0]!.category_name;
    const first = index.data.articles[0]!;

    await page.goto(`/knowledgebase/${root.id}`);
    await expect(page).toHaveTitle('知识库-易商云');
    await expectBars(page, true, true);
    const nav = main(page).getByRole('navigation', { name: '知识库目录' });
    await expect(nav.getByRole('link', { name: firstSubject })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await main(page)
      .getByRole('link', { name: new RegExp(first.title) })
      .click();

    await expect(page).toHaveURL(new RegExp(`article=${first.id}`));
    const article = main(page).getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(first.title);
    await expect(article.getByRole('heading', { level: 2 })).not.toHaveCount(0);
    await expect(main(page).getByRole('navigation', { name: '本文目录' })).toBeVisible();
    await expect(
      main(page).getByRole('region', { name: '相关文章' }).getByRole('link'),
    ).not.toHaveCount(0);

    await page.goBack();
    await expect(main(page).getByRole('heading', { level: 1 })).toContainText(root.name);
    await expect(main(page).getByRole('link', { name: new RegExp(first.title) })).toBeVisible();
  });

  test('an unknown category goes to /404', async ({ page }) => {
    await page.goto('/knowledgebase/999999');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page).toHaveTitle('页面不存在-易商云');
  });
});

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

/**
 * States of the service pages that a first visit does not show; every route as first visited is
 * scanned by accessibility.spec.ts. Whole page, no rule or element excluded.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

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
