export { customerServiceQueryOptions } from './api/customer-service-all';
export { ConsultantPhoto } from './components/consultant-photo';
export { consultationServiceId } from './model/consultant-cards';
