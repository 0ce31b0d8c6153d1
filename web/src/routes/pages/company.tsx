import { CompanyProfilePage } from '../../features/directory/components/company-profile-page';

/** /company/{id} — the company profile. */
export default function CompanyPage() {
  return <CompanyProfilePage />;
}
