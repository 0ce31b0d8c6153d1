export { verifyRoutes } from './routes/verify-routes';
