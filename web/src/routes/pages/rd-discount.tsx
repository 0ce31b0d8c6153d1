import { ServiceLanding } from '../../features/service/components/service-landing';

/** The rd_discount landing page; its offer comes from the database (route loader + same query). */
export default function RdDiscountPage() {
  return <ServiceLanding slug="rd_discount" />;
}
