import { ServiceLanding } from '../../features/service/components/service-landing';

/** The rd_manage landing page; its offer comes from the database (route loader + same query). */
export default function RdManagePage() {
  return <ServiceLanding slug="rd_manage" />;
}
