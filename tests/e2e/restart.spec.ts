import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Download, Page } from '@playwright/test';
import { workbookRows } from '@ysy/bff/embedded/upstream/exports/testing';
import { alive, answers200, startDetached, stopPid, tail, waitUntil } from '../scale/processes';
import { BUILT_SERVER } from '../scale/topology';
import { homeSearchBox } from './directory-pages';
import { expect, test } from './fixtures';

/**
 * A restart keeps everything: a server of this spec's own (the built server as `npm run serve`
 * runs it, PGlite in a fresh data folder, a small seed) gets a signed-in user's watch, search and
 * export; it is stopped with SIGTERM and started again on the same folder, and the same browser —
 * still signed in, the session cookie sealed with the same secret and its token kept in the
 * database — finds 我的关注, 搜索历史 and 导出记录 as they were, and the export downloads again.
 */

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PORT = Number(process.env.E2E_RESTART_PORT ?? 9432);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// Any fixed value of the allowed length: what matters is that both starts share it.
const SESSION_SECRET = 'restart-spec-session-secret-0123456789abcdef';

interface Server {
  pid: number;
  log: string;
}

/** The built server on `dataDir`, ready; its own environment, so no DATABASE_URL of CI's leaks in. */
async function startServer(dataDir: string): Promise<Server> {
  const log = join(dataDir, '..', 'server.log');
  const { pid } = startDetached(process.execPath, ['--initial-old-space-size=128', BUILT_SERVER], {
    log,
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SEED_COMPANIES: '300',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'relaxed',
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SHED_DATABASE_WAIT_MS: '0',
      SESSION_SECRET,
    },
  });
  try {
    await waitUntil(
      `the restart spec's server ready on ${PORT}`,
      () => {
        if (!alive(pid)) throw new Error('the server exited before it was ready');
        return answers200(`${BASE_URL}/readyz`);
      },
      120_000,
      250,
    );
  } catch (error) {
    if (alive(pid)) await stopPid(pid, 'SIGKILL', 5_000);
    throw new Error(`${String(error)}\n${tail(log)}`);
  }
  return { pid, log };
}

/** Opens `path` and returns once the page answers input (the server's markup has hydrated). */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  if ((await page.locator('#root[data-server-markup]').count()) > 0) {
    await page.locator('[data-hydrated]').first().waitFor({ state: 'attached' });
  }
}

const userMenu = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^用户菜单/ });
const panel = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name });

async function rowsOf(download: Download): Promise<string[][]> {
  return workbookRows(await readFile(await download.path()));
}

test('a restart keeps the signed-in user’s watches, search history and exports', async ({
  browser,
}) => {
  // Two starts of a server (one seeding), a login, a search, an export and a download again.
  test.setTimeout(300_000);
  const dir = mkdtempSync(join(tmpdir(), 'ysy-e2e-restart-'));
  const dataDir = join(dir, 'data');
  let server = await startServer(dataDir);
  const context = await browser.newContext({ baseURL: BASE_URL });
  try {
    const page = await context.newPage();
    await open(page, '/user');
    await page
      .getByRole('dialog', { name: '登录' })
      .getByRole('link', { name: '模拟扫码登录（演示环境）' })
      .click();
    await expect(userMenu(page)).toBeVisible();

    // A company of the seed, searched for by its whole name: one search kept, one row exported.
    await open(page, '/list?keyword=有限');
    const first = page.locator('main ol > li h3 a').first();
    const name = ((await first.textContent()) ?? '').trim();
    const profile = (await first.getAttribute('href')) ?? '';
    expect(name).not.toBe('');

    await open(page, '/');
    const recorded = page.waitForResponse((r) => r.url().endsWith('/search_history/record'));
    // Escape closes the suggestions, so Enter searches the typed name rather than picking one.
    await homeSearchBox(page).fill(name);
    await homeSearchBox(page).press('Escape');
    await homeSearchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/list\?keyword=/);
    expect(await (await recorded).json()).toMatchObject({ code: 0, data: { recorded: true } });

    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^导出/ }).click(),
    ]);
    const rows = await rowsOf(exported);
    expect(rows.slice(1).map((row) => row[0])).toContain(name);

    // 关注 toggles what the server said of this user's watch: clicked once that answer is in.
    const status = page.waitForResponse((r) => r.url().includes('/account/watch/status'));
    await open(page, profile);
    await status;
    const watched = page.waitForResponse((r) => r.url().endsWith('/account/watch'));
    await page.getByRole('button', { name: '关注', exact: true }).click();
    expect(await (await watched).json()).toMatchObject({ code: 0, data: { watching: true } });
    await expect(page.getByRole('button', { name: '已关注', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // SIGTERM: the server drains and ends by itself; then it starts again on the same folder.
    expect(await stopPid(server.pid, 'SIGTERM', 30_000), 'the server ended on SIGTERM').toBe(true);
    server = await startServer(dataDir);

    await open(page, '/user?tab=watches');
    await expect(userMenu(page), 'still signed in after the restart').toBeVisible();
    await expect(panel(page, '我的关注').getByRole('link', { name })).toBeVisible();

    await open(page, '/user?tab=history');
    await expect(
      panel(page, '搜索历史').getByRole('row', { name: new RegExp(name) }),
    ).toBeVisible();

    await open(page, '/user?tab=exports');
    const table = page.getByRole('table', { name: '我的导出记录' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('rowheader')).toHaveText(name);
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      table.getByRole('button', { name: /^下载/ }).click(),
    ]);
    expect(again.suggestedFilename()).toBe(exported.suggestedFilename());
    expect(await rowsOf(again)).toEqual(rows);
  } finally {
    await context.close();
    await stopPid(server.pid, 'SIGTERM', 30_000);
    rmSync(dir, { recursive: true, force: true });
  }
});
