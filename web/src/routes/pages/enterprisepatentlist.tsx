import { RegisterListPage } from '../../features/directory/components/register-list-page';
import { registerKinds } from '../../features/directory/model/register-kinds';

/** /enterprisepatentlist — the results of the patent register. */
export default function EnterprisepatentlistPage() {
  return (
    <RegisterListPage
      kind={registerKinds.patent}
      page="enterprisepatentlist"
      path="/enterprisepatentlist"
    />
  );
}
