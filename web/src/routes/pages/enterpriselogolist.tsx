import { RegisterListPage } from '../../features/directory/components/register-list-page';
import { registerKinds } from '../../features/directory/model/register-kinds';

/** /enterpriselogolist — the results of the logo register. */
export default function EnterpriselogolistPage() {
  return (
    <RegisterListPage
      kind={registerKinds.logo}
      page="enterpriselogolist"
      path="/enterpriselogolist"
    />
  );
}
