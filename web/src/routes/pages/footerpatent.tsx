import { RegisterListPage } from '../../features/directory/components/register-list-page';
import { registerKinds } from '../../features/directory/model/register-kinds';

/** /footerpatent — the query page of the patent register. */
export default function FooterpatentPage() {
  return (
    <RegisterListPage kind={registerKinds.patent} page="footerpatent" path="/footerpatent" hero />
  );
}
