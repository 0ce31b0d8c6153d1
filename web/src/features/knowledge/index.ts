export { knowledgeByNameQueryOptions } from './api/knowledge-queries';
export { articleHref } from './model/article-search';
export { knowledgeRoutes } from './routes/knowledge-routes';
