export { companyRoutes } from './routes/company-routes';
export { registerRoutes } from './routes/register-routes';
