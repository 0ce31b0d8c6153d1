import { OrderPanel } from './order-panel';
import { ServiceLanding } from './service-landing';

/** /buyfinance: the bookkeeping offer from the database with its order form in place of the price cards. */
export function BuyfinancePage() {
  return (
    <ServiceLanding slug="buyfinance" withHeader plans={(offer) => <OrderPanel offer={offer} />} />
  );
}
