import type { ArticleSummary } from '@ysy/contracts/knowledge/schemas';
import type { Db } from '../../db/database';

/** SQL of the knowledge base: its category tree and its articles. */

export interface KnowledgeNodeRow {
  id: number;
  parent_id: number | null;
  name: string;
  url: string;
}

const SUMMARY_COLUMNS = `a.id, a.title, a.node_id AS category_id, a.summary, a.updated_on::text AS updated_at, a.views`;

/** The whole tree (dozens of nodes), in display order. */
export async function knowledgeNodes(db: Db): Promise<KnowledgeNodeRow[]> {
  return db.query<KnowledgeNodeRow>(
    'SELECT id, parent_id, name, url FROM knowledge_nodes ORDER BY sort, id',
  );
}

/** The newest `limit` articles filed under any of `nodeIds`. */
export async function articlesUnder(
  db: Db,
  nodeIds: readonly number[],
  limit: number,
): Promise<ArticleSummary[]> {
  return db.query<ArticleSummary>(
    `SELECT ${SUMMARY_COLUMNS}
       FROM knowledge_articles a
      WHERE a.node_id = ANY($1::int[])
      ORDER BY a.updated_on DESC, a.id
      LIMIT $2`,
    [nodeIds, limit],
  );
}

export async function findArticle(
  db: Db,
  id: number,
): Promise<(ArticleSummary & { content: string; author: string }) | undefined> {
  const rows = await db.query<ArticleSummary & { content: string; author: string }>(
    `SELECT ${SUMMARY_COLUMNS}, a.content, a.author FROM knowledge_articles a WHERE a.id = $1`,
    [id],
  );
  return rows[0];
}

/** Articles related to one: the same subject first, then the rest of its topic (the subject's parent). */
export async function relatedArticles(
  db: Db,
  article: { id: number; category_id: number },
  limit: number,
): Promise<ArticleSummary[]> {
  return db.query<ArticleSummary>(
    `SELECT ${SUMMARY_COLUMNS}
       FROM knowledge_articles a
       JOIN knowledge_nodes n ON n.id = a.node_id
      WHERE a.id <> $1
        AND (a.node_id = $2 OR n.parent_id = (SELECT parent_id FROM knowledge_nodes WHERE id = $2))
      ORDER BY (a.node_id = $2) DESC, a.views DESC, a.id
      LIMIT $3`,
    [article.id, article.category_id, limit],
  );
}
