import { RegisterListPage } from '../../features/directory/components/register-list-page';
import { registerKinds } from '../../features/directory/model/register-kinds';

/** /einlist — the results of the ein register. */
export default function EinlistPage() {
  return <RegisterListPage kind={registerKinds.ein} page="einlist" path="/einlist" />;
}
