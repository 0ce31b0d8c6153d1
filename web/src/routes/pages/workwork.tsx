import { RegisterListPage } from '../../features/directory/components/register-list-page';
import { registerKinds } from '../../features/directory/model/register-kinds';

/** /workwork — the query page of the works register. */
export default function WorkworkPage() {
  return <RegisterListPage kind={registerKinds.works} page="workwork" path="/workwork" hero />;
}
