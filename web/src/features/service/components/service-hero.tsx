import type { ServiceOffer } from '@ysy/contracts/service/schemas';
import { Button } from '../../../shared/ui/button/button';
import { Icon } from '../../../shared/ui/icons/icon';
import { commonText, landingText } from '../../../shared/strings/service';
import { openPhoneConsult, openPublishNeed } from '../model/cta';
import styles from './landing.module.css';

/** The offer in one look: name, headline (the page's h1), intro, highlights, figures, two CTAs. */
export function ServiceHero({ offer }: { offer: ServiceOffer }) {
  return (
    <>
      <span className={styles.eyebrow}>{offer.name}</span>
      <h1 className={styles.headline}>{offer.headline}</h1>
      <p className={styles.intro}>{offer.intro}</p>
      {offer.highlights && offer.highlights.length > 0 && (
        <ul className={styles.highlights} aria-label={landingText.highlightsLabel}>
          {offer.highlights.map((text) => (
            <li key={text}>
              <Icon name="check" size={18} />
              {text}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button variant="onDark" size="lg" onClick={() => openPhoneConsult(offer.service_id)}>
          <Icon name="phone" size={18} />
          {commonText.phoneConsult}
        </Button>
        <Button variant="outlineOnDark" size="lg" onClick={openPublishNeed}>
          {commonText.publishNeed}
        </Button>
      </div>
      {offer.stats && offer.stats.length > 0 && (
        <ul className={styles.stats} aria-label={landingText.statsLabel}>
          {offer.stats.map((stat) => (
            <li key={stat.label} className={styles.stat}>
              <span className={styles.statValue}>{stat.value}</span>
              <span className={styles.statLabel}>{stat.label}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
