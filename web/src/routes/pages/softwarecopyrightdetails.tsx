import { RegisterDetailsPage } from '../../features/directory/components/register-details-page';
import { registerDetailsRoutes } from '../../features/directory/model/register-details';
import { registerKinds } from '../../features/directory/model/register-kinds';

/** One record of the software register. */
export default function SoftwarecopyrightdetailsPage() {
  return (
    <RegisterDetailsPage
      kind={registerKinds.software}
      route={registerDetailsRoutes.software}
      page="softwarecopyrightdetails"
    />
  );
}
