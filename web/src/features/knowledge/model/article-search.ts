/**
 * Articles are shown on their category's route, `/knowledgebase/{categoryId}?article={id}`, so
 * the hierarchy stays in view; the article id is a whole number from 1.
 */
export function articleIdOf(search: Record<string, unknown>): number | undefined {
  const raw = search.article;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

export function articleHref(categoryId: number, articleId: number): string {
  return `/knowledgebase/${categoryId}?article=${articleId}`;
}
