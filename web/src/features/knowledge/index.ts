export { knowledgeRoutes } from './routes/knowledge-routes';
