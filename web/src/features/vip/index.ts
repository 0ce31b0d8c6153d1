export { vipRoutes } from './routes/vip-routes';
