export { serviceListQueryOptions } from './api/service-queries';
export { formatYuan, isFree } from './model/price-label';
export { OfferCardLink, ServiceCardLink } from './components/service-card-link';
