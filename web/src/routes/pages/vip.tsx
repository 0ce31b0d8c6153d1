import { VipPage } from '../../features/vip/components/vip-page';

/** /vip: membership tiers and comparison from the database, and the user's own level. */
export default function VipRoute() {
  return <VipPage />;
}
