import { RegisterListPage } from '../../features/directory/components/register-list-page';
import { registerKinds } from '../../features/directory/model/register-kinds';

/** /softwarecopyrightlist — the results of the software register. */
export default function SoftwarecopyrightlistPage() {
  return (
    <RegisterListPage
      kind={registerKinds.software}
      page="softwarecopyrightlist"
      path="/softwarecopyrightlist"
    />
  );
}
