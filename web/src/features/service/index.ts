export { serviceListQueryOptions } from './api/service-queries';
export { formatYuan, isFree } from './model/price-label';
