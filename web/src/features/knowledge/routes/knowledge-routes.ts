import { isSuccess } from '@ysy/contracts/common/is-success';
import { databaseIdOf } from '@ysy/contracts/common/database-id';
import { endpoints } from '@ysy/contracts/endpoints';
import { KNOWLEDGE_OK } from '@ysy/contracts/knowledge/values';
import { callUrl } from '../../../shared/api/client';
import { idOrNotFound, orNotFound } from '../../../shared/routing/failure-policy';
import { allParts, definePage, lazyPage } from '../../../shared/routing/page-route';
import {
  knowledgeArticleQueryOptions,
  knowledgeBranchQueryOptions,
} from '../api/knowledge-queries';
import { articleIdOf } from '../model/article-search';

/**
 * /knowledgebase/{categoryId}[?article={id}]: the branch's index, and the article when one is
 * asked. The index is the page itself: an id that is not a database id, a failed call or a
 * reply with a code other than 1 goes to /404. The search params stay as written (an unreadable
 * `?article=` shows the category, as the URL was shared).
 */
export const knowledgeRoutes = [
  definePage({
    path: '/knowledgebase/$id',
    page: 'knowledgebase',
    flags: allParts,
    component: lazyPage(() => import('../components/knowledge-page'), 'KnowledgePage'),
    validateSearch: (raw: Record<string, unknown>) => raw,
    loaderDeps: ({ search }) => ({ article: articleIdOf(search) }),
    async loader({ context, deps, params }) {
      const branch = idOrNotFound(params.id);
      const article =
        deps.article === undefined
          ? undefined
          : context.queryClient.ensureQueryData(knowledgeArticleQueryOptions(deps.article));
      await orNotFound(
        context.queryClient.ensureQueryData(knowledgeBranchQueryOptions(branch)),
        (reply) => isSuccess(reply, KNOWLEDGE_OK),
      );
      await article;
    },
    preloads({ params, search }) {
      const branch = databaseIdOf(params.id);
      if (branch === undefined) return [];
      const article = articleIdOf(Object.fromEntries(search));
      return [
        callUrl(endpoints.knowledgeIndexYsy, { id: branch }),
        ...(article === undefined ? [] : [callUrl(endpoints.knowledgeArticle, { id: article })]),
      ];
    },
  }),
] as const;
