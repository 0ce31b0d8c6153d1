import { routes } from '@ysy/contracts/routes';
import {
  KNOWLEDGE_OK,
  type ArticleSummary,
  type KnowledgeIndexReply,
  type KnowledgeNode,
} from '@ysy/contracts/knowledge/schemas';
import { contractRoute, type ContractRoute } from '../route-kit';
import type { UpstreamContext } from '../context';
import { upstreamMessages } from '../messages';

/**
 * The knowledge base (success is code 1 here, unlike every other call). A category is asked
 * for by name (index) or id (indexysy); the reply's hierarchy is that category's whole
 * top-level branch, three levels deep, so its first grandchild is the first subject page (the
 * SPA keeps its url as the current nav url); the articles are those under the asked category.
 */

const NOT_FOUND = 404;
const ARTICLE_LIMIT = 60;
const RELATED_LIMIT = 6;

interface NodeRow {
  id: number;
  parent_id: number | null;
  name: string;
  url: string;
}

function buildBranch(rows: readonly NodeRow[], rootId: number): KnowledgeNode | undefined {
  const byParent = new Map<number | null, NodeRow[]>();
  for (const row of rows) {
    const list = byParent.get(row.parent_id) ?? [];
    list.push(row);
    byParent.set(row.parent_id, list);
  }
  const build = (row: NodeRow): KnowledgeNode => {
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
  const rows = await ctx.db.query<NodeRow>(
    'SELECT id, parent_id, name, url FROM knowledge_nodes ORDER BY sort, id',
  );
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
  const articles = await ctx.db.query<ArticleSummary>(
    `SELECT id, title, node_id AS category_id, summary, updated_on::text AS updated_at, views
       FROM knowledge_articles
      WHERE node_id = ANY($1::int[])
      ORDER BY updated_on DESC, id
      LIMIT $2`,
    [subtree, ARTICLE_LIMIT],
  );
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
      const rows = await ctx.db.query<ArticleSummary & { content: string; author: string }>(
        `SELECT id, title, node_id AS category_id, summary, updated_on::text AS updated_at, views, content, author
           FROM knowledge_articles WHERE id = $1`,
        [query.id],
      );
      const article = rows[0];
      if (!article) return { code: NOT_FOUND, msg: upstreamMessages.articleNotFound };
      // Related: the same subject first, then the rest of its topic (the subject's parent).
      const related = await ctx.db.query<ArticleSummary>(
        `SELECT a.id, a.title, a.node_id AS category_id, a.summary, a.updated_on::text AS updated_at, a.views
           FROM knowledge_articles a
           JOIN knowledge_nodes n ON n.id = a.node_id
          WHERE a.id <> $1
            AND (a.node_id = $2 OR n.parent_id = (SELECT parent_id FROM knowledge_nodes WHERE id = $2))
          ORDER BY (a.node_id = $2) DESC, a.views DESC, a.id
          LIMIT $3`,
        [article.id, article.category_id, RELATED_LIMIT],
      );
      return { code: KNOWLEDGE_OK, data: { article, related } };
    }),
  ];
}
