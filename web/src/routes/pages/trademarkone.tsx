import { RegisterListPage } from '../../features/directory/components/register-list-page';
import { registerKinds } from '../../features/directory/model/register-kinds';

/** /trademarkone — the query page of the trademark register. */
export default function TrademarkonePage() {
  return (
    <RegisterListPage
      kind={registerKinds.trademark}
      page="trademarkone"
      path="/trademarkone"
      hero
    />
  );
}
