import { test as base, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * A page the server drew shows before its scripts have run, and answers clicks and typing only
 * once hydrated (the shell then carries `data-hydrated`). A person waits for a page to respond;
 * these tests wait for that mark after each load of such a page, as they waited for the browser's
 * own render before, so a click never lands on markup that cannot answer yet.
 */
async function interactive(page: Page, response: Response | null): Promise<void> {
  if (!response?.headers()['content-type']?.startsWith('text/html')) return;
  if ((await page.locator('#root[data-server-markup]').count()) === 0) return;
  await page.locator('[data-hydrated]').first().waitFor({ state: 'attached' });
}

/** The page fixture whose `goto` and `reload` return once the page answers input. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await interactive(page, response);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await interactive(page, response);
      return response;
    };
    await use(page);
  },
});
