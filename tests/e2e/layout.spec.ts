import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The finish a visitor sees at 1280px: every page's content column sits where the top bar's and
 * the footer's do, centred in the window.
 */

/** Left and right edges of an element's content box (inside its padding). */
async function contentEdges(page: Page, selector: string) {
  return page.locator(selector).first().evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      left: Math.round(box.left + parseFloat(style.paddingLeft)),
      right: Math.round(box.right - parseFloat(style.paddingRight)),
    };
  });
}

test('directory pages sit in the same centred column as the footer at 1280px', async ({
  page,
  request,
}) => {
  const reply = await request.get('/api/client/customs?keyword=科技&page=1');
  const list = ((await reply.json()) as { data: { customList: { entInfos: { eid: string }[] } } })
    .data.customList.entInfos;
  const eid = list[0]?.eid;
  expect(eid, 'a company to open').toBeTruthy();

  for (const path of ['/list?keyword=科技', `/company/${eid}`, '/einquery', '/reportquery']) {
    await page.goto(path);
    const column = await contentEdges(page, 'main > :not([class*="visuallyHidden"])');
    const footer = await contentEdges(page, 'footer [class*="inner"]');
    const offCentre = (column.left + column.right) / 2 - 640;
    expect(offCentre, `${path}: content column off centre`).toBe(0);
    expect(column, `${path}: content column against the footer's`).toEqual(footer);
  }
});
