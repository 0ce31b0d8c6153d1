import { useQuery } from '@tanstack/react-query';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { Card } from '../../../shared/ui/card/card';
import { QuerySection } from '../../../shared/ui/status/query-section';
import { campaignText } from '../../../shared/strings/service';
import { OfferCardLink, ServiceCardLink, serviceListQueryOptions } from '../../service';
import styles from './campaign.module.css';

/** How many services the list shows beside the VIP plans: one row of the four-column grid. */
const SERVICES_SHOWN = 3;

/**
 * What a visitor can buy today, from the same service list the home page shows (the services
 * marked hot first), with the VIP plans last: where a campaign that is not running sends them.
 */
export function CurrentOffers() {
  const query = useQuery(serviceListQueryOptions);
  return (
    <QuerySection
      query={query}
      select={(reply) =>
        isSuccess(reply, 0)
          ? [...reply.data.services]
              .sort((a, b) => Number(b.hot ?? false) - Number(a.hot ?? false))
              .slice(0, SERVICES_SHOWN)
          : undefined
      }
    >
      {(services) => (
        <ul className={styles.offers} aria-label={campaignText.offersLabel}>
          {services.map((service) => (
            <Card as="li" key={service.slug} interactive>
              <ServiceCardLink service={service} />
            </Card>
          ))}
          <Card as="li" interactive>
            <OfferCardLink
              href="/vip"
              name={campaignText.vipName}
              headline={campaignText.vipHeadline}
              action={campaignText.vipAction}
            />
          </Card>
        </ul>
      )}
    </QuerySection>
  );
}
