import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { TestImClient } from '@ysy/bff/im/testing/ws-client';

/**
 * The support chat end to end, with two browsers: a visitor on the site and the support agent in
 * the agent console, through the BFF's embedded IM hub (messages stored in the database).
 */

const AGENT = 'ysy_kf_001';
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function dataFile(name: string): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set');
  return readFileSync(join(dir, name), 'utf8').trim();
}

/** A whole-page axe scan, nothing excluded: serious and critical violations. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function agentPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/agent');
  await page.getByLabel('客服账号').fill(AGENT);
  await page.getByLabel('密码').fill(dataFile('agent-password'));
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('region', { name: '会话' })).toBeVisible();
  return { context, page };
}

async function openSupport(page: Page) {
  await page
    .getByRole('complementary', { name: '快捷工具' })
    .getByRole('button', { name: '在线客服' })
    .click();
  const dialog = page.getByRole('dialog', { name: '在线客服' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: '输入消息' })).toBeEnabled();
  return dialog;
}

test.describe('support chat', () => {
  test('a visitor and the agent exchange text, an image and a file; badges and read labels follow', async ({
    browser,
  }) => {
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    const chat = await openSupport(visitor);
    const input = chat.getByRole('textbox', { name: '输入消息' });

    // Blank is refused; Shift+Enter is a new line; Enter sends.
    await input.press('Enter');
    await expect(chat.getByRole('alert')).toHaveText('消息不能为空');
    await input.fill('你好');
    await input.press('Shift+Enter');
    await input.pressSequentially('我想注册公司');
    await input.press('Enter');
    const mine = chat.getByRole('list', { name: '消息记录' }).getByText('你好\n我想注册公司');
    await expect(mine).toBeVisible();
    await expect(chat.getByText('未读').last()).toBeVisible();

    const { context: agentContext, page: agent } = await agentPage(browser);
    const accounts = agent.getByRole('navigation', { name: '会话列表' });
    const visitorEntry = accounts.getByRole('button').filter({ hasText: /访客/ }).first();
    await expect(visitorEntry.getByLabel('1 条未读消息')).toBeVisible();
    await expect(visitorEntry).toContainText('访问页面：/');
    await visitorEntry.click();
    await expect(agent.getByText('你好\n我想注册公司')).toBeVisible();

    // The agent opened it: the visitor's label turns 已读.
    await expect(chat.getByText('已读').last()).toBeVisible();

    // The agent answers while the visitor's window is closed: the badge shows it.
    await chat.getByRole('button', { name: '关闭' }).click();
    const agentInput = agent.getByRole('textbox', { name: '输入消息' });
    await agentInput.fill('您好，请问公司注册在哪个城市？');
    await agentInput.press('Enter');
    const supportButton = visitor
      .getByRole('complementary', { name: '快捷工具' })
      .getByRole('button', { name: '在线客服' });
    await expect(supportButton).toHaveAccessibleDescription('1 条未读消息');
    const reopened = await openSupport(visitor);
    await expect(reopened.getByText('您好，请问公司注册在哪个城市？')).toBeVisible();
    await expect(supportButton).not.toHaveAttribute('aria-describedby');

    // An image and a file from the visitor reach the agent.
    const fileInput = reopened.getByTestId('chat-file-input');
    await fileInput.setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: PNG_1PX });
    await fileInput.setInputFiles({
      name: '材料清单.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('身份证复印件\n租赁合同\n'),
    });
    await expect(agent.getByRole('img', { name: '营业执照.png' })).toBeVisible();
    await expect(agent.getByText('材料清单.txt')).toBeVisible();
    const download = agent.getByRole('link', { name: '下载' }).last();
    await expect(download).toHaveAttribute('href', /^\/im\/files\/[0-9a-f]{32}$/);
    await visitor.screenshot({ path: 'test-results/chat-visitor.png' });
    await agent.screenshot({ path: 'test-results/chat-agent.png' });
    // The open chat window and the agent console pass a whole-page axe scan.
    expect(await seriousViolations(visitor)).toEqual([]);
    expect(await seriousViolations(agent)).toEqual([]);

    await visitorContext.close();
    await agentContext.close();
  });

  test('scrolling up loads 100 messages of history in pages of 30', async ({
    browser,
    request,
  }) => {
    // Writing 100 messages at the hub's rate limit (20 per 10 s per connection) takes about a minute.
    test.setTimeout(180_000);
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    const chat = await openSupport(visitor);
    await chat.getByRole('textbox', { name: '输入消息' }).fill('开始');
    await chat.getByRole('textbox', { name: '输入消息' }).press('Enter');

    // The agent writes 100 messages through the hub (a new connection per 19: the hub allows 20 per 10 s).
    const login = await request.post('/api/bff/im/agent_login', {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: { account: AGENT, password: dataFile('agent-password') },
    });
    expect(login.status()).toBe(200);
    const cookie = login
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value.split(';')[0])
      .join('; ');
    const sessions = await visitor.evaluate(async () => {
      const res = await fetch('/api/bff/im/ticket', {
        method: 'POST',
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
        body: JSON.stringify({ role: 'support' }),
      });
      return ((await res.json()) as { data: { account: string } }).data.account;
    });
    const base = test.info().project.use.baseURL ?? '';
    let sent = 0;
    while (sent < 100) {
      const ticket = await request.post('/api/bff/im/ticket', {
        headers: { 'x-requested-with': 'XMLHttpRequest', cookie },
        data: { role: 'agent' },
      });
      const { data } = (await ticket.json()) as { data: { secret: string } };
      const client = await TestImClient.open(
        `${base.replace('http', 'ws')}/im?ticket=${encodeURIComponent(data.secret)}`,
      );
      for (let i = 0; i < 19 && sent < 100; i += 1) {
        sent += 1;
        await client.request({
          t: 'sendText',
          sessionId: `p2p-${sessions}`,
          text: `历史消息${sent}`,
        });
      }
      client.close();
      if (sent < 100) await new Promise((resolve) => setTimeout(resolve, 10_500));
    }

    // A fresh page: the history loads 30 at a time as the reader scrolls up.
    await visitor.reload();
    const again = await openSupport(visitor);
    const list = again.getByRole('list', { name: '消息记录' });
    await expect(list.getByText('历史消息100', { exact: true })).toBeVisible();
    const items = list.locator('li[data-message-id]');
    await expect(items).toHaveCount(30);
    for (const expected of [60, 90, 101]) {
      await list.evaluate((el) => {
        el.scrollTop = 0;
        el.dispatchEvent(new Event('scroll'));
      });
      await expect(items).toHaveCount(expected);
    }
    await list.evaluate((el) => {
      el.scrollTop = 0;
      el.dispatchEvent(new Event('scroll'));
    });
    await expect(list.getByText('没有更早的消息了')).toBeVisible();
    await expect(list.getByText('历史消息1', { exact: true })).toBeAttached();
    await visitorContext.close();
  });

  test('a disguised HTML upload is never served as a page, and no secret reaches the visitor', async ({
    browser,
  }) => {
    // Another visitor writes something only the agent may read.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await other.goto('/');
    const otherChat = await openSupport(other);
    const secretText = `别人的私密消息-${Date.now()}`;
    await otherChat.getByRole('textbox', { name: '输入消息' }).fill(secretText);
    await otherChat.getByRole('textbox', { name: '输入消息' }).press('Enter');
    await expect(otherChat.getByText(secretText)).toBeVisible();

    const context = await browser.newContext();
    const page = await context.newPage();
    const seen: string[] = [];
    /** JSON replies and WebSocket frames: the data the visitor's browser is given. */
    const data: string[] = [];
    page.on('response', async (response) => {
      try {
        const text = await response.text();
        seen.push(JSON.stringify(await response.allHeaders()) + text);
        if ((response.headers()['content-type'] ?? '').includes('json')) data.push(text);
      } catch {
        // Redirects and aborted loads have no body.
      }
    });
    page.on('websocket', (ws) => {
      seen.push(ws.url());
      ws.on('framereceived', (frame) => {
        seen.push(String(frame.payload));
        data.push(String(frame.payload));
      });
    });
    await page.goto('/');
    const chat = await openSupport(page);
    const html = Buffer.from('<!doctype html><script>document.title="pwned"</script>');
    const fileInput = chat.getByTestId('chat-file-input');
    // Claimed to be an image: refused (its bytes are no image), the message is marked failed with
    // the reason, and stays for 重试.
    await fileInput.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: html });
    await expect(
      chat.getByText('发送失败：图片格式不正确，仅支持 JPG、PNG、GIF、WEBP'),
    ).toBeVisible();
    await expect(chat.getByText('photo.png')).toBeVisible();
    // Sent as a file: stored, but served as an opaque download in a sandbox.
    await fileInput.setInputFiles({ name: 'page.html', mimeType: 'text/html', buffer: html });
    const link = chat.getByRole('link', { name: '下载' }).last();
    await expect(link).toHaveAttribute('href', /^\/im\/files\//);
    const href = (await link.getAttribute('href')) ?? '';
    const served = await page.request.get(href);
    expect(served.headers()['content-type']).toBe('application/octet-stream');
    expect(served.headers()['content-disposition']).toMatch(/^attachment;/);
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    expect(served.headers()['content-security-policy']).toMatch(/^sandbox/);

    await chat.getByRole('textbox', { name: '输入消息' }).fill('我的问题');
    await chat.getByRole('textbox', { name: '输入消息' }).press('Enter');
    await expect(chat.getByText('我的问题')).toBeVisible();
    await page.waitForTimeout(500);

    const everything = seen.join('\n');
    expect(everything.length).toBeGreaterThan(1000);
    for (const secret of [
      dataFile('support-api-key'),
      dataFile('agent-password'),
      dataFile('session-secret'),
    ]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toContain(secretText);
    // No chat token in any reply or frame (the scripts themselves name the field, so only data is checked).
    expect(data.length).toBeGreaterThan(5);
    expect(data.join('\n')).not.toContain('"im_token"');
    await context.close();
    await otherContext.close();
  });

  test('the consultant chat: anonymous visitors are asked to log in; a user and their consultant chat', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/');
    const toolBar = page.getByRole('complementary', { name: '快捷工具' });
    await expect(toolBar.getByRole('button', { name: '服务顾问' })).toHaveCount(0);
    // A footer card's 在线咨询 while anonymous: the login dialog opens.
    const card = page.getByRole('contentinfo').getByRole('article').first();
    await card.getByRole('button', { name: '在线咨询' }).click();
    const login = page.getByRole('dialog', { name: '登录' });
    await expect(login).toBeVisible();
    await login.getByRole('link', { name: '模拟扫码登录（演示环境）' }).click();
    await expect(page.getByRole('button', { name: /^用户菜单/ })).toBeVisible();

    await toolBar.getByRole('button', { name: '服务顾问' }).click();
    const chat = page.getByRole('dialog', { name: '服务顾问' });
    const input = chat.getByRole('textbox', { name: '输入消息' });
    await expect(input).toBeEnabled();
    // Unique per run (here and in the answer): the test user's history outlives a run on a kept
    // database.
    const question = `想咨询代理记账-${Date.now()}`;
    await input.fill(question);
    await input.press('Enter');
    await expect(chat.getByText(question)).toBeVisible();
    const consultant = await page.evaluate(async () => {
      const res = await fetch('/api/bff/im/ticket', {
        method: 'POST',
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
        body: JSON.stringify({ role: 'consultant' }),
      });
      return ((await res.json()) as { data: { peer: string } }).data.peer;
    });

    // The consultant answers from the agent console.
    const staff = await browser.newContext();
    const agent = await staff.newPage();
    await agent.goto('/agent');
    await agent.getByLabel('客服账号').fill(consultant);
    await agent.getByLabel('密码').fill(dataFile('agent-password'));
    await agent.getByRole('button', { name: '登录' }).click();
    const entry = agent
      .getByRole('navigation', { name: '会话列表' })
      .getByRole('button')
      .filter({ hasText: '易商云体验官' });
    await entry.click();
    await expect(agent.getByText(question)).toBeVisible();
    const answer = `您好，我是您的专属顾问-${Date.now()}`;
    await agent.getByRole('textbox', { name: '输入消息' }).fill(answer);
    await agent.getByRole('textbox', { name: '输入消息' }).press('Enter');
    await expect(chat.getByText(answer)).toBeVisible();
    await expect(chat.getByText('已读').last()).toBeVisible();
    await page.screenshot({ path: 'test-results/chat-consultant.png' });
    await staff.close();
    await context.close();
  });
});
