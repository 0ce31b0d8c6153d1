export { customerServiceQueryOptions } from './api/customer-service-all';
export { consultationServiceId } from './model/consultant-cards';
