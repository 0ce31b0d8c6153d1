import { ServiceLanding } from '../../features/service/components/service-landing';

/** The rd_cooperate landing page; its offer comes from the database (route loader + same query). */
export default function RdCooperatePage() {
  return <ServiceLanding slug="rd_cooperate" />;
}
