import { RegisterListPage } from '../../features/directory/components/register-list-page';
import { registerKinds } from '../../features/directory/model/register-kinds';

/** /reportquery — the query page of the report register. */
export default function ReportqueryPage() {
  return (
    <RegisterListPage kind={registerKinds.report} page="reportquery" path="/reportquery" hero />
  );
}
