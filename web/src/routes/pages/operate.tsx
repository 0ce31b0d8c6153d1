import { ServiceLanding } from '../../features/service/components/service-landing';

/** The operate landing page; its offer comes from the database (route loader + same query). */
export default function OperatePage() {
  return <ServiceLanding slug="operate" />;
}
