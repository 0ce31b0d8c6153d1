import { ServiceLanding } from '../../features/service/components/service-landing';

/** The finance landing page; its offer comes from the database (route loader + same query). */
export default function FinancePage() {
  return <ServiceLanding slug="finance" />;
}
