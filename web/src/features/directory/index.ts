export { companyRoutes } from './routes/company-routes';
export { registerRoutes } from './routes/register-routes';
export { HomeSearchHero } from './components/home-search-hero';
