import { expect, test } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { queryDb } from './service-db';
import { api, expectBars, main } from './service-checks';

/**
 * The service side's read pages end to end (BFF → embedded upstream → database): every landing,
 * site and legal page with its title, bars and content read from the database, home's service
 * parts and /vip.
 */

interface Offer {
  headline: string;
  name: string;
  plans: { name: string }[];
  steps: { title: string }[];
  faqs: { q: string }[];
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
