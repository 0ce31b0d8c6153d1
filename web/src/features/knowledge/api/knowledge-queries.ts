import { queryOptions } from '@tanstack/react-query';
import { routes } from '@ysy/contracts/routes';
import { callApi } from '../../../shared/api/client';

/** GET /api/client/knowledgebase/indexysy?id= — a category's branch and its articles (code 1). */
export function knowledgeBranchQueryOptions(id: number) {
  return queryOptions({
    queryKey: [routes.knowledgeIndexYsy.id, { id }],
    queryFn: ({ signal }) => callApi(routes.knowledgeIndexYsy, { query: { id }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/client/knowledgebase/index?category_name= — the same, by category name (code 1). */
export function knowledgeByNameQueryOptions(categoryName: string) {
  return queryOptions({
    queryKey: [routes.knowledgeIndex.id, { categoryName }],
    queryFn: ({ signal }) =>
      callApi(routes.knowledgeIndex, { query: { category_name: categoryName }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/client/knowledgebase/article?id= — one article with related ones (code 1). */
export function knowledgeArticleQueryOptions(id: number) {
  return queryOptions({
    queryKey: [routes.knowledgeArticle.id, { id }],
    queryFn: ({ signal }) => callApi(routes.knowledgeArticle, { query: { id }, signal }),
    staleTime: 5 * 60_000,
  });
}
