export { knowledgeByNameQueryOptions } from './api/knowledge-queries';
export { articleHref } from './model/article-search';
