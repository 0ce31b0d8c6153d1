export { pageRoutes } from './routes/page-routes';
