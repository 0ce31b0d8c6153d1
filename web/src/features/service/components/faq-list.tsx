import { useId } from 'react';
import type { Faq } from '@ysy/contracts/service/schemas';
import { PageSection } from '../../../shared/ui/layout/page-section';
import { SectionHeader } from '../../../shared/ui/section-header/section-header';
import { landingText } from '../../../shared/strings/service';
import styles from './landing.module.css';

/** Questions as disclosure widgets: keyboard-operable without script, the first one open. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const headingId = useId();
  if (faqs.length === 0) return null;
  return (
    <PageSection tone="alt" labelledBy={headingId}>
      <SectionHeader id={headingId} title={landingText.faqTitle} />
      <div className={styles.faqs}>
        {faqs.map((faq, index) => (
          <details key={faq.q} className={styles.faq} open={index === 0}>
            <summary>{faq.q}</summary>
            <p>{faq.a}</p>
          </details>
        ))}
      </div>
    </PageSection>
  );
}
