import { routes } from '@ysy/contracts/routes';
import {
  KNOWLEDGE_OK,
  type KnowledgeIndexReply,
  type KnowledgeNode,
} from '@ysy/contracts/knowledge/schemas';
import { contractRoute, type ContractRoute } from '../route-kit';
import type { UpstreamContext } from '../context';
import { upstreamMessages } from '../messages';
import {
  articlesUnder,
  findArticle,
  knowledgeNodes,
  relatedArticles,
  type KnowledgeNodeRow,
} from '../repositories/knowledge';

/**
 * The knowledge base (success is code 1 here, unlike every other call). A category is asked
 * for by name (index) or id (indexysy); the reply's hierarchy is that category's whole
 * top-level branch, three levels deep, so its first grandchild is the first subject page (the
 * SPA keeps its url as the current nav url); the articles are those under the asked category.
 */

const NOT_FOUND = 404;
const ARTICLE_LIMIT = 60;
const RELATED_LIMIT = 6;

function buildBranch(rows: readonly KnowledgeNodeRow[], rootId: number): KnowledgeNode | undefined {
  const byParent = new Map<number | null, KnowledgeNodeRow[]>();
  for (const row of rows) {
    const list = byParent.get(row.parent_id) ?? [];
    list.push(row);
    byParent.set(row.parent_id, list);
  }
  const build = (row: KnowledgeNodeRow): KnowledgeNode => {
    const kids = byParent.get(row.id);
    return {
      id: row.id,
      category_name: row.name,
      url: row.url,
      ...(kids ? { children: kids.map(build) } : {}),
    };
  };
  const root = rows.find((row) => row.id === rootId);
  return root ? build(root) : undefined;
}

async function indexOf(
  ctx: UpstreamContext,
  find: { id: number } | { name: string },
): Promise<KnowledgeIndexReply> {
  // The tree is small (dozens of nodes): read it whole and walk it here.
  const rows = await knowledgeNodes(ctx.db);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const asked =
    'id' in find
      ? byId.get(find.id)
      : // By name: a top-level category first, else any node of that name.
        (rows.find((row) => row.parent_id === null && row.name === find.name) ??
        rows.find((row) => row.name === find.name));
  if (!asked) return { code: NOT_FOUND, msg: upstreamMessages.knowledgeCategoryNotFound };

  let root = asked;
  while (root.parent_id !== null) {
    const parent = byId.get(root.parent_id);
    if (!parent) break;
    root = parent;
  }
  const branch = buildBranch(rows, root.id);
  if (!branch) return { code: NOT_FOUND, msg: upstreamMessages.knowledgeCategoryNotFound };

  const subtree: number[] = [];
  const collect = (id: number) => {
    subtree.push(id);
    for (const row of rows) if (row.parent_id === id) collect(row.id);
  };
  collect(asked.id);
  const articles = await articlesUnder(ctx.db, subtree, ARTICLE_LIMIT);
  const categories = rows
    .filter((row) => row.parent_id === null)
    .map((row) => ({ id: row.id, category_name: row.name, url: row.url }));
  return { code: KNOWLEDGE_OK, data: { hierarchy: [branch], articles, categories } };
}

export function knowledgeRoutes(ctx: UpstreamContext): ContractRoute[] {
  return [
    contractRoute(routes.knowledgeIndex).handle(({ query }) =>
      indexOf(ctx, { name: query.category_name }),
    ),
    contractRoute(routes.knowledgeIndexYsy).handle(({ query }) => indexOf(ctx, { id: query.id })),
    contractRoute(routes.knowledgeArticle).handle(async ({ query }) => {
      const article = await findArticle(ctx.db, query.id);
      if (!article) return { code: NOT_FOUND, msg: upstreamMessages.articleNotFound };
      const related = await relatedArticles(ctx.db, article, RELATED_LIMIT);
      return { code: KNOWLEDGE_OK, data: { article, related } };
    }),
  ];
}
