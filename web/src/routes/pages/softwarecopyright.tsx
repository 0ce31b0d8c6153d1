import { RegisterListPage } from '../../features/directory/components/register-list-page';
import { registerKinds } from '../../features/directory/model/register-kinds';

/** /softwarecopyright — the query page of the software register. */
export default function SoftwarecopyrightPage() {
  return (
    <RegisterListPage
      kind={registerKinds.software}
      page="softwarecopyright"
      path="/softwarecopyright"
      hero
    />
  );
}
