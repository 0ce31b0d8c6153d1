import { RegisterListPage } from '../../features/directory/components/register-list-page';
import { registerKinds } from '../../features/directory/model/register-kinds';

/** /brand — the query page of the brand register. */
export default function BrandPage() {
  return <RegisterListPage kind={registerKinds.brand} page="brand" path="/brand" hero />;
}
