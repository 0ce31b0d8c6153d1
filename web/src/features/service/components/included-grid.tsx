import { useId } from 'react';
import type { TitledText } from '@ysy/contracts/service/schemas';
import { Card } from '../../../shared/ui/card/card';
import { Icon } from '../../../shared/ui/icons/icon';
import { PageSection } from '../../../shared/ui/layout/page-section';
import { SectionHeader } from '../../../shared/ui/section-header/section-header';
import { landingText } from '../../../shared/strings/service';
import styles from './landing.module.css';

/** What the service includes, one card per item. */
export function IncludedGrid({ items }: { items: readonly TitledText[] }) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <PageSection labelledBy={headingId}>
      <SectionHeader
        id={headingId}
        title={landingText.includedTitle}
        subtitle={landingText.includedSubtitle}
      />
      <ul className={items.length % 3 === 0 ? styles.grid3 : styles.grid4}>
        {items.map((item) => (
          <Card as="li" key={item.title}>
            <span className={styles.includedIcon}>
              <Icon name="doc" size={22} />
            </span>
            <h3 className={styles.itemTitle}>{item.title}</h3>
            <p className={styles.itemDesc}>{item.desc}</p>
          </Card>
        ))}
      </ul>
    </PageSection>
  );
}
