import { useQuery } from '@tanstack/react-query';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { HrefLink } from '../../../shared/helpers/href-link';
import { commonText, vipText } from '../../../shared/strings/service';
import { vipTiersQueryOptions } from '../../vip';
import { directoryQueries, type CardExtra } from '../model/card-extras';
import styles from './home.module.css';

function ChipLinks({ links }: { links: readonly { url: string; name: string }[] }) {
  return (
    <ul className={styles.children}>
      {links.map((link) => (
        <li key={link.name}>
          <HrefLink href={link.url} className={styles.childLink}>
            {link.name}
          </HrefLink>
        </li>
      ))}
    </ul>
  );
}

/** The paid tiers with their yearly price, each leading to /vip; nothing while they load. */
function VipTierLinks() {
  const tiers = useQuery(vipTiersQueryOptions);
  if (!tiers.data || !isSuccess(tiers.data, 0)) return null;
  const paid = tiers.data.data.tiers.filter((tier) => Number(tier.price) > 0);
  return (
    <ChipLinks
      links={paid.map((tier) => ({
        url: '/vip',
        name: `${tier.name} ${commonText.yuan}${tier.price}${vipText.perPeriod(tier.period)}`,
      }))}
    />
  );
}

/** The links a card without sub-items shows (see card-extras.ts). */
export function CardExtraLinks({ extra }: { extra: CardExtra }) {
  return extra === 'vipTiers' ? <VipTierLinks /> : <ChipLinks links={directoryQueries} />;
}
