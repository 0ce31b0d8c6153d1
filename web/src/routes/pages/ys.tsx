import { ServiceLanding } from '../../features/service/components/service-landing';

/** The ys landing page; its offer comes from the database (route loader + same query). */
export default function YsPage() {
  return <ServiceLanding slug="ys" withHeader />;
}
