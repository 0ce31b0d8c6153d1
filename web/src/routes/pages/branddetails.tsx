import { RegisterDetailsPage } from '../../features/directory/components/register-details-page';
import { registerDetailsRoutes } from '../../features/directory/model/register-details';
import { registerKinds } from '../../features/directory/model/register-kinds';

/** One record of the brand register. */
export default function BranddetailsPage() {
  return (
    <RegisterDetailsPage
      kind={registerKinds.brand}
      route={registerDetailsRoutes.brand}
      page="branddetails"
    />
  );
}
