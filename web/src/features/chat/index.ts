export { agentRoutes } from './routes/agent-routes';
