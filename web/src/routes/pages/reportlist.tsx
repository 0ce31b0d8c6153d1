import { RegisterListPage } from '../../features/directory/components/register-list-page';
import { registerKinds } from '../../features/directory/model/register-kinds';

/** /reportlist — the results of the report register. */
export default function ReportlistPage() {
  return <RegisterListPage kind={registerKinds.report} page="reportlist" path="/reportlist" />;
}
