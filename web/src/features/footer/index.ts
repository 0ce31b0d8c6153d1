export { customerServiceQueryOptions } from './api/customer-service-all';
