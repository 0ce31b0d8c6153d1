import { ServiceLanding } from '../../features/service/components/service-landing';

/** The business_plan landing page; its offer comes from the database (route loader + same query). */
export default function BusinessPlanPage() {
  return <ServiceLanding slug="business_plan" />;
}
