import { RegisterListPage } from '../../features/directory/components/register-list-page';
import { registerKinds } from '../../features/directory/model/register-kinds';

/** /footerpatentlist — the results of the patent register. */
export default function FooterpatentlistPage() {
  return (
    <RegisterListPage
      kind={registerKinds.patent}
      page="footerpatentlist"
      path="/footerpatentlist"
    />
  );
}
