import { OrderPanel } from '../../features/service/components/order-panel';
import { ServiceLanding } from '../../features/service/components/service-landing';

/** /buyfinance: the bookkeeping offer from the database with its order form in place of the price cards. */
export default function BuyfinancePage() {
  return (
    <ServiceLanding slug="buyfinance" withHeader plans={(offer) => <OrderPanel offer={offer} />} />
  );
}
