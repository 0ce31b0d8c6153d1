import { databaseIdOf } from '@ysy/contracts/common/database-id';

/**
 * Articles are shown on their category's route, `/knowledgebase/{categoryId}?article={id}`, so
 * the hierarchy stays in view; the article id is a database id.
 */
export function articleIdOf(search: Record<string, unknown>): number | undefined {
  return databaseIdOf(search.article);
}

export function articleHref(categoryId: number, articleId: number): string {
  return `/knowledgebase/${categoryId}?article=${articleId}`;
}
