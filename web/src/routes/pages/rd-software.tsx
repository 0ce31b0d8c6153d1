import { ServiceLanding } from '../../features/service/components/service-landing';

/** The rd_software landing page; its offer comes from the database (route loader + same query). */
export default function RdSoftwarePage() {
  return <ServiceLanding slug="rd_software" />;
}
