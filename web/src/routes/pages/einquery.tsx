import { RegisterListPage } from '../../features/directory/components/register-list-page';
import { registerKinds } from '../../features/directory/model/register-kinds';

/** /einquery — the query page of the ein register. */
export default function EinqueryPage() {
  return <RegisterListPage kind={registerKinds.ein} page="einquery" path="/einquery" hero />;
}
