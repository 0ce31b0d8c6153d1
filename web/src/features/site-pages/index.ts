export { sitePageRoutes } from './routes/site-page-routes';
