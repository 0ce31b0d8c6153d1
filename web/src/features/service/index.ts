export { serviceRoutes } from './routes/service-routes';
export { serviceListQueryOptions } from './api/service-queries';
