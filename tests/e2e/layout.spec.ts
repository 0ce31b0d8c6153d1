import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The finish a visitor sees at 1280px: every page's content column sits where the top bar's and
 * the footer's do, centred in the window, and no number is split from its unit at a line's end.
 */

/** The id of the first company the list finds for 科技. */
async function firstCompany(request: APIRequestContext): Promise<string> {
  const reply = await request.get('/api/client/customs?keyword=科技&page=1');
  const list = ((await reply.json()) as { data: { customList: { entInfos: { eid: string }[] } } })
    .data.customList.entInfos;
  const eid = list[0]?.eid;
  expect(eid, 'a company to open').toBeTruthy();
  return eid ?? '';
}

/** Left and right edges of an element's content box (inside its padding). */
async function contentEdges(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
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
  const eid = await firstCompany(request);

  for (const path of ['/list?keyword=科技', `/company/${eid}`, '/einquery', '/reportquery']) {
    await page.goto(path);
    const column = await contentEdges(page, 'main > :not([class*="visuallyHidden"])');
    const footer = await contentEdges(page, 'footer [class*="inner"]');
    const offCentre = (column.left + column.right) / 2 - 640;
    expect(offCentre, `${path}: content column off centre`).toBe(0);
    expect(column, `${path}: content column against the footer's`).toEqual(footer);
  }
});

/** Numbers (with their unit) inside `selector` that the page draws across two lines. */
async function brokenNumbers(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) => {
    const broken: string[] = [];
    for (const element of elements) {
      // Each text node, with where its text starts in the element's whole text.
      const nodes: { node: Text; start: number }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let whole = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        nodes.push({ node: node as Text, start: whole.length });
        whole += node.textContent ?? '';
      }
      const at = (offset: number) => {
        const hit = [...nodes].reverse().find((n) => n.start <= offset) ?? nodes[0];
        return hit ? { node: hit.node, offset: offset - hit.start } : undefined;
      };
      for (const match of whole.matchAll(/\d[\d,.:-]*\s?[\u4e00-\u9fff%]/g)) {
        const from = at(match.index);
        const to = at(match.index + match[0].length - 1);
        if (!from || !to) continue;
        const range = document.createRange();
        range.setStart(from.node, from.offset);
        range.setEnd(to.node, to.offset + 1);
        const tops = new Set(
          Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)),
        );
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

test('a number never wraps apart from its unit (contact facts, a company profile, at 1280px)', async ({
  page,
  request,
}) => {
  await page.goto('/contact');
  const facts = page.getByRole('definition');
  await expect(facts.first()).toBeVisible();
  await expect(facts.filter({ hasText: '12 层' })).toHaveCount(1);
  expect(await brokenNumbers(page, 'dd')).toEqual([]);

  await page.goto(`/company/${await firstCompany(request)}`);
  await expect(page.getByRole('region', { name: /基本信息/ })).toBeVisible();
  expect(await brokenNumbers(page, 'dd')).toEqual([]);
});
