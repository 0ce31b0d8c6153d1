import { RegisterDetailsPage } from '../../features/directory/components/register-details-page';
import { registerDetailsRoutes } from '../../features/directory/model/register-details';
import { registerKinds } from '../../features/directory/model/register-kinds';

/** One record of the works register. */
export default function WorkworkdetailsPage() {
  return (
    <RegisterDetailsPage
      kind={registerKinds.works}
      route={registerDetailsRoutes.works}
      page="workworkdetails"
    />
  );
}
