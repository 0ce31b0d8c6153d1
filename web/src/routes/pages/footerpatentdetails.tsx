import { RegisterDetailsPage } from '../../features/directory/components/register-details-page';
import { registerDetailsRoutes } from '../../features/directory/model/register-details';
import { registerKinds } from '../../features/directory/model/register-kinds';

/** One record of the patent register. */
export default function FooterpatentdetailsPage() {
  return (
    <RegisterDetailsPage
      kind={registerKinds.patent}
      route={registerDetailsRoutes.patent}
      page="footerpatentdetails"
    />
  );
}
