import { ServiceLanding } from '../../features/service/components/service-landing';

/** The registeredcompany landing page; its offer comes from the database (route loader + same query). */
export default function RegisteredcompanyPage() {
  return <ServiceLanding slug="registeredcompany" />;
}
