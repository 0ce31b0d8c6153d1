import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { queryDb } from './service-db';

/**
 * What a visitor must be able to trust: a campaign page says when its campaign has ended and
 * points to what is on sale instead; /profile states only the registration details the operator
 * configured (playwright.config.ts sets the name and credit code, not the address or scope).
 */

interface CampaignRow {
  title: string;
  sections: { heading: string }[];
  starts_on: string;
  ends_on: string;
}

/** The campaign as the database holds it (or as the BFF serves it when that is out of reach). */
async function campaignOf(request: APIRequestContext, slug: string): Promise<CampaignRow> {
  const rows = await queryDb<CampaignRow>(
    `SELECT title, sections, to_char(starts_on, 'YYYY-MM-DD') AS starts_on,
            to_char(ends_on, 'YYYY-MM-DD') AS ends_on FROM campaigns WHERE slug = $1`,
    [slug],
  );
  if (rows) return rows[0]!;
  const res = await request.get(`/api/client/site/campaign?slug=${slug}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { campaign: CampaignRow } }).data.campaign;
}

const main = (page: Page) => page.getByRole('main');
const chinese = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return `${y} 年 ${m} 月 ${d} 日`;
};

test('/t/a says its campaign has ended, with its dates, and offers what is on sale', async ({
  page,
  request,
}) => {
  const stored = await campaignOf(request, 'ta');
  await page.goto('/t/a');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(stored.title);
  await expect(page).toHaveTitle('专题活动-易商云');
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(
    main(page).getByText(`活动时间：${chinese(stored.starts_on)} 至 ${chinese(stored.ends_on)}`),
  ).toBeVisible();
  // The campaign ran in 2025: it has ended, and the page says so before anything else.
  expect(stored.ends_on < new Date().toISOString().slice(0, 10)).toBe(true);
  await expect(main(page).getByRole('heading', { level: 2, name: '本活动已结束' })).toBeVisible();
  await expect(main(page).getByText(`本活动已于 ${chinese(stored.ends_on)}结束`)).toBeVisible();
  await expect(
    main(page).getByRole('heading', { level: 2, name: stored.sections[0]!.heading }),
  ).toBeVisible();

  const offers = main(page).getByRole('list', { name: '正在提供的服务与会员方案' });
  await expect(offers.getByRole('listitem')).toHaveCount(4);
  await expect(offers.getByRole('link', { name: /VIP 会员/ })).toHaveAttribute('href', '/vip');
  const first = offers.getByRole('link').first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/\w+/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('/profile lists the configured registration details and nothing invented', async ({
  page,
}) => {
  await page.goto('/profile');
  const facts = main(page).getByLabel('基本信息');
  await expect(facts.getByRole('term')).toHaveText(['企业名称', '统一社会信用代码']);
  await expect(facts).toContainText('易商云（测试）企业服务有限公司');
  await expect(facts).toContainText('91440300MA5F8Y2K3R');
  await expect(main(page)).not.toContainText('示例');
  await expect(main(page)).not.toContainText('注册地址');
});
