import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './axe-scan';
import { expect, test } from './fixtures';
import { queryDb } from './service-db';

/**
 * 关注 on a company's profile, its 变更记录, and the alerts a change brings: the top bar's unread
 * badge, 个人中心's 动态提醒 and 全部已读. Each test logs in as its own new test account (the
 * simulated WeChat login takes any lower-case name), a free user, so no run or other spec shares
 * its watches.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A test account of its own for each test and run. */
function newAccount(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** The eids of `n` companies, as the company search lists them. */
async function companyEids(page: Page, n: number): Promise<string[]> {
  const eids: string[] = [];
  for (let p = 1; eids.length < n; p++) {
    const res = await page.request.get(
      `/api/client/customs?keyword=${encodeURIComponent('有限公司')}&page=${p}`,
    );
    const body = (await res.json()) as { data: { customList: { entInfos: { eid?: string }[] } } };
    const found = body.data.customList.entInfos.flatMap((c) => (c.eid ? [c.eid] : []));
    if (found.length === 0) break;
    eids.push(...found.filter((eid) => !eids.includes(eid)));
  }
  expect(eids.length).toBeGreaterThanOrEqual(n);
  return eids.slice(0, n);
}

/**
 * Finishes the open login dialog's simulated QR login as `account` (the dialog's own link, with
 * the account swapped in): it comes back to the page it was opened on.
 */
async function logInFromDialog(page: Page, account: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '登录' });
  const link = dialog.getByRole('link', { name: '模拟扫码登录（演示环境）' });
  const href = await link.getAttribute('href');
  expect(href).toContain('account=demo');
  await page.goto((href ?? '').replace('account=demo', `account=${account}`));
  await expect(page.getByRole('banner').getByRole('button', { name: /^用户菜单/ })).toBeVisible();
  // The callback's code and state leave the URL once spent; the page is drawn anew after that.
  await expect(page).toHaveURL((url) => !url.searchParams.has('code'));
}

async function logIn(page: Page, account: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  await logInFromDialog(page, account);
}

const watchButton = (page: Page) => page.getByRole('button', { name: '关注', exact: true });
const watchedButton = (page: Page) => page.getByRole('button', { name: '已关注', exact: true });
const accountButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^用户菜单/ });

/** Calls a signed-in account write from the page, with the page's session. */
function accountPost(page: Page, path: string, body: object): Promise<{ code: number }> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify(body),
      });
      return (await res.json()) as { code: number };
    },
    { path, body },
  );
}

async function accountGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  return ((await res.json()) as { data: T }).data;
}

async function shoot(page: Page, name: string, target?: Locator): Promise<void> {
  const dir = process.env.WATCH_ALERTS_SHOTS;
  if (!dir) return;
  await (target ?? page).screenshot({ path: `${dir}/${name}.png` });
}

test.describe('watch and alerts', () => {
  // axe over the whole profile takes a while on a busy CI machine, as in the accessibility specs.
  test.beforeEach(() => test.setTimeout(300_000));

  test('anonymous 关注 → login → watched; 已关注 is pressed and survives a reload; a click unwatches', async ({
    page,
  }) => {
    const [eid] = await companyEids(page, 1);
    await page.goto(`/company/${eid}`);
    await expect(watchButton(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('region', { name: /变更记录/ })).toBeVisible();

    await watchButton(page).click();
    await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
    await logInFromDialog(page, newAccount('watch'));
    await expect(page).toHaveURL(new RegExp(`/company/${eid}$`));
    // No second click: the watch asked for before the login is made.
    await expect(watchedButton(page)).toHaveAttribute('aria-pressed', 'true');
    expect(
      await accountGet<{ watching: boolean }>(page, `/api/client/account/watch/status?eid=${eid}`),
    ).toEqual({ watching: true });
    await page.reload();
    await expect(watchedButton(page)).toHaveAttribute('aria-pressed', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(
      page,
      'profile-watched',
      page.locator('header').filter({ has: watchedButton(page) }),
    );

    await watchedButton(page).click();
    await expect(watchButton(page)).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(watchButton(page)).toHaveAttribute('aria-pressed', 'false');
  });

  test('a free user watching an 11th company sees the limit with a link to /vip, and nothing is stored', async ({
    page,
  }) => {
    const eids = await companyEids(page, 11);
    const eleventh = eids[10] ?? '';
    await page.goto(`/company/${eleventh}`);
    const account = newAccount('limit');
    await logIn(page, account);
    for (const eid of eids.slice(0, 10)) {
      expect(await accountPost(page, '/api/client/account/watch', { eid })).toMatchObject({
        code: 0,
      });
    }

    await watchButton(page).click();
    const alert = page.getByRole('alert').filter({ hasText: '免费用户最多关注 10 家企业' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: '升级会员' })).toHaveAttribute('href', '/vip');
    await expect(watchButton(page)).toHaveAttribute('aria-pressed', 'false');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'profile-limit', page.locator('header').filter({ has: watchButton(page) }));

    expect(
      await accountGet<{ watching: boolean }>(
        page,
        `/api/client/account/watch/status?eid=${eleventh}`,
      ),
    ).toEqual({ watching: false });
    expect((await accountGet<{ total: number }>(page, '/api/client/account/watches')).total).toBe(
      10,
    );
    const stored = await queryDb<{ n: number }>(
      `SELECT count(*)::int AS n FROM company_watches w JOIN users u ON u.id = w.user_id
        WHERE u.account = $1`,
      [account],
    );
    if (stored) expect(stored[0]?.n).toBe(10);
    await page.reload();
    await expect(watchButton(page)).toHaveAttribute('aria-pressed', 'false');
  });

  test('a change of a watched company: the badge counts it, 动态提醒 shows it, 全部已读 clears it', async ({
    page,
    browser,
  }) => {
    // demo:changes writes the database the server runs on while it runs: PostgreSQL only.
    test.skip(
      !process.env.E2E_DATABASE_URL,
      'E2E_DATABASE_URL is not set: demo:changes cannot write PGlite while the server holds it',
    );
    const [eid] = await companyEids(page, 1);
    await page.goto(`/company/${eid}`);
    const status = page.waitForResponse((res) => res.url().includes('/account/watch/status'));
    await logIn(page, newAccount('alerts'));
    await status;
    await watchButton(page).click();
    await expect(watchedButton(page)).toBeVisible();
    await expect(accountButton(page)).not.toHaveAccessibleName(/未读/);

    const [change] = demoChanges(eid ?? '', 1);
    await page.reload();
    await expect(accountButton(page)).toHaveAccessibleName(/，1 条未读$/);
    await shoot(page, 'badge', page.getByRole('banner'));
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: '动态提醒（1 条未读）' }).click();
    await expect(page).toHaveURL(/\/user\?tab=alerts$/);
    const list = page.getByRole('list', { name: '动态提醒列表' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    if (change?.before) await expect(list).toContainText(change.before);
    await expect(list).toContainText(change?.after ?? '');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'alerts', page.getByRole('main'));
    // Viewing page 1 marks what it shows read.
    await expect(accountButton(page)).not.toHaveAccessibleName(/未读/);

    // Eleven more: page 2 of 动态提醒 is shown without marking anything; 全部已读 clears the badge.
    const more = demoChanges(eid ?? '', 11);
    await page.goto('/user?tab=alerts&page=2');
    await expect(accountButton(page)).toHaveAccessibleName(/，11 条未读$/);
    await page.getByRole('button', { name: '全部已读' }).click();
    await expect(accountButton(page)).not.toHaveAccessibleName(/未读/);
    await page.reload();
    await expect(accountButton(page)).not.toHaveAccessibleName(/未读/);

    // The profile's 变更记录 has them too, newest first, ten to a page. It is public and may be
    // kept a minute by a browser's cache, so a fresh browser reads it.
    const reader = await browser.newPage();
    await reader.goto(`/company/${eid}`);
    const history = reader.getByRole('region', { name: /变更记录/ });
    await expect(history.getByRole('row')).toHaveCount(11);
    await expect(history.getByRole('row').nth(1)).toContainText(more.at(-1)?.after ?? '');
    await expect(history.getByRole('navigation', { name: '分页' })).toBeVisible();
    await shoot(reader, 'changes', history);
    await reader.close();
  });
});

/** Runs `npm run demo:changes` for one company; the changes it printed, oldest first. */
function demoChanges(eid: string, count: number): { before?: string; after: string }[] {
  const out = execFileSync(
    'npm',
    ['run', '--silent', 'demo:changes', '--', '--count', String(count), '--company', eid],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
      timeout: 60_000,
    },
  );
  const changes = out
    .split('\n')
    .filter((line) => line.includes('｜'))
    .map((line) => {
      const values = line.split('｜')[2] ?? '';
      const [before = '', after = ''] = values.split(' → ');
      return before === '—' ? { after } : { before, after };
    });
  expect(changes).toHaveLength(count);
  return changes;
}
