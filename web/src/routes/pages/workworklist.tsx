import { RegisterListPage } from '../../features/directory/components/register-list-page';
import { registerKinds } from '../../features/directory/model/register-kinds';

/** /workworklist — the results of the works register. */
export default function WorkworklistPage() {
  return <RegisterListPage kind={registerKinds.works} page="workworklist" path="/workworklist" />;
}
