import type { ServiceSummary } from '@ysy/contracts/service/schemas';
import { HrefLink } from '../../../shared/helpers/href-link';
import { commonText, homeText } from '../../../shared/strings/service';
import { formatYuan, isFree } from '../model/price-label';
import styles from './service-card.module.css';

/**
 * The inside of an offer card (put it in a `Card`): the whole card is one link with the name, a
 * headline and a last line — the starting price, or `action` for offers without one.
 */
export function OfferCardLink({
  href,
  name,
  headline,
  action,
}: {
  href: string;
  name: string;
  headline: string;
  action: string;
}) {
  return (
    <HrefLink href={href} className={styles.link}>
      <h3 className={styles.name}>{name}</h3>
      <p className={styles.headline}>{headline}</p>
      <p className={styles.action}>{action}</p>
    </HrefLink>
  );
}

/** A service from the service list: its name, headline and starting price, linking to its page. */
export function ServiceCardLink({ service }: { service: ServiceSummary }) {
  return (
    <HrefLink href={service.url} className={styles.link}>
      <h3 className={styles.name}>{service.name}</h3>
      <p className={styles.headline}>{service.headline}</p>
      {service.price_from && (
        <p className={styles.price}>
          {isFree(service.price_from)
            ? commonText.free
            : homeText.priceFrom(formatYuan(service.price_from))}
        </p>
      )}
    </HrefLink>
  );
}
