import { RegisterDetailsPage } from '../../features/directory/components/register-details-page';
import { registerDetailsRoutes } from '../../features/directory/model/register-details';
import { registerKinds } from '../../features/directory/model/register-kinds';

/** One record of the logo register. */
export default function EnterpriselogodetailsPage() {
  return (
    <RegisterDetailsPage
      kind={registerKinds.logo}
      route={registerDetailsRoutes.logo}
      page="enterpriselogodetails"
    />
  );
}
