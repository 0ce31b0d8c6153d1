import { z } from 'zod';
import { replyOf } from '../common/envelope';
import { CountSchema, DateSchema, IdSchema, UserIdQuerySchema } from '../common/fields';
import { messages } from '../common/messages';
import { defineRoute } from '../common/route';
import { KNOWLEDGE_OK } from './values';

export { KNOWLEDGE_OK } from './values';

interface KnowledgeNodeShape {
  id: number;
  category_name?: string | undefined;
  url: string;
  children?: KnowledgeNodeShape[] | undefined;
}

/**
 * A category of the knowledge-base hierarchy; nests to any depth. The upstream names `id`, `url`
 * and `children`; the label `category_name` is ours, so a page without it labels the node by
 * its url.
 */
export const KnowledgeNodeSchema: z.ZodType<KnowledgeNodeShape> = z
  .object({
    id: z.number().int(),
    category_name: z.string().optional(),
    url: z.string(),
    get children() {
      return z.array(KnowledgeNodeSchema).optional();
    },
  })
  .meta({ id: 'KnowledgeNode' });
export type KnowledgeNode = z.infer<typeof KnowledgeNodeSchema>;

/** An article as the index lists it (the fields are ours: the upstream's were never described). */
export const ArticleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category_id: z.number().int(),
  summary: z.string(),
  updated_at: DateSchema,
  views: CountSchema,
});
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;

export const ArticleSchema = ArticleSummarySchema.extend({
  /** Markdown-like text: `## ` and `### ` lines are headings, `- ` lines list items. */
  content: z.string(),
  author: z.string().optional(),
});
export type Article = z.infer<typeof ArticleSchema>;

/** `hierarchy` is the upstream's; the article list beside it is ours, so it may be absent. */
export const KnowledgeIndexDataSchema = z.object({
  hierarchy: z.array(KnowledgeNodeSchema),
  articles: z.array(ArticleSummarySchema).optional(),
  /** Ours: every top-level category (no children), for the tabs above the hierarchy. */
  categories: z.array(KnowledgeNodeSchema).optional(),
});
export type KnowledgeIndexData = z.infer<typeof KnowledgeIndexDataSchema>;
export const KnowledgeIndexReplySchema = replyOf(KnowledgeIndexDataSchema, KNOWLEDGE_OK);
export type KnowledgeIndexReply = z.infer<typeof KnowledgeIndexReplySchema>;

export const KnowledgeIndexQuerySchema = z.object({
  user_id: UserIdQuerySchema,
  category_name: z
    .string({ error: messages.categoryNameEmpty })
    .trim()
    .min(1, messages.categoryNameEmpty)
    .max(50, messages.categoryNameTooLong),
});
export type KnowledgeIndexQuery = z.infer<typeof KnowledgeIndexQuerySchema>;

export const knowledgeIndex = defineRoute({
  id: 'knowledgeIndex',
  method: 'GET',
  cache: 'public',
  path: '/api/client/knowledgebase/index',
  summary: '知识库目录（按分类名称），成功码为 1',
  query: KnowledgeIndexQuerySchema,
  reply: KnowledgeIndexReplySchema,
});

export const KnowledgeIndexYsyQuerySchema = z.object({ user_id: UserIdQuerySchema, id: IdSchema });
export type KnowledgeIndexYsyQuery = z.infer<typeof KnowledgeIndexYsyQuerySchema>;

export const knowledgeIndexYsy = defineRoute({
  id: 'knowledgeIndexYsy',
  method: 'GET',
  cache: 'public',
  path: '/api/client/knowledgebase/indexysy',
  summary: '知识库目录（按分类编号），成功码为 1',
  query: KnowledgeIndexYsyQuerySchema,
  reply: KnowledgeIndexReplySchema,
});

export const KnowledgeArticleQuerySchema = z.object({ id: IdSchema });
export const KnowledgeArticleReplySchema = replyOf(
  z.object({
    article: ArticleSchema,
    /** Other articles on the same subject, then its topic; ours, optional. */
    related: z.array(ArticleSummarySchema).optional(),
  }),
  KNOWLEDGE_OK,
);
export type KnowledgeArticleReply = z.infer<typeof KnowledgeArticleReplySchema>;

export const knowledgeArticle = defineRoute({
  id: 'knowledgeArticle',
  method: 'GET',
  cache: 'public',
  path: '/api/client/knowledgebase/article',
  origin: 'ours',
  summary: '知识库文章正文，成功码为 1（与知识库目录一致）',
  query: KnowledgeArticleQuerySchema,
  reply: KnowledgeArticleReplySchema,
});
