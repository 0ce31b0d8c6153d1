export { navQueryOptions } from './api/get-nav';
