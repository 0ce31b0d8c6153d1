import { expect, test } from './fixtures';
import { queryDb } from './service-db';
import { api, expectBars, main } from './service-checks';

/** The knowledge base end to end: from its index to an article and back, and an unknown category. */

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
