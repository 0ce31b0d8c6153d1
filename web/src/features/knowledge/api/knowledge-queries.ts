import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@ysy/contracts/endpoints';
import { callApi } from '../../../shared/api/client';

/** GET /api/client/knowledgebase/indexysy?id= — a category's branch and its articles (code 1). */
export function knowledgeBranchQueryOptions(id: number) {
  return queryOptions({
    queryKey: [endpoints.knowledgeIndexYsy.id, { id }],
    queryFn: ({ signal, client }) =>
      callApi(endpoints.knowledgeIndexYsy, { query: { id }, signal, client }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/client/knowledgebase/index?category_name= — the same, by category name (code 1). */
export function knowledgeByNameQueryOptions(categoryName: string) {
  return queryOptions({
    queryKey: [endpoints.knowledgeIndex.id, { categoryName }],
    queryFn: ({ signal, client }) =>
      callApi(endpoints.knowledgeIndex, { query: { category_name: categoryName }, signal, client }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/client/knowledgebase/article?id= — one article with related ones (code 1). */
export function knowledgeArticleQueryOptions(id: number) {
  return queryOptions({
    queryKey: [endpoints.knowledgeArticle.id, { id }],
    queryFn: ({ signal, client }) =>
      callApi(endpoints.knowledgeArticle, { query: { id }, signal, client }),
    staleTime: 5 * 60_000,
  });
}
