import { usePublicConfig } from '../../../shared/api/bff-config';
import { companyFacts } from '../model/company-facts';
import { SitePageView } from './site-page-view';

/** /profile: the company's text from the database, its registration details from configuration. */
export function ProfilePage() {
  const { company } = usePublicConfig();
  return <SitePageView slug="profile" withHeader facts={companyFacts(company)} />;
}
