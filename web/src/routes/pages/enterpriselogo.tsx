import { RegisterListPage } from '../../features/directory/components/register-list-page';
import { registerKinds } from '../../features/directory/model/register-kinds';

/** /enterpriselogo — the query page of the logo register. */
export default function EnterpriselogoPage() {
  return (
    <RegisterListPage kind={registerKinds.logo} page="enterpriselogo" path="/enterpriselogo" hero />
  );
}
