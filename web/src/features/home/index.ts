export { homeRoutes } from './routes/home-routes';
